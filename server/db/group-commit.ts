import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/** Writes that share one commit, at most; a bound on how long the first of them waits for the rest. */
const MAX_GROUP = 32;
/**
 * How long the first write of a group waits for others to join (as PostgreSQL's commit_delay): at 1 ms
 * groups stayed small; at 3 ms new bookings at scale went from ~200 to 324–356 a second.
 */
const GATHER_MS = 3;

interface Job {
  work(trx: Db): Promise<void>;
  /** Called once the group's transaction has ended; `commitError` when its commit failed. */
  settle(commitError: unknown): void;
}

/**
 * SQLite commits durably with an fsync that holds the one connection, and better-sqlite3 waits for it
 * on the event loop (a fifth of a booking's time in a profile, 3.3 ms here). Writes that arrive while
 * another commits wait and then go together: each in its own savepoint of one transaction, so each
 * still succeeds or fails on its own, and one fsync makes them all durable. None is answered before
 * that commit.
 */
class GroupCommit {
  private waiting: Job[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  run<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let outcome: { ok: true; value: T } | { ok: false; error: unknown } = {
        ok: false,
        error: new Error('not run'),
      };
      this.waiting.push({
        work: async (trx) => {
          try {
            outcome = { ok: true, value: await fn(trx) };
          } catch (error) {
            outcome = { ok: false, error };
            throw error;
          }
        },
        settle: (commitError) => {
          if (!outcome.ok) reject(outcome.error);
          else if (commitError !== null) reject(commitError);
          else resolve(outcome.value);
        },
      });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.waiting.length > 0) {
        // Writes of concurrent requests are still reading the session and their input (each read takes
        // the connection in turn): a moment's wait lets them join rather than queue behind this commit.
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        const group = this.waiting.splice(0, MAX_GROUP);
        let commitError: unknown = null;
        try {
          await this.db.transaction().execute(async (trx) => {
            for (const job of group) {
              await sql`savepoint write`.execute(trx);
              try {
                await job.work(trx);
              } catch {
                // This write alone is undone; the others of the group stand.
                await sql`rollback to write`.execute(trx);
              }
              await sql`release write`.execute(trx);
            }
          });
        } catch (error) {
          commitError = error;
        }
        for (const job of group) job.settle(commitError);
      }
    } finally {
      this.flushing = false;
    }
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/**
 * Runs a write in a transaction: its own on PostgreSQL (which groups commits itself), a savepoint of a
 * shared one on SQLite. Either way it is committed when the promise resolves, and undone when it throws.
 */
export function writeTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute(fn);
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new GroupCommit(db)));
  return group.run(fn);
}

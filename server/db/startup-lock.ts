import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database, Db } from './database';
import { migrateToLatest } from './migrate';
import type { PhotoStorage } from '../modules/media/storage';
import { isDatabaseEmpty, seedDemo, type SeedSummary } from './seed/demo';

/** The first key of PostgreSQL's two-key advisory locks that Caravan's start-up takes ("CRVN"). */
const STARTUP_LOCK_CLASS = 0x4352564e;
/** How often a waiting SQLite start-up tries the lock again. */
const SQLITE_RETRY_MS = 25;

/**
 * Runs `fn` while no other API instance or seed command runs its own start-up on the same database.
 * PostgreSQL: a session advisory lock, keyed by the schema, held on one connection that `fn` also runs
 * on (so a pool of one cannot wait on itself), released after; the server drops it if the process dies.
 * SQLite: an exclusive transaction on a lock file beside the database, which the OS releases if the
 * process dies; tried again without blocking, so instances in one process can wait for each other.
 * An in-memory SQLite is private to its connection and needs none.
 */
export async function withStartupLock<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (db) => {
      const key = sql`${STARTUP_LOCK_CLASS}::int4, hashtext(current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(db);
      try {
        return await fn(db);
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(db);
      }
    });
  }
  if (!database.file || database.file === ':memory:') return fn(database.db);
  const lock = new SQLite(`${database.file}.start-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (e) {
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
        await new Promise((resolve) => setTimeout(resolve, SQLITE_RETRY_MS));
      }
    }
    return await fn(database.db);
  } finally {
    lock.close(); // ends the transaction, and with it the lock
  }
}

/**
 * Start-up's database work: migrate, then fill an empty database with the demo world when asked. Under
 * the start-up lock, so any number of instances may start together on one new database: the first
 * migrates and seeds (and answers the rows it seeded), the others wait and find it done (null).
 */
export async function prepareDatabase(
  database: Database,
  seed: 'demo' | 'none',
  photoStorage?: PhotoStorage,
): Promise<SeedSummary | null> {
  return withStartupLock(database, async (db) => {
    await migrateToLatest(db, database.schema);
    return seed === 'demo' && (await isDatabaseEmpty(db)) ? seedDemo(db, { photoStorage }) : null;
  });
}

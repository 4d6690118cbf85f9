import { sql } from 'kysely';
import type { Db, Dialect } from './database';

/**
 * A mark that moves whenever a write may have been committed, so results computed from the database
 * can be kept until it moves. Read it before reading the data: a result kept under an older mark is
 * at worst newer than its mark, never older than the next one.
 */
export interface WriteVersion {
  current(): Promise<string>;
  /** Called after a write has committed and before its answer leaves (see the onSend hook in app.ts). */
  bump(): Promise<void>;
}


export function writeVersion(db: Db, dialect: Dialect): WriteVersion {
  if (dialect === 'postgres') {
    // A sequence, not a row: nextval takes no row lock and does not wait for a commit, so every API
    // instance sees the move at once and concurrent writers never queue on it.
    return {
      current: async () => {
        // A new sequence reads 1 before its first nextval and after it; is_called tells them apart.
        const { rows } = await sql<{ v: number; called: boolean }>`select last_value as v, is_called as called from write_version`.execute(db);
        return rows[0].called ? String(rows[0].v) : '0';
      },
      bump: async () => {
        await sql`select nextval('write_version')`.execute(db);
      },
    };
  }
  // SQLite is written through one connection per process: a count kept with the connection covers
  // every app on it, and data_version moves when another process (a seed, a script) commits to the file.
  let local = localWrites.get(db);
  if (!local) localWrites.set(db, (local = { count: 0 }));
  const writes = local;
  return {
    current: async () => {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      return `${writes.count}.${rows[0].data_version}`;
    },
    bump: async () => {
      writes.count += 1;
    },
  };
}

const localWrites = new WeakMap<Db, { count: number }>();

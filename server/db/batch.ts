import type { Insertable, Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import type { DB } from './tables';

/**
 * Bind parameters per statement: PostgreSQL refuses more than 65535, SQLite more than 32766; stay below.
 */
const MAX_PARAMETERS = { postgres: 60_000, sqlite: 32_000 } as const;
const MAX_ROWS = 1000;

/** Rows inserted per table, reported by the seed. */
export type SeedCounts = Partial<Record<keyof DB, number>>;

/**
 * Inserts rows in multi-row statements sized by their column count: row-at-a-time inserts are an
 * order of magnitude slower on PostgreSQL (TOOLCHAIN.md). Every row must carry the same keys, because
 * SQLite has no DEFAULT keyword inside VALUES.
 */
export async function insertBatched<T extends keyof DB & string>(
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  counts?: SeedCounts,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS[dialectOf(db)] / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow a generic table name to its row type; the signature above keeps callers typed.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
  if (counts) counts[table] = (counts[table] ?? 0) + rows.length;
}

import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';
import type { Dialect } from './database';

/**
 * The few places where SQLite and PostgreSQL differ live here; everything else is the same Kysely.
 */
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-incrementing integer primary key named id. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNullDefault =
  (value: string | number) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);

/** After inserting explicit ids (seeds), move PostgreSQL's sequences past them. */
export async function resetSequences(db: Kysely<any>, tables: string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const t of tables) {
    const snake = t.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    await sql`select setval(pg_get_serial_sequence(${snake}, 'id'), coalesce((select max(id) from ${sql.table(t)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

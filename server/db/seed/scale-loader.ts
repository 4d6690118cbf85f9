import { sql, type Insertable } from 'kysely';
import type { Db } from '../database';
import { dialectOf } from '../dialect';
import type { DB } from '../tables';
import { insertBatched } from '../batch';

type Table = keyof DB & string;
export type Chunk = { [T in Table]?: Insertable<DB[T]>[] };

/** Rows and seconds spent inserting them, per table. */
export type LoadTimes = Map<Table, { rows: number; ms: number }>;

/**
 * Bulk loading for the scale seed: each chunk of rows (a few tables' worth) goes in one transaction of
 * multi-row inserts, and the time spent per table is kept for the report. On PostgreSQL the chunk does
 * not wait for its WAL flush (a crash mid-seed loses a chunk, and the seed is rerun on a fresh database
 * anyway); SQLite's equivalent is the synchronous=OFF the scale seed sets for the whole run.
 */
export class ScaleLoader {
  readonly times: LoadTimes = new Map();
  private readonly postgres: boolean;

  constructor(private readonly db: Db) {
    this.postgres = dialectOf(db) === 'postgres';
  }

  async insert(chunk: Chunk): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (this.postgres) await sql`set local synchronous_commit = off`.execute(trx);
      for (const [table, rows] of Object.entries(chunk) as [Table, Insertable<DB[Table]>[]][]) {
        const started = performance.now();
        await insertBatched(trx, table, rows);
        this.add(table, rows.length, performance.now() - started);
      }
    });
  }

  /** Time spent on a table outside insert(), e.g. rewriting slotSeats. */
  add(table: Table, rows: number, ms: number): void {
    const t = this.times.get(table) ?? { rows: 0, ms: 0 };
    t.rows += rows;
    t.ms += ms;
    this.times.set(table, t);
  }
}

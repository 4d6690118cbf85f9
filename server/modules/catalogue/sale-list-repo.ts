// The sale list's reads (sale-list.ts): the tours' sale stamps moved since the last read, and the list's order.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

/**
 * Where the last read of the stamps stopped (migration 2026-11-27-0031): on PostgreSQL the xmin of its
 * snapshot (every transaction it did not see has an id at or above it), on SQLite the highest stamp it
 * saw (one writer at a time: later commits take higher ones). Null: read them all.
 */
export type StampCursor = string | null;

/**
 * The stamps that may have moved since `cursor` (all of them from null), and the cursor for the next
 * read: a few rows after a write instead of every tour's. A row returned may carry the stamp already
 * known (PostgreSQL returns every row a transaction still running at the last read may have moved).
 */
export async function stampsSince(
  db: Db,
  cursor: StampCursor,
): Promise<{ rows: Array<{ tourId: number; stamp: string }>; cursor: StampCursor }> {
  if (dialectOf(db) === 'postgres') {
    // The horizon comes from the statement's own snapshot: the rows read are exactly what it sees.
    const { rows } = await sql<{ horizon: string; tourId: number | null; stamp: string | null }>`
      select h.horizon, s.tour_id, s.stamp::text as stamp
      from (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon) h
      left join sale_stamps s on ${cursor === null ? sql`true` : sql`s.tx >= ${cursor}::xid8`}`.execute(db);
    return {
      rows: rows.flatMap((r) => (r.tourId === null ? [] : [{ tourId: r.tourId, stamp: r.stamp! }])),
      cursor: rows[0].horizon,
    };
  }
  let q = db.selectFrom('saleStamps').select(['tourId', 'stamp']);
  if (cursor !== null) q = q.where('stamp', '>', Number(cursor));
  const read = await q.execute();
  let top = cursor === null ? 0 : Number(cursor);
  for (const r of read) top = Math.max(top, Number(r.stamp));
  return { rows: read.map((r) => ({ tourId: r.tourId, stamp: String(r.stamp) })), cursor: String(top) };
}

/** The live tours' ids in the list's order: by display name (the database's collation), then id. */
export async function liveTourIdsByName(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('tours')
    .select('id')
    .where('isDeleted', '=', 0)
    .orderBy('nameDisplay')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

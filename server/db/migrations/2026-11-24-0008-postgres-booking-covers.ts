import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { extensionSchema } from '../pg-extension';

/**
 * PostgreSQL indexes for the booking lists' text filters at scale (docs/decisions.md "Text search"):
 * - The operator's date window is walked in one index that also carries what its filters test and its
 *   sums add, the searched text included, as INCLUDE columns that an index-only scan reads back for
 *   lower() to test. A status and guest-name filter over the default window read 16,000 heap pages for
 *   the window's 19,000 rows (19 ms); the index alone answers in 7 ms. It replaces bookings_date_id and
 *   bookings_date_totals. (SQLite has its bookings_date_cover since migration 0007.)
 * - The trigram indexes of guest name and voucher lead with the agency (btree_gin), so an agency-wide
 *   search finds the agency's matches in the index: a common name's count in the demo agency's 100,000
 *   bookings went from 23 ms (its 32,000 matches ANDed with the agency's 100,000 rows) to 7 ms. A search
 *   across all agencies uses the same indexes, as GIN serves any subset of its columns; they replace
 *   the single-column ones, so a new booking still updates as many indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const trgm = await extensionSchema(db, 'pg_trgm');
  const btreeGin = await extensionSchema(db, 'btree_gin');
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`create index bookings_date_cover on bookings(date, id) include (status, paid, collect, num_adults, num_children, num_infants, num_foc, guest_name, voucher, group_id)`.execute(
    db,
  );
  for (const column of ['guest_name', 'voucher']) {
    await sql`create index ${sql.id(`bookings_agency_${column}_trgm`)} on bookings using gin (agency_id ${sql.id(btreeGin)}.int4_ops, lower(${sql.id(column)}) ${sql.id(trgm)}.gin_trgm_ops)`.execute(
      db,
    );
    await sql`drop index ${sql.id(`bookings_${column}_trgm`)}`.execute(db);
  }
  await sql`drop index bookings_date_id`.execute(db);
  await sql`drop index bookings_date_totals`.execute(db);
  await sql`analyze bookings`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const trgm = await extensionSchema(db, 'pg_trgm');
  const s = db.schema;
  await s.createIndex('bookingsDateId').on('bookings').columns(['date', 'id']).execute();
  await s
    .createIndex('bookingsDateTotals')
    .on('bookings')
    .columns(['date', 'status', 'paid', 'collect', 'numAdults', 'numChildren', 'numInfants', 'numFoc'])
    .execute();
  for (const column of ['guest_name', 'voucher']) {
    await sql`create index ${sql.id(`bookings_${column}_trgm`)} on bookings using gin (lower(${sql.id(column)}) ${sql.id(trgm)}.gin_trgm_ops)`.execute(
      db,
    );
    await sql`drop index ${sql.id(`bookings_agency_${column}_trgm`)}`.execute(db);
  }
  await sql`drop index bookings_date_cover`.execute(db);
}

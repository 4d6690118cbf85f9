import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** The searched text as the list filters compare it (server/db/text-search.ts containsText). */
const TEXT = 'lower(guest_name), lower(voucher), group_id';

/**
 * SQLite: the indexes the booking lists walk (the operator's date window, an agency's and an agent's
 * bookings, each in (…, date, id) list order) also hold what their filters test, the searched text
 * included, and the window's index what its sums add. A count or sums row then reads the index alone,
 * and a page reads a row only for a match. A guest-name filter over the default operator window (24,000
 * bookings at scale) went from 13–30 ms, spent gathering a common word's 46,000 trigram matches, to 3 ms;
 * the indexes replace the narrower ones, so a new booking updates one index fewer. PostgreSQL cannot
 * read lower(column) back from an index in an index-only scan, and keeps its indexes and trigram search
 * (docs/decisions.md "Text search").
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  const replace = async (drop: string[], create: string) => {
    await sql.raw(create).execute(db);
    for (const name of drop) await sql.raw(`drop index ${name}`).execute(db);
  };
  await replace(
    ['bookings_date_id', 'bookings_date_totals'],
    `create index bookings_date_cover on bookings(date, id, status, paid, collect, num_adults, num_children, num_infants, num_foc, ${TEXT})`,
  );
  await replace(
    ['bookings_agency_date'],
    `create index bookings_agency_cover on bookings(agency_id, date, id, status, ${TEXT})`,
  );
  await replace(
    ['bookings_agent_date'],
    `create index bookings_agent_cover on bookings(agent_id, date, id, status, ${TEXT})`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  const s = db.schema;
  await s.createIndex('bookingsDateId').on('bookings').columns(['date', 'id']).execute();
  await s
    .createIndex('bookingsDateTotals')
    .on('bookings')
    .columns(['date', 'status', 'paid', 'collect', 'numAdults', 'numChildren', 'numInfants', 'numFoc'])
    .execute();
  await s.createIndex('bookingsAgencyDate').on('bookings').columns(['agencyId', 'date', 'id']).execute();
  await s.createIndex('bookingsAgentDate').on('bookings').columns(['agentId', 'date', 'id']).execute();
  for (const name of ['bookings_date_cover', 'bookings_agency_cover', 'bookings_agent_cover'])
    await sql.raw(`drop index ${name}`).execute(db);
}

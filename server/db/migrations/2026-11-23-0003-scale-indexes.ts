import type { Kysely } from 'kysely';

/**
 * Indexes for the hot lists at scale (issue 7: 1,000,000 bookings, 200,000 arrivals). Operator staff
 * see every supplier, so their lists filter on no leading supplier column: these lead with the column
 * the list ranges over. bench/query-plans.ts checks that each hot query uses them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  // Operator bookings: the date window sorted by date and id, read in index order a page at a time.
  await s.createIndex('bookingsDateId').on('bookings').columns(['date', 'id']).execute();
  // The operator list's count and sums row over the window, answered from the index alone.
  await s
    .createIndex('bookingsDateTotals')
    .on('bookings')
    .columns(['date', 'status', 'paid', 'collect', 'numAdults', 'numChildren', 'numInfants', 'numFoc'])
    .execute();
  // A group's bookings that still stand (arrivals' numberOfBookings), from the index alone.
  await s.createIndex('bookingsGroupStatus').on('bookings').columns(['groupId', 'status']).execute();
  await s.dropIndex('bookingsGroup').execute();

  // In house today (arrival ≤ today ≤ departure): departures from today on are the stays not over yet,
  // a small part of the history; the group id and id make the default sort's top-N index-only.
  await s
    .createIndex('arrivalsInHouse')
    .on('arrivals')
    .columns(['departureDate', 'arrivalDate', 'groupId', 'id'])
    .execute();
  // Group-info saves find a group's guests by group id alone.
  await s.createIndex('arrivalsGroupId').on('arrivals').column('groupId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'bookingsDateId',
    'bookingsDateTotals',
    'bookingsGroupStatus',
    'arrivalsInHouse',
    'arrivalsGroupId',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('bookingsGroup').on('bookings').column('groupId').execute();
}

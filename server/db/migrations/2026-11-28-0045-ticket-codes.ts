import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Attraction-ticket codes (issue 25 items 9 and 10): the stock of a ticket type is its codes, loaded
 * from the supplier's files, each with its last valid day. A booking of a ticket that requires them
 * takes codes in its own transaction by a conditional update (status 'available' → 'sold', with the
 * booking's id), so no code is ever given twice; a cancellation puts its codes back. The type's counts
 * (available, expired, frozen, expiring in 5 days) are derived from these rows, so the stored counters
 * go: they could only drift from the codes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('ticketCodes'))
    .addColumn('ticketTypeId', 'integer', (c) => c.notNull().references('ticketTypes.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expiresOn', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('bookingId', 'integer', (c) => c.references('bookings.id'))
    .addColumn('paxType', 'integer')
    .addColumn('importedAt', 'text', (c) => c.notNull())
    .addColumn('importedBy', 'integer')
    .execute();
  // One code once per type: a file loaded twice adds nothing.
  await db.schema
    .createIndex('ticketCodesTypeCode')
    .on('ticketCodes')
    .columns(['ticketTypeId', 'code'])
    .unique()
    .execute();
  // The booking's pick (a type's available codes, soonest expiry first) and the stock's counts.
  await db.schema
    .createIndex('ticketCodesTypeStatus')
    .on('ticketCodes')
    .columns(['ticketTypeId', 'status', 'expiresOn'])
    .execute();
  await db.schema.createIndex('ticketCodesBooking').on('ticketCodes').column('bookingId').execute();
  for (const column of ['available', 'expired', 'freezed', 'expiresIn5Days'])
    await db.schema.alterTable('ticketTypes').dropColumn(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticketCodes').execute();
  for (const column of ['available', 'expired', 'freezed', 'expiresIn5Days'])
    await db.schema
      .alterTable('ticketTypes')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
}

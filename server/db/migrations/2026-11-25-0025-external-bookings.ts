import type { Kysely } from 'kysely';

/**
 * What an external ticket provider (OCTO) holds for a booking: its booking uuid, written in the
 * booking's own transaction while the provider only holds a reservation; then, after the commit, the
 * confirmed supplier reference and the ticket codes (one per unit item when the slot is ticket per pax,
 * else one). A booking whose slot books adults and children as different provider products has two
 * rows (`part` adults / children); every other has one (`part` all).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookingExternalTickets')
    .addColumn('bookingId', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('part', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('providerId', 'integer', (c) => c.notNull())
    .addColumn('providerBookingUuid', 'text', (c) => c.notNull())
    .addColumn('supplierReference', 'text')
    /** reserved → confirmed → cancelled; cancel_failed: cancelled here when the provider was no longer set up. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** JSON: [{ unit, code }] in the order the tickets print. */
    .addColumn('codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('codeType', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referencePrefix', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookingExternalTicketsPk', ['bookingId', 'part'])
    .execute();
  await db.schema
    .createIndex('bookingExternalTicketsUuid')
    .on('bookingExternalTickets')
    .columns(['providerId', 'providerBookingUuid'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookingExternalTicketsUuid').execute();
  await db.schema.dropTable('bookingExternalTickets').execute();
}

import type { Kysely } from 'kysely';

/**
 * Ticket types made and changed on a screen (issue 25): a type is deactivated, never deleted (its codes
 * and the bookings that took them keep naming it), and versioned like tours and offers, so a save made
 * from an old copy is told who changed what (catalogueChanges, entity 'ticketType'). One name once per
 * supplier: two types of one name could not be told apart on the ticket editor or the stock screen.
 *
 * And the booking's pick of codes walks an index in its own order, id last (ticketCodesPick replaces
 * ticketCodesTypeStatus, whose columns it starts with): a pick ordered by expiry then id no longer sorts
 * every available code of the type, on PostgreSQL either (docs/PERFORMANCE.md, stock bookings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ticketTypes')
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('ticketTypes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('ticketTypesSupplierName')
    .on('ticketTypes')
    .columns(['supplierId', 'name'])
    .unique()
    .execute();
  await db.schema.dropIndex('ticketCodesTypeStatus').execute();
  await db.schema
    .createIndex('ticketCodesPick')
    .on('ticketCodes')
    .columns(['ticketTypeId', 'status', 'expiresOn', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ticketCodesPick').execute();
  await db.schema
    .createIndex('ticketCodesTypeStatus')
    .on('ticketCodes')
    .columns(['ticketTypeId', 'status', 'expiresOn'])
    .execute();
  await db.schema.dropIndex('ticketTypesSupplierName').execute();
  await db.schema.alterTable('ticketTypes').dropColumn('version').execute();
  await db.schema.alterTable('ticketTypes').dropColumn('isActive').execute();
}

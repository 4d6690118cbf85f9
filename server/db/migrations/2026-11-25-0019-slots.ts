import type { Kysely } from 'kysely';

/**
 * Stop-sell: a slot closed for sale with its reason (timeSlots.stopSellReason, null while on sale) and
 * single days closed for sale (slotClosedDays), which the new booking refuses and the carousel hides.
 * The mapping mismatch flag of an external slot. Indexes for the supplier-scoped lists and the pick-up
 * lookups by hotel (a hotel in thousands of sets at scale).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('timeSlots').addColumn('stopSellReason', 'text').execute();
  await db.schema
    .alterTable('timeSlots')
    .addColumn('isMappingMismatch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('slotClosedDays')
    .addColumn('timeSlotId', 'integer', (c) => c.notNull().references('timeSlots.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('closedBy', 'integer')
    .addColumn('closedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slotClosedDaysPk', ['timeSlotId', 'date'])
    .execute();
  await db.schema
    .createIndex('timeSlotGroupsSupplier')
    .on('timeSlotGroups')
    .columns(['supplierId', 'name'])
    .execute();
  await db.schema
    .createIndex('pickUpTimeSetsSupplier')
    .on('pickUpTimeSets')
    .columns(['supplierId', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pickUpTimeSetsSupplier').execute();
  await db.schema.dropIndex('timeSlotGroupsSupplier').execute();
  await db.schema.dropTable('slotClosedDays').execute();
  await db.schema.alterTable('timeSlots').dropColumn('isMappingMismatch').execute();
  await db.schema.alterTable('timeSlots').dropColumn('stopSellReason').execute();
}

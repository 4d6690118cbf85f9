import type { Kysely } from 'kysely';

/**
 * Dispatch (issue 25 item 3): who works a slot-day. One row per slot and date, with its guide, its
 * driver and the vehicle (free text: several slot-days share a bus by naming the same one). A slot-day
 * without a row has nobody assigned. The two indexes answer "my day" (a guide's or driver's slot-days of
 * two dates) and the manifest's access rule (is this user assigned to this slot-day).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('slotDayCrews')
    .addColumn('timeSlotId', 'integer', (c) => c.notNull().references('timeSlots.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('guideId', 'integer', (c) => c.references('users.id'))
    .addColumn('driverId', 'integer', (c) => c.references('users.id'))
    .addColumn('vehicle', 'text')
    .addColumn('updatedBy', 'integer')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slotDayCrewsPk', ['timeSlotId', 'date'])
    .execute();
  await db.schema.createIndex('slotDayCrewsGuide').on('slotDayCrews').columns(['guideId', 'date']).execute();
  await db.schema
    .createIndex('slotDayCrewsDriver')
    .on('slotDayCrews')
    .columns(['driverId', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('slotDayCrews').execute();
}

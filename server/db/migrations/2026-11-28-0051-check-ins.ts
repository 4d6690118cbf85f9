import type { Kysely } from 'kysely';

/**
 * Check-ins of the day (issue 25 items 5–7): one row per booking, made at its first mark. `state` is
 * 'checkedIn' or 'noShow' (null: only cash recorded), with who and when; cash collected is its amount
 * (1/10000 units, as all money) and currency, with who and when. A mark moves by a conditional update
 * (`… WHERE state IS NULL OR state = 'noShow'`), so two devices checking in the same guest at once on
 * any instance give one check-in and one refusal naming the first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkIns')
    .addColumn('bookingId', 'integer', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('timeSlotId', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('stateBy', 'integer', (c) => c.references('users.id'))
    .addColumn('stateAt', 'text')
    .addColumn('cashAmount', 'bigint')
    .addColumn('cashCurrency', 'text')
    .addColumn('cashBy', 'integer', (c) => c.references('users.id'))
    .addColumn('cashAt', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  // A manifest reads its slot-day's marks at once.
  await db.schema.createIndex('checkInsSlotDay').on('checkIns').columns(['timeSlotId', 'date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkIns').execute();
}

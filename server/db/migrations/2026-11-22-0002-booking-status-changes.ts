import type { Kysely } from 'kysely';

/** What a status change leaves on the booking: the refund of a cancellation, and who changed it when. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('refundPercent', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('statusChangedAt', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('statusChangedBy', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['refundPercent', 'statusChangedAt', 'statusChangedBy']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}

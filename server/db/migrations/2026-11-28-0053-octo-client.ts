import type { Kysely } from 'kysely';

/**
 * The guest's e-mail on a booking (issue 26 item 2): a ticket provider may require it in the booking's
 * contact (OCTO `requiredContactFields`), and the recovery job confirms an interrupted booking later with
 * the same contact, so it is kept with the booking rather than only passed through. Optional, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('guestEmail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('guestEmail').execute();
}

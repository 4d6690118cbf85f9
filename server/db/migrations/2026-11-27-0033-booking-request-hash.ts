import type { Kysely } from 'kysely';

/**
 * What a booking was made from (issue 23): a hash of the new-booking body that created it, so a later
 * request under the same clientRef is known to be the same booking (a replay: the stored booking) or
 * another one (a device that kept the reference of its previous form: 409 client_ref_reused). Bookings
 * made before this column have none and replay as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('requestHash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('requestHash').execute();
}

import type { Kysely } from 'kysely';

/**
 * The phone's name-or-room search finds a room by equality (server/modules/arrivals/repo.ts,
 * nameOrRoom): the arrival's own room, and the room its group has at the arrival's hotel.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('arrivalsRoom').on('arrivals').column('roomNumber').execute();
  await db.schema.createIndex('groupInfoHotelsRoom').on('groupInfoHotels').column('roomNumber').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('arrivalsRoom').execute();
  await db.schema.dropIndex('groupInfoHotelsRoom').execute();
}

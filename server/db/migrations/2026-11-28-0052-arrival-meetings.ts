import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Meetings at the airport (issue 25 item 8): the airport rep marks a guest met, and the hotel reps see
 * who met them and when. One row per arrival at most (a second mark keeps the first: marking twice is
 * not an error, and the first rep and time stay); an undo deletes the row. `metAt` is when the rep
 * marked it on their device (an offline mark is sent later), `recordedAt` when the server took it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('arrivalMeetings'))
    .addColumn('arrivalId', 'integer', (c) => c.notNull().references('arrivals.id').onDelete('cascade'))
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('metAt', 'text', (c) => c.notNull())
    .addColumn('metBy', 'integer', (c) => c.references('users.id'))
    .addColumn('recordedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('arrivalMeetingsArrival')
    .on('arrivalMeetings')
    .column('arrivalId')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('arrivalMeetings').execute();
}

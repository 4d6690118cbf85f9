import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * OCTO bookings (issue 26 part 2): a reseller's reservation is an ordinary booking of its agency that
 * takes its seats at once, plus a hold row that lapses at `expiresAt` (the booking is then cancelled by
 * the system and its seats given back). `octoBookings` keeps what OCTO names and Caravan's booking does
 * not: the reseller's uuid (unique per agency: its idempotency key), the hash of the reserving body, the
 * key that called, the unit items' uuids, the contact and the OCTO timestamps.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookingHolds')
    .addColumn('bookingId', 'integer', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  // The sweep and every seat-taking booking look for holds past their time.
  await db.schema.createIndex('bookingHoldsExpiry').on('bookingHolds').column('expiresAt').execute();

  await withId(db, db.schema.createTable('octoBookings'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('agencyId', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('keyId', 'integer', (c) => c.notNull().references('octoKeys.id'))
    .addColumn('bookingId', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('requestHash', 'text', (c) => c.notNull())
    .addColumn('resellerReference', 'text')
    .addColumn('unitItems', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('confirmedAt', 'text')
    .addColumn('cancelledAt', 'text')
    .addColumn('cancelReason', 'text')
    .execute();
  await db.schema
    .createIndex('octoBookingsUuid')
    .on('octoBookings')
    .columns(['agencyId', 'uuid'])
    .unique()
    .execute();
  await db.schema.createIndex('octoBookingsBooking').on('octoBookings').column('bookingId').execute();
  await db.schema
    .createIndex('octoBookingsReference')
    .on('octoBookings')
    .columns(['supplierId', 'agencyId', 'resellerReference'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('octoBookings').execute();
  await db.schema.dropTable('bookingHolds').execute();
}

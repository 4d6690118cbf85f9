import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * External ticket providers spoken to over OCTO (issue 16): one row per supplier's provider, its API key
 * encrypted at rest (AES-256-GCM, server/integrations/octo/secret-box.ts); a short-lived cache of the
 * provider's answers (products, availability) in the database, so every API instance shares it and the
 * API stays stateless; and the bookings of the OCTO demo provider that ships inside the project.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('externalProviders'))
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('baseUrl', 'text', (c) => c.notNull())
    .addColumn('apiKeyEncrypted', 'text', (c) => c.notNull())
    .addColumn('octoSupplierId', 'text')
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('externalProvidersSupplier')
    .on('externalProviders')
    .columns(['supplierId', 'name'])
    .execute();

  await db.schema
    .createTable('externalProviderCache')
    .addColumn('providerId', 'integer', (c) =>
      c.notNull().references('externalProviders.id').onDelete('cascade'),
    )
    .addColumn('cacheKey', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('fetchedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('externalProviderCachePk', ['providerId', 'cacheKey'])
    .execute();

  // The demo provider's own bookings (it stands in for an outside system, but lives in this database so
  // a restart or a second instance does not forget a reservation Caravan holds).
  await db.schema
    .createTable('octoDemoBookings')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('apiKey', 'text', (c) => c.notNull())
    .addColumn('availabilityId', 'text', (c) => c.notNull())
    .addColumn('productId', 'text', (c) => c.notNull())
    .addColumn('optionId', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('octoDemoBookingsAvailability')
    .on('octoDemoBookings')
    .columns(['productId', 'optionId', 'availabilityId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('octoDemoBookings').execute();
  await db.schema.dropTable('externalProviderCache').execute();
  await db.schema.dropTable('externalProviders').execute();
}

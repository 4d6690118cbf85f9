import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * OCTO resellers (issue 26 item 10): a supplier's admin issues an API key per agency, and the agency's
 * OCTO calls (/octo/…) authenticate with it. Only the key's SHA-256 is kept (the key is shown once),
 * with a short visible prefix to tell keys apart on the list; a revoked key stays for the audit trail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('octoKeys'))
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('agencyId', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('keyHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'integer')
    .addColumn('revokedAt', 'text')
    .addColumn('revokedBy', 'integer')
    .execute();
  // Every OCTO call finds its key by the hash.
  await db.schema.createIndex('octoKeysHash').on('octoKeys').column('keyHash').unique().execute();
  await db.schema
    .createIndex('octoKeysSupplier')
    .on('octoKeys')
    .columns(['supplierId', 'agencyId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('octoKeys').execute();
}

import type { Kysely } from 'kysely';

/**
 * Versions of a supplier's business profile (Core Info and Contacts) and of its default settings
 * (issue 17), as tours and offers have (migration 0015): a save names the version it started from, and
 * one made from an older version answers 409 instead of overwriting another admin's save. Two versions,
 * not one, because the two screens save different columns of the same row: saving the defaults must
 * not make an open Core Info stale. catalogueChanges keeps who saved which version and what it changed
 * (entity 'supplier' and 'supplierDefaults', entityId the supplier's id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('suppliers')
    .addColumn('defaultsVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('defaultsVersion').execute();
  await db.schema.alterTable('suppliers').dropColumn('version').execute();
}

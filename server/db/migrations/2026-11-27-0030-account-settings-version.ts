import type { Kysely } from 'kysely';

/**
 * A version of a supplier's account settings (tax, default commission, currencies; Core Info's fourth
 * section), as the profile and the defaults have (migration 0027): a save names the version it started
 * from, and one made from an older version answers 409 instead of overwriting another admin's save.
 * A column of its own, because the account settings are saved by their own call: saving them must not
 * make an open profile stale, nor the other way round. catalogueChanges keeps who saved which version
 * (entity 'supplierAccount', entityId the supplier's id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('accountVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('accountVersion').execute();
}

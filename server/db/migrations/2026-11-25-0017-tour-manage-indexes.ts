import type { Kysely } from 'kysely';

/**
 * A tour's url is its page's address, so one supplier's tours may not share one (02-catalogue §3; the
 * save answers 'Url is already used by another tour'). The save checks first to name the field; this
 * index refuses the second of two saves racing on one url, and finds a url without a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('toursSupplierUrl')
    .on('tours')
    .columns(['supplierId', 'url'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('toursSupplierUrl').execute();
}

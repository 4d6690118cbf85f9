import type { Kysely } from 'kysely';

/**
 * Photos get the upload's guid (made on the device): a retried upload finds the photo it already
 * made instead of making a second one. The photo → tours and photo → tickets lookups (usedInTours,
 * the delete check) need an index on photoId; the link tables' keys start with the tour/offer.
 * A library page is the live photos newest first, of one supplier or (the operator's staff) of all:
 * (supplierId, isDeleted, createdAt, id) and (isDeleted, createdAt, id) serve the page and its count
 * from the index alone, without reading or sorting the 50,000 rows of the scale world.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('guid', 'text').execute();
  await db.schema
    .createIndex('photosSupplierGuid')
    .on('photos')
    .columns(['supplierId', 'guid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('photosSupplierLive')
    .on('photos')
    .columns(['supplierId', 'isDeleted', 'createdAt', 'id'])
    .execute();
  await db.schema.createIndex('photosLive').on('photos').columns(['isDeleted', 'createdAt', 'id']).execute();
  await db.schema.createIndex('tourPhotosPhoto').on('tourPhotos').column('photoId').execute();
  await db.schema.createIndex('offerPhotosPhoto').on('offerPhotos').column('photoId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offerPhotosPhoto').execute();
  await db.schema.dropIndex('tourPhotosPhoto').execute();
  await db.schema.dropIndex('photosLive').execute();
  await db.schema.dropIndex('photosSupplierLive').execute();
  await db.schema.dropIndex('photosSupplierGuid').execute();
  await db.schema.alterTable('photos').dropColumn('guid').execute();
}

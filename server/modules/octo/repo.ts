import type { Db } from '../../db/database';

// SQL of Caravan's OCTO supplier API (issue 26 item 9) beyond the keys: whose catalogue a key sells.

/** The supplier a key sells for, as OCTO's /supplier shows it. */
export function supplierForOcto(db: Db, supplierId: number) {
  return db
    .selectFrom('suppliers')
    .select(['id', 'name', 'address', 'customerSupport', 'timeZone'])
    .where('id', '=', supplierId)
    .executeTakeFirst();
}

/** The supplier's tours (not deleted): the products a reseller may see. */
export async function tourIdsOfSupplier(db: Db, supplierId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tours')
    .select('id')
    .where('supplierId', '=', supplierId)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether a tour is the supplier's (and not deleted): one product's look-up. */
export async function isTourOfSupplier(db: Db, supplierId: number, tourId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tours')
    .select('id')
    .where('id', '=', tourId)
    .where('supplierId', '=', supplierId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

import type { Db } from '../../db/database';

// SQL of the OCTO reseller keys (issue 26 item 10). Every statement names the supplier: a key of
// another supplier is simply not there.

export function keysOfSupplier(db: Db, supplierId: number) {
  return db
    .selectFrom('octoKeys as k')
    .innerJoin('agencies as a', 'a.id', 'k.agencyId')
    .select(['k.id', 'k.agencyId', 'a.name as agencyName', 'k.prefix', 'k.createdAt', 'k.revokedAt'])
    .where('k.supplierId', '=', supplierId)
    .orderBy('k.revokedAt', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
}

export function keyOfSupplier(db: Db, supplierId: number, id: number) {
  return db
    .selectFrom('octoKeys as k')
    .innerJoin('agencies as a', 'a.id', 'k.agencyId')
    .select(['k.id', 'k.agencyId', 'a.name as agencyName', 'k.prefix', 'k.createdAt', 'k.revokedAt'])
    .where('k.supplierId', '=', supplierId)
    .where('k.id', '=', id)
    .executeTakeFirst();
}

export async function insertKey(
  db: Db,
  k: {
    supplierId: number;
    agencyId: number;
    prefix: string;
    keyHash: string;
    createdAt: string;
    createdBy: number;
  },
): Promise<number> {
  const row = await db.insertInto('octoKeys').values(k).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a live key; answers whether this call did (a key revoked before stays as it was). */
export async function revokeKey(db: Db, supplierId: number, id: number, at: string, by: number) {
  const res = await db
    .updateTable('octoKeys')
    .set({ revokedAt: at, revokedBy: by })
    .where('supplierId', '=', supplierId)
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The live key of this hash, with its supplier and agency: who an OCTO call is. */
export function liveKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('octoKeys as k')
    .innerJoin('agencies as a', 'a.id', 'k.agencyId')
    .innerJoin('suppliers as s', 's.id', 'k.supplierId')
    .select(['k.id', 'k.supplierId', 'k.agencyId', 'k.prefix', 'k.revokedAt', 'a.name as agencyName'])
    .where('k.keyHash', '=', keyHash)
    .executeTakeFirst();
}

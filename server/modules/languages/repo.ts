import type { Language, SaveLanguage } from '../../../contract';
import type { Db } from '../../db/database';
import type { LanguageRow } from '../../db/tables/platform';

export function toLanguage(r: LanguageRow): Language {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    isOffers: r.isOffers === 1,
    isDeleted: r.isDeleted === 1,
    imgUrl: r.imgUrl,
  };
}

/** Languages changed since `since` (deleted ones too, so a client can drop them from its cache). */
export async function languagesChangedSince(
  db: Db,
  since: string | undefined,
  onlyOffers: boolean | undefined,
): Promise<Language[]> {
  let q = db.selectFrom('languages').selectAll().orderBy('name');
  if (since) q = q.where('updatedAt', '>', since);
  if (onlyOffers !== undefined) q = q.where('isOffers', '=', onlyOffers ? 1 : 0);
  return (await q.execute()).map(toLanguage);
}

export async function findLanguageByCode(db: Db, code: string) {
  return db.selectFrom('languages').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function saveLanguage(db: Db, l: SaveLanguage): Promise<Language | null> {
  const values = {
    name: l.name,
    code: l.code,
    isOffers: l.isOffers ? 1 : 0,
    isDeleted: l.isDeleted ? 1 : 0,
    imgUrl: l.imgUrl ?? null,
    updatedAt: new Date().toISOString(),
  };
  const row = l.id
    ? await db.updateTable('languages').set(values).where('id', '=', l.id).returningAll().executeTakeFirst()
    : await db.insertInto('languages').values(values).returningAll().executeTakeFirst();
  return row ? toLanguage(row) : null;
}

import type { PlainPair } from '../../../contract';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { containsIndexedText } from '../../db/text-search';

/** Whose photos a caller sees: the operator's staff every supplier's, a supplier's staff their own. */
export type PhotoScope = { all: true } | { supplierId: number };

export interface PhotoRow {
  id: number;
  supplierId: number;
  title: string;
  description: string;
  urlBig: string;
  urlMedium: string;
  urlSmall: string;
}

const COLUMNS = ['id', 'supplierId', 'title', 'description', 'urlBig', 'urlMedium', 'urlSmall'] as const;

function scoped(db: Db, scope: PhotoScope) {
  let q = db.selectFrom('photos').where('isDeleted', '=', 0);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  return q;
}

export interface PhotoFilter {
  page: number;
  itemsPerPage: number;
  search: string;
  toursIds: number[];
}

/** A page of photos, newest first, and how many match. */
export async function listPhotos(
  db: Db,
  scope: PhotoScope,
  filter: PhotoFilter,
): Promise<{ rows: PhotoRow[]; total: number }> {
  let q = scoped(db, scope);
  if (filter.search !== '') {
    // Title or description contains the text, served by the trigram index of each database.
    const search = containsIndexedText(
      dialectOf(db),
      'photos',
      'photos',
      ['title', 'description'],
      filter.search,
    );
    q = q.where(() => search);
  }
  if (filter.toursIds.length > 0) {
    q = q.where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('tourPhotos').select('photoId').where('tourId', 'in', filter.toursIds)),
        eb(
          'id',
          'in',
          eb
            .selectFrom('tours')
            .select('heroImageId')
            .where('id', 'in', filter.toursIds)
            .where('heroImageId', 'is not', null)
            .$narrowType<{ heroImageId: number }>(),
        ),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    q
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.itemsPerPage)
      .offset((filter.page - 1) * filter.itemsPerPage)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findPhoto(db: Db, scope: PhotoScope, id: number): Promise<PhotoRow | undefined> {
  return scoped(db, scope).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findPhotoByGuid(
  db: Db,
  supplierId: number,
  guid: string,
): Promise<PhotoRow | undefined> {
  return scoped(db, { supplierId }).select(COLUMNS).where('guid', '=', guid).executeTakeFirst();
}

/** Inserts the photo unless this supplier already has one from the same upload guid (a retry). */
export async function insertPhoto(
  db: Db,
  row: {
    supplierId: number;
    guid: string;
    fileName: string;
    title: string;
    urlBig: string;
    urlMedium: string;
    urlSmall: string;
  },
): Promise<PhotoRow> {
  await db
    .insertInto('photos')
    .values({ ...row, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['supplierId', 'guid']).doNothing())
    .execute();
  return db
    .selectFrom('photos')
    .select(COLUMNS)
    .where('supplierId', '=', row.supplierId)
    .where('guid', '=', row.guid)
    .executeTakeFirstOrThrow();
}

export async function updatePhoto(
  db: Db,
  scope: PhotoScope,
  edit: { id: number; title: string; description: string },
): Promise<PhotoRow | undefined> {
  let q = db
    .updateTable('photos')
    .set({ title: edit.title, description: edit.description })
    .where('id', '=', edit.id)
    .where('isDeleted', '=', 0);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  const done = await q.executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return undefined;
  return findPhoto(db, scope, edit.id);
}

/** A flag, not a removal: a tour restored from the trash still finds its photos, and URLs keep working. */
export async function markPhotoDeleted(db: Db, id: number): Promise<void> {
  await db.updateTable('photos').set({ isDeleted: 1 }).where('id', '=', id).execute();
}

/** Live tours (not in the trash) that show each photo, in its gallery or as its main photo. */
export async function toursUsing(db: Db, photoIds: number[]): Promise<Map<number, PlainPair[]>> {
  const used = new Map<number, PlainPair[]>();
  if (photoIds.length === 0) return used;
  const [gallery, hero] = await Promise.all([
    db
      .selectFrom('tourPhotos')
      .innerJoin('tours', 'tours.id', 'tourPhotos.tourId')
      .select(['tourPhotos.photoId as photoId', 'tours.id as id', 'tours.nameDisplay as name'])
      .where('tourPhotos.photoId', 'in', photoIds)
      .where('tours.isDeleted', '=', 0)
      .execute(),
    db
      .selectFrom('tours')
      .select(['heroImageId as photoId', 'id', 'nameDisplay as name'])
      .where('heroImageId', 'in', photoIds)
      .where('isDeleted', '=', 0)
      .execute(),
  ]);
  for (const r of [...gallery, ...hero]) {
    if (r.photoId == null) continue;
    const list = used.get(r.photoId) ?? [];
    if (!list.some((t) => t.id === r.id)) list.push({ id: r.id, name: r.name });
    used.set(r.photoId, list);
  }
  for (const list of used.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return used;
}

/** Live tickets (offers of live tours) that show a photo. */
export async function offersUsing(db: Db, photoId: number): Promise<PlainPair[]> {
  const rows = await db
    .selectFrom('offers')
    .innerJoin('tours', 'tours.id', 'offers.tourId')
    .leftJoin('offerPhotos', (j) =>
      j.onRef('offerPhotos.offerId', '=', 'offers.id').on('offerPhotos.photoId', '=', photoId),
    )
    .select(['offers.id as id', 'offers.nameDisplay as name'])
    .where((eb) => eb.or([eb('offerPhotos.photoId', '=', photoId), eb('offers.heroImageId', '=', photoId)]))
    .where('offers.isDeleted', '=', 0)
    .where('tours.isDeleted', '=', 0)
    .distinct()
    .orderBy('name')
    .execute();
  return rows;
}

/** The tours filter's options: the scope's live tours by name. */
export async function tourOptions(db: Db, scope: PhotoScope): Promise<PlainPair[]> {
  let q = db.selectFrom('tours').select(['id', 'nameDisplay as name']).where('isDeleted', '=', 0);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  return q.orderBy('nameDisplay').orderBy('id').execute();
}

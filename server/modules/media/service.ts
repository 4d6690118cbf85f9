import type { Photo, PhotoEdit, PhotoList, PhotoUpload } from '../../../contract';
import { PHOTO_MAX_BYTES } from '../../../contract';
import { ownSupplierId, supplierFilter, type RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { AppError, notFound } from '../../http/errors';
import { paging } from '../../http/paging';
import { tooLarge } from './image';
import { renditionsOf } from './renditions';
import { tourSupplier } from '../catalogue/tour-supplier';
import * as repo from './repo';
import type { PhotoStorage } from './storage';
import { decodedLength } from './upload-body';

export const PHOTO_NOT_FOUND = 'Photo not found';

/** Files are served by the API at these paths, whatever the storage (README "Media"). */
export const FILES_PATH = '/api/photos/files';

/** The libraries the caller manages: their supplier's, or every supplier's for the operator's staff. */
export function photoScope(scope: RequestScope): repo.PhotoScope {
  return supplierFilter(scope);
}

/** 02-catalogue §8's words: the picker of a tour the caller may not manage says what the editor would. */

/**
 * The photos a tour can take are its supplier's only (the tour and ticket saves refuse others), so a
 * picker opened for a tour lists, and uploads into, that supplier's library, even for the operator's
 * staff who see every supplier's. A new tour (0) will be the caller's supplier's (POST /api/tours).
 */
export async function photoScopeForTour(
  db: Db,
  scope: RequestScope,
  forTourId: number | undefined,
): Promise<repo.PhotoScope> {
  const photos = photoScope(scope);
  if (forTourId === undefined) return photos;
  return { supplierId: await tourSupplier(db, scope, forTourId) };
}

/** The supplier an upload belongs to: the tour's when it is for one, else the caller's own. */
const uploadSupplier = (photos: repo.PhotoScope, scope: RequestScope) =>
  'all' in photos ? ownSupplierId(scope) : photos.supplierId;

function toPhoto(row: repo.PhotoRow, usedInTours: Photo['usedInTours'] = []): Photo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    urlBig: row.urlBig,
    urlMedium: row.urlMedium,
    urlSmall: row.urlSmall,
    usedInTours,
    // No country or widget links photos in this product yet (01-platform names the lists only).
    usedInCountries: [],
    usedInWidgets: [],
  };
}

export async function listPhotos(
  db: Db,
  scope: repo.PhotoScope,
  filter: repo.PhotoFilter,
): Promise<PhotoList> {
  const { rows, total } = await repo.listPhotos(db, scope, filter);
  const used = await repo.toursUsing(
    db,
    rows.map((r) => r.id),
  );
  return {
    entities: rows.map((r) => toPhoto(r, used.get(r.id))),
    pagingInfo: paging(filter.page, filter.itemsPerPage, total),
  };
}

const titleFrom = (fileName: string | undefined) =>
  (fileName ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .slice(0, 200);

/**
 * Checks the bytes, makes the renditions and stores them, then records the photo: the slow part runs
 * before and outside any transaction, so no database lock is held while sharp works. The guid makes a
 * retry answer the photo the first attempt made.
 */
export async function uploadPhoto(
  db: Db,
  storage: PhotoStorage,
  scope: RequestScope,
  body: PhotoUpload,
  base64: Buffer,
  forTourId?: number,
): Promise<Photo> {
  const supplierId = uploadSupplier(await photoScopeForTour(db, scope, forTourId), scope);
  if (decodedLength(base64) > PHOTO_MAX_BYTES) throw tooLarge();
  const guid = body.guid.toLowerCase();
  const earlier = await repo.findPhotoByGuid(db, supplierId, guid);
  if (earlier) return toPhoto(earlier, (await repo.toursUsing(db, [earlier.id])).get(earlier.id));

  const renditions = await renditionsOf(base64);
  const urls: Record<string, string> = {};
  for (const r of renditions) {
    const key = `${guid}/${r.hash}-${r.name}.webp`;
    await storage.put(key, r.data, 'image/webp');
    urls[r.name] = `${FILES_PATH}/${key}`;
  }
  const row = await writeTransaction(db, (trx) =>
    repo.insertPhoto(trx, {
      supplierId,
      guid,
      fileName: (body.fileName ?? '').slice(0, 255),
      title: titleFrom(body.fileName),
      urlBig: urls.big,
      urlMedium: urls.medium,
      urlSmall: urls.small,
    }),
  );
  return toPhoto(row);
}

export async function editPhoto(db: Db, scope: repo.PhotoScope, edit: PhotoEdit): Promise<Photo> {
  const row = await repo.updatePhoto(db, scope, edit);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return toPhoto(row, (await repo.toursUsing(db, [row.id])).get(row.id));
}

/** Where a photo is used, each wording whole, so the screens find its template and show it translated. */
function inUseMessage(tours: readonly { name: string }[], offers: readonly { name: string }[]): string {
  const tourNames = tours.map((t) => t.name).join(', ');
  const offerNames = offers.map((o) => o.name).join(', ');
  if (offers.length === 0) return `This photo is used in tours ${tourNames}; remove it there first`;
  if (tours.length === 0) return `This photo is used in tickets ${offerNames}; remove it there first`;
  return `This photo is used in tours ${tourNames} and tickets ${offerNames}; remove it there first`;
}

/**
 * A photo a live tour or ticket shows is not deleted: 409 names them, so the supplier removes it there
 * first (deleting it would leave a tour without its picture without anyone seeing it happen).
 */
export async function deletePhoto(db: Db, scope: repo.PhotoScope, id: number): Promise<void> {
  const row = await repo.findPhoto(db, scope, id);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  const [tours, offers] = await Promise.all([
    repo.toursUsing(db, [id]).then((m) => m.get(id) ?? []),
    repo.offersUsing(db, id),
  ]);
  if (tours.length > 0 || offers.length > 0) {
    throw new AppError('conflict', inUseMessage(tours, offers), {
      title: 'Photo in use',
      body: { reason: 'photo_in_use', usedInTours: tours, usedInOffers: offers },
    });
  }
  await repo.markPhotoDeleted(db, id);
}

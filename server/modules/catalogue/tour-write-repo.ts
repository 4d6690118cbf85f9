// A tour's save: its row (insert, update from a version, delete flag) and its child lists.
import type { Insertable, Transaction } from 'kysely';
import type { Tour } from '../../../contract';
import type { Db } from '../../db/database';
import { replaceChildren } from '../../db/replace-children';
import type { DB } from '../../db/tables';
import type { TourChildren, TourRow } from './tour-read-repo';

type TourColumns = Omit<Insertable<DB['tours']>, 'id' | 'supplierId' | 'version' | 'updatedAt'>;

/** The tour's own columns from a validated, sanitised tour. */
export function tourColumns(t: Tour): TourColumns {
  const flag = (b: boolean) => (b ? 1 : 0);
  return {
    nameInternal: t.nameInternal,
    nameDisplay: t.nameDisplay,
    url: t.url,
    cityId: t.cityId,
    recommendedFor: t.recommendedFor,
    languageId: t.languageId,
    isDeleted: flag(t.isDeleted),
    isTopTour: flag(t.isTopTour),
    videoUrl: t.videoUrl ?? null,
    heroImageId: t.heroImageId,
    isDefaultCancellationPolicy: flag(t.isDefaultCancellationPolicy),
    isDefaultNotesToClientsPostBooking: flag(t.isDefaultNotesToClientsPostBooking),
    isDefaultTermsAndConditions: flag(t.isDefaultTermsAndConditions),
    isDefaultFaq: flag(t.isDefaultFaq),
    cancellationPolicy: JSON.stringify(t.cancellationPolicy),
    termsAndConditions: t.termsAndConditions ?? null,
    faq: t.faq ?? null,
    shortDescription: t.shortDescription ?? null,
    salesDescription: t.salesDescription ?? null,
    tourItinerary: t.tourItinerary ?? null,
    notesToAgents: t.notesToAgents ?? null,
    seo: t.seo ?? null,
    seoPageTitle: t.seoPageTitle ?? null,
    seoPageDescription: t.seoPageDescription ?? null,
    notesToClientsPostBooking: t.notesToClientsPostBooking ?? null,
    locationTiming: t.locationTiming ?? null,
    locationAddress: t.locationAddress ?? null,
    locationLatitude: t.locationLatitude,
    locationLongitude: t.locationLongitude,
    googlePlacesId: t.googlePlacesId ?? null,
    googlePlacesRating: t.googlePlacesRating,
    googlePlacesTotalRatings: t.googlePlacesTotalRatings,
    tripAdvisorId: t.tripAdvisorId ?? null,
    tripAdvisorRating: t.tripAdvisorRating,
    tripAdvisorTotalRatings: t.tripAdvisorTotalRatings,
    facebookPageId: t.facebookPageId ?? null,
  };
}

/** Inserts the tour at version 1; answers its row as stored (every column is written). */
export async function insertTour(trx: Db, supplierId: number, t: Tour): Promise<TourRow> {
  const values = { ...tourColumns(t), supplierId, version: 1, updatedAt: new Date().toISOString() };
  const { id } = await trx.insertInto('tours').values(values).returning('id').executeTakeFirstOrThrow();
  return { ...values, id } as TourRow;
}

/**
 * The row as updateTour leaves it: the stored row with the tour's columns (a column given as undefined
 * is not written, as Kysely leaves it out of the update) and the next version.
 */
export function savedTourRow(row: TourRow, t: Tour): TourRow {
  const written = Object.entries(tourColumns(t)).filter(([, v]) => v !== undefined);
  return { ...row, ...Object.fromEntries(written), version: row.version + 1 } as TourRow;
}

/** Moves the tour from `fromVersion` to the next; false when someone saved it in between. */
export async function updateTour(trx: Db, id: number, fromVersion: number, t: Tour): Promise<boolean> {
  const result = await trx
    .updateTable('tours')
    .set({ ...tourColumns(t), version: fromVersion + 1, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTourDeleted(trx: Db, id: number, fromVersion: number, isDeleted: boolean) {
  const result = await trx
    .updateTable('tours')
    .set({ isDeleted: isDeleted ? 1 : 0, version: fromVersion + 1, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type SavedPhoto = Omit<TourChildren['photos'][number], 'idx'>;

/** A new tour's stored children: none. */
export const NO_CHILDREN: TourChildren = {
  categories: [],
  photos: [],
  directions: [],
  faqs: [],
  itineraries: [],
  stops: [],
  offers: [],
};

/**
 * Makes the tour's child lists (categories, photos, directions, FAQ, itineraries and their stops) the
 * saved ones, in the caller's transaction, writing only the rows that differ from `stored` (the lists as
 * read in this transaction; replaceChildren compares them row by row), and answers every list as it now
 * stands, without reading them back. Most saves change a text or two and write no child row; an FAQ
 * answer edited is one row deleted and one inserted. Itineraries keep their ids when they were this
 * tour's already, so an open editor's references stay valid; new ones get fresh ids. `photos`: the title
 * and small rendition of each photo the tour names (existingReferences found them).
 */
export async function saveTourChildren(
  trx: Db,
  tourId: number,
  t: Tour,
  stored: TourChildren,
  photos: ReadonlyMap<number, SavedPhoto>,
): Promise<TourChildren> {
  // writeTransaction hands its callback the transaction (or a savepoint of one) typed as Db.
  const tx = trx as Transaction<DB>;
  await Promise.all([
    replaceChildren(
      tx,
      'tourCategoryLinks',
      tourId,
      t.toursCategories.map((categoryId) => ({ categoryId })),
      stored.categories.map((categoryId) => ({ categoryId })),
    ),
    replaceChildren(
      tx,
      'tourPhotos',
      tourId,
      t.photos.map((p) => ({ photoId: p.id })),
      stored.photos.map((p) => ({ photoId: p.id, idx: p.idx })),
    ),
    replaceChildren(
      tx,
      'tourDirections',
      tourId,
      t.directions.map((d) => ({ type: d.type, description: d.description })),
      stored.directions,
    ),
    replaceChildren(
      tx,
      'tourFaqs',
      tourId,
      t.faqs.map((f) => ({ question: f.question, answer: f.answer })),
      stored.faqs,
    ),
  ]);
  const itineraries = await saveItineraries(tx, tourId, t, stored);
  return {
    ...stored,
    ...itineraries,
    categories: [...t.toursCategories].sort((a, b) => a - b),
    // existingReferences found every one, or the save was refused.
    photos: t.photos.map((p, i) => ({ ...photos.get(p.id)!, idx: i + 1 })),
    directions: t.directions
      .map((d) => ({ type: d.type as number, description: d.description }))
      .sort((a, b) => a.type - b.type),
    faqs: t.faqs.map((f, i) => ({ idx: i + 1, question: f.question, answer: f.answer })),
  };
}

/**
 * The tour's itineraries and their stops as saved: an itinerary that was this tour's keeps its id (its
 * row updated only when its guid, place or name changed), one no longer sent goes with its stops, a new
 * one is inserted; each itinerary's stops are then replaced row by row (replaceChildren).
 */
async function saveItineraries(
  tx: Transaction<DB>,
  tourId: number,
  t: Tour,
  stored: TourChildren,
): Promise<Pick<TourChildren, 'itineraries' | 'stops'>> {
  const storedById = new Map(stored.itineraries.map((i) => [i.id, i]));
  const claimed = new Set<number>();
  const rows = t.itineraries.map((it, i) => {
    // An id is kept once, and only when it was this tour's: a copied or forged one gets a fresh id.
    const keep = storedById.has(it.id) && !claimed.has(it.id) ? it.id : null;
    if (keep !== null) claimed.add(keep);
    return { id: keep, values: { tourId, guid: it.guid, idx: i + 1, name: it.name }, stops: it.stops };
  });

  const gone = stored.itineraries.filter((i) => !claimed.has(i.id)).map((i) => i.id);
  if (gone.length > 0)
    await tx.deleteFrom('itineraries').where('tourId', '=', tourId).where('id', 'in', gone).execute();
  for (const r of rows) {
    const was = r.id === null ? undefined : storedById.get(r.id);
    if (!was || (was.guid === r.values.guid && was.idx === r.values.idx && was.name === r.values.name))
      continue;
    await tx.updateTable('itineraries').set(r.values).where('id', '=', was.id).execute();
  }
  const fresh = rows.filter((r) => r.id === null);
  if (fresh.length > 0) {
    // Each new id with its place in the list (RETURNING's row order is not promised on SQLite). A tour
    // holds at most 50 itineraries: one statement.
    const ids = await tx
      .insertInto('itineraries')
      .values(fresh.map((r) => r.values))
      .returning(['id', 'idx'])
      .execute();
    const idByIdx = new Map(ids.map((r) => [r.idx, r.id]));
    for (const r of fresh) r.id = idByIdx.get(r.values.idx)!;
  }

  const stopRows = (r: (typeof rows)[number]) =>
    r.stops.map((s) => ({
      guid: s.guid,
      time: s.time ?? null,
      timeEnd: s.timeEnd ?? null,
      name: s.name,
      description: s.description ?? null,
      address: s.address ?? null,
      lat: s.lat ?? null,
      lng: s.lng ?? null,
    }));
  for (const r of rows) {
    const id = r.id!;
    // A new itinerary has no stops yet; a kept one has the ones read with it.
    const before = stored.stops
      .filter((s) => s.itineraryId === id)
      .map(({ itineraryId: _itinerary, ...s }) => s);
    await replaceChildren(tx, 'itineraryStops', id, stopRows(r), before);
  }

  return {
    itineraries: rows.map((r) => ({
      id: r.id!,
      guid: r.values.guid,
      idx: r.values.idx,
      name: r.values.name,
    })),
    // In the read's order: by itinerary id, then place.
    stops: rows
      .flatMap((r) => stopRows(r).map((s, i) => ({ ...s, itineraryId: r.id!, idx: i + 1 })))
      .sort((a, b) => a.itineraryId - b.itineraryId || a.idx - b.idx),
  };
}

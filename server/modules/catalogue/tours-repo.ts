import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Tour, TourForEdit, TourManageQuery, TourOfferRow } from '../../../contract';
import { tourManageQuerySchema } from '../../../contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { readCancellationPolicy } from '../../db/json-columns';
import { replaceChildren } from '../../db/replace-children';
import type { DB } from '../../db/tables';
import { paging } from '../../http/paging';

/** Operator staff manage every supplier's tours; a supplier's staff their own supplier's only. */
export type TourScope = { all: true } | { supplierId: number };

type ManageQuery = z.output<typeof tourManageQuerySchema>;
export type { TourManageQuery };

/** The tour's row if the scope may manage it (deleted ones too: they can be restored). */
export async function findTourRow(db: Db, scope: TourScope, id: number) {
  let q = db.selectFrom('tours').selectAll().where('id', '=', id);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}
export type TourRow = NonNullable<Awaited<ReturnType<typeof findTourRow>>>;

/** The offers a tour's Tickets tab and the tours table list, deleted ones included, by display name. */
async function offerRowsOf(db: Db, tourIds: number[], withDeleted: boolean) {
  if (tourIds.length === 0) return new Map<number, TourOfferRow[]>();
  let q = db
    .selectFrom('offers')
    .select(['id', 'tourId', 'nameInternal', 'nameDisplay', 'bookingType', 'isDeleted'])
    .where('tourId', 'in', tourIds);
  if (!withDeleted) q = q.where('isDeleted', '=', 0);
  const rows = await q.orderBy('tourId').orderBy('nameDisplay').orderBy('id').execute();
  const byTour = new Map<number, TourOfferRow[]>();
  for (const r of rows) {
    const list = byTour.get(r.tourId) ?? [];
    list.push({
      id: r.id,
      nameInternal: r.nameInternal,
      nameDisplay: r.nameDisplay,
      bookingType: r.bookingType,
      isDeleted: r.isDeleted === 1,
    });
    byTour.set(r.tourId, list);
  }
  return byTour;
}

/**
 * One page of the tours table: filtered by tour, language, offer and top / not top, deleted tours and
 * offers only with the trash toggle, by display name; each row with its language's name and offers.
 */
export async function listToursToManage(db: Db, scope: TourScope, query: ManageQuery) {
  let base = db.selectFrom('tours as t');
  if (!('all' in scope)) base = base.where('t.supplierId', '=', scope.supplierId);
  if (!query.showDeleted) base = base.where('t.isDeleted', '=', 0);
  if (query.toursIds.length > 0) base = base.where('t.id', 'in', query.toursIds);
  if (query.languagesIds.length > 0) base = base.where('t.languageId', 'in', query.languagesIds);
  if (query.top !== undefined) base = base.where('t.isTopTour', '=', query.top === 1 ? 1 : 0);
  if (query.offersIds.length > 0) {
    const offersIds = query.offersIds;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offers as o')
          .select('o.id')
          .whereRef('o.tourId', '=', 't.id')
          .where('o.id', 'in', offersIds)
          .$if(!query.showDeleted, (q) => q.where('o.isDeleted', '=', 0)),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('languages as l', 'l.id', 't.languageId')
    .select([
      't.id',
      't.nameInternal',
      't.nameDisplay',
      't.languageId',
      'l.name as languageName',
      't.isTopTour',
      't.isDeleted',
      't.version',
    ])
    .orderBy('t.nameDisplay')
    .orderBy('t.id')
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  const offers = await offerRowsOf(
    db,
    rows.map((r) => r.id),
    query.showDeleted,
  );
  return {
    entities: rows.map((r) => ({
      id: r.id,
      nameInternal: r.nameInternal,
      nameDisplay: r.nameDisplay,
      languageId: r.languageId,
      languageName: r.languageName,
      isTopTour: r.isTopTour === 1,
      isDeleted: r.isDeleted === 1,
      version: r.version,
      offers: offers.get(r.id) ?? [],
    })),
    pagingInfo: paging(query.page, query.itemsPerPage, Number(total)),
  };
}

const bool = (v: number) => v === 1;

/** A tour's child lists as stored, each in its list's order: what the edit screen shows beside the row. */
export interface TourChildren {
  categories: number[];
  /** Each with its place in the gallery (idx), as tourPhotos stores it. */
  photos: Array<{ id: number; idx: number; title: string; urlSmall: string }>;
  directions: Array<{ type: number; description: string }>;
  faqs: Array<{ idx: number; question: string; answer: string }>;
  itineraries: Array<{ id: number; guid: string; idx: number; name: string }>;
  stops: Array<Omit<Selectable<DB['itineraryStops']>, 'id'>>;
  offers: TourOfferRow[];
}

/** The queries of a tour's child lists, one per list, each ordered as the edit screen shows it. */
function childQueries(db: Db, tourId: number) {
  return {
    categories: db
      .selectFrom('tourCategoryLinks')
      .select('categoryId')
      .where('tourId', '=', tourId)
      .orderBy('categoryId'),
    photos: db
      .selectFrom('tourPhotos as tp')
      .innerJoin('photos as p', 'p.id', 'tp.photoId')
      .select(['p.id', 'tp.idx', 'p.title', 'p.urlSmall'])
      .where('tp.tourId', '=', tourId)
      .orderBy('tp.idx'),
    directions: db
      .selectFrom('tourDirections')
      .select(['type', 'description'])
      .where('tourId', '=', tourId)
      .orderBy('type'),
    faqs: db
      .selectFrom('tourFaqs')
      .select(['idx', 'question', 'answer'])
      .where('tourId', '=', tourId)
      .orderBy('idx'),
    itineraries: db
      .selectFrom('itineraries')
      .select(['id', 'guid', 'idx', 'name'])
      .where('tourId', '=', tourId)
      .orderBy('idx'),
    stops: db
      .selectFrom('itineraryStops as s')
      .innerJoin('itineraries as i', 'i.id', 's.itineraryId')
      .select([
        's.itineraryId',
        's.guid',
        's.idx',
        's.time',
        's.timeEnd',
        's.name',
        's.description',
        's.address',
        's.lat',
        's.lng',
      ])
      .where('i.tourId', '=', tourId)
      .orderBy('s.itineraryId')
      .orderBy('s.idx'),
    offers: db
      .selectFrom('offers')
      .select(['id', 'tourId', 'nameInternal', 'nameDisplay', 'bookingType', 'isDeleted'])
      .where('tourId', '=', tourId)
      .orderBy('tourId')
      .orderBy('nameDisplay')
      .orderBy('id'),
  };
}

type OfferListRow = {
  id: number;
  nameInternal: string;
  nameDisplay: string;
  bookingType: number;
  isDeleted: number;
};
const offerRow = (r: OfferListRow): TourOfferRow => ({
  id: r.id,
  nameInternal: r.nameInternal,
  nameDisplay: r.nameDisplay,
  bookingType: r.bookingType,
  isDeleted: r.isDeleted === 1,
});

/** The seven child lists of a tour, each aggregated as JSON in its order (PostgreSQL). */
function childLists(db: Db, tourId: number) {
  const q = childQueries(db, tourId);
  return [
    jsonArrayFrom(q.categories).as('childCategories'),
    jsonArrayFrom(q.photos).as('childPhotos'),
    jsonArrayFrom(q.directions).as('childDirections'),
    jsonArrayFrom(q.faqs).as('childFaqs'),
    jsonArrayFrom(q.itineraries).as('childItineraries'),
    jsonArrayFrom(q.stops).as('childStops'),
    jsonArrayFrom(q.offers).as('childOffers'),
  ] as const;
}

type ChildListsRow = {
  childCategories: Array<{ categoryId: number }>;
  childPhotos: TourChildren['photos'];
  childDirections: TourChildren['directions'];
  childFaqs: TourChildren['faqs'];
  childItineraries: TourChildren['itineraries'];
  childStops: TourChildren['stops'];
  childOffers: OfferListRow[];
};

/** The lists of childLists' row, and the row's other columns. */
function splitChildLists<R extends ChildListsRow>(r: R) {
  const {
    childCategories,
    childPhotos,
    childDirections,
    childFaqs,
    childItineraries,
    childStops,
    childOffers,
    ...rest
  } = r;
  const children: TourChildren = {
    categories: childCategories.map((c) => c.categoryId),
    photos: childPhotos,
    directions: childDirections,
    faqs: childFaqs,
    itineraries: childItineraries,
    stops: childStops,
    offers: childOffers.map(offerRow),
  };
  return { rest, children };
}

/**
 * Every child list of a tour. On PostgreSQL one statement (each list aggregated as JSON, in its order):
 * inside a save's transaction the seven lists would otherwise be seven round trips one after another.
 * On SQLite, in the process, seven plain queries cost less than building and parsing JSON.
 */
export async function readTourChildren(db: Db, tourId: number): Promise<TourChildren> {
  if (dialectOf(db) === 'postgres') {
    const row = await db.selectNoFrom(childLists(db, tourId)).executeTakeFirstOrThrow();
    return splitChildLists(row).children;
  }
  const q = childQueries(db, tourId);
  const [categories, photos, directions, faqs, itineraries, stops, offers] = await Promise.all([
    q.categories.execute(),
    q.photos.execute(),
    q.directions.execute(),
    q.faqs.execute(),
    q.itineraries.execute(),
    q.stops.execute(),
    q.offers.execute(),
  ]);
  return {
    categories: categories.map((c) => c.categoryId),
    photos,
    directions,
    faqs,
    itineraries,
    stops,
    offers: offers.map(offerRow),
  };
}

/**
 * The tour's row, if the scope may manage it, with every child list: on PostgreSQL in one statement
 * (the row and its lists as JSON), which is one round trip fewer for the edit screen and for a save.
 */
export async function findTourWithChildren(
  db: Db,
  scope: TourScope,
  id: number,
): Promise<{ row: TourRow; children: TourChildren } | undefined> {
  if (dialectOf(db) !== 'postgres') {
    const row = await findTourRow(db, scope, id);
    return row && { row, children: await readTourChildren(db, row.id) };
  }
  let q = db.selectFrom('tours').selectAll().select(childLists(db, id)).where('id', '=', id);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  const found = await q.executeTakeFirst();
  if (!found) return undefined;
  const { rest, children } = splitChildLists(found);
  return { row: rest as TourRow, children };
}

/** A tour with every child, as its edit screen opens it. */
export async function readTourForEdit(db: Db, t: TourRow): Promise<TourForEdit> {
  return tourForEdit(t, await readTourChildren(db, t.id));
}

/** The edit screen's tour from its row and its child lists (read, or just written). */
export function tourForEdit(t: TourRow, c: TourChildren): TourForEdit {
  return {
    id: t.id,
    version: t.version,
    nameInternal: t.nameInternal,
    nameDisplay: t.nameDisplay,
    url: t.url,
    cityId: t.cityId,
    toursCategories: c.categories,
    recommendedFor: t.recommendedFor,
    languageId: t.languageId,
    isDeleted: bool(t.isDeleted),
    isTopTour: bool(t.isTopTour),
    videoUrl: t.videoUrl,
    heroImageId: t.heroImageId,
    photos: c.photos.map((p) => ({ id: p.id, title: p.title, urlSmall: p.urlSmall })),
    isDefaultCancellationPolicy: bool(t.isDefaultCancellationPolicy),
    isDefaultNotesToClientsPostBooking: bool(t.isDefaultNotesToClientsPostBooking),
    isDefaultTermsAndConditions: bool(t.isDefaultTermsAndConditions),
    isDefaultFaq: bool(t.isDefaultFaq),
    cancellationPolicy: readCancellationPolicy(t.cancellationPolicy, {
      table: 'tours',
      column: 'cancellationPolicy',
      id: t.id,
    }),
    termsAndConditions: t.termsAndConditions,
    faq: t.faq,
    faqs: c.faqs.map((f) => ({ index: f.idx, question: f.question, answer: f.answer })),
    shortDescription: t.shortDescription,
    salesDescription: t.salesDescription,
    tourItinerary: t.tourItinerary,
    itineraries: c.itineraries.map((i) => ({
      id: i.id,
      guid: i.guid,
      index: i.idx,
      name: i.name,
      stops: c.stops
        .filter((s) => s.itineraryId === i.id)
        .map((s) => ({
          index: s.idx,
          guid: s.guid,
          time: s.time,
          timeEnd: s.timeEnd,
          name: s.name,
          description: s.description,
          address: s.address,
          lat: s.lat,
          lng: s.lng,
        })),
    })),
    notesToAgents: t.notesToAgents,
    seo: t.seo,
    seoPageTitle: t.seoPageTitle,
    seoPageDescription: t.seoPageDescription,
    notesToClientsPostBooking: t.notesToClientsPostBooking,
    locationTiming: t.locationTiming,
    locationAddress: t.locationAddress,
    locationLatitude: t.locationLatitude,
    locationLongitude: t.locationLongitude,
    googlePlacesId: t.googlePlacesId,
    googlePlacesRating: t.googlePlacesRating,
    googlePlacesTotalRatings: t.googlePlacesTotalRatings,
    tripAdvisorId: t.tripAdvisorId,
    tripAdvisorRating: t.tripAdvisorRating,
    tripAdvisorTotalRatings: t.tripAdvisorTotalRatings,
    facebookPageId: t.facebookPageId,
    directions: c.directions.map((d) => ({ type: d.type as 0 | 1 | 2, description: d.description })),
    offers: c.offers,
  };
}

/**
 * Which of the referenced ids exist (categories, cities, languages) or are the supplier's live photos
 * (with the title and small rendition the edit screen shows), and another tour of the supplier (deleted
 * ones too: they can be restored) with the url: one statement, so one round trip inside a save.
 */
export async function existingReferences(db: Db, supplierId: number, tour: Tour) {
  const photoIds = [
    ...new Set([...tour.photos.map((p) => p.id), ...(tour.heroImageId ? [tour.heroImageId] : [])]),
  ];
  // The photo columns, null on the other kinds' rows (only photo rows are read for them).
  const none = sql<string>`null`;
  const kind = (k: string) => sql<string>`${sql.lit(k)}`.as('kind');
  const rows = await db
    .selectFrom('languages')
    .select([kind('language'), 'id', none.as('title'), none.as('urlSmall')])
    .where('id', '=', tour.languageId)
    .unionAll(
      db
        .selectFrom('tours')
        .select([kind('url'), 'id', none.as('title'), none.as('urlSmall')])
        .where('supplierId', '=', supplierId)
        .where('url', '=', tour.url)
        .where('id', '<>', tour.id),
    )
    .$if(tour.toursCategories.length > 0, (q) =>
      q.unionAll(
        db
          .selectFrom('tourCategories')
          .select([kind('category'), 'id', none.as('title'), none.as('urlSmall')])
          .where('id', 'in', tour.toursCategories),
      ),
    )
    .$if(tour.cityId != null, (q) =>
      q.unionAll(
        db
          .selectFrom('cities')
          .select([kind('city'), 'id', none.as('title'), none.as('urlSmall')])
          .where('id', '=', tour.cityId!),
      ),
    )
    .$if(photoIds.length > 0, (q) =>
      q.unionAll(
        db
          .selectFrom('photos')
          .select([kind('photo'), 'id', 'title', 'urlSmall'])
          .where('id', 'in', photoIds)
          .where('supplierId', '=', supplierId)
          .where('isDeleted', '=', 0),
      ),
    )
    .execute();
  const of = (k: string) => rows.filter((r) => r.kind === k);
  return {
    categoryIds: new Set(of('category').map((c) => c.id)),
    cityFound: of('city').length > 0,
    languageFound: of('language').length > 0,
    photos: new Map(of('photo').map((p) => [p.id, { id: p.id, title: p.title, urlSmall: p.urlSmall }])),
    urlTaken: of('url').length > 0,
  };
}

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

/** The tours table's filter options: the scope's tours and their offers, each by label. */
export async function tourFilterOptions(db: Db, scope: TourScope, showDeleted: boolean) {
  let tours = db.selectFrom('tours as t').select(['t.id', 't.nameDisplay', 't.nameInternal']);
  if (!('all' in scope)) tours = tours.where('t.supplierId', '=', scope.supplierId);
  if (!showDeleted) tours = tours.where('t.isDeleted', '=', 0);
  let offers = db
    .selectFrom('tours as t')
    .innerJoin('offers as o', 'o.tourId', 't.id')
    .select(['o.id', 'o.nameDisplay', 't.nameDisplay as tourName']);
  if (!('all' in scope)) offers = offers.where('t.supplierId', '=', scope.supplierId);
  if (!showDeleted) offers = offers.where('t.isDeleted', '=', 0).where('o.isDeleted', '=', 0);
  const [tourRows, offerRows] = await Promise.all([
    tours.orderBy('t.nameDisplay').orderBy('t.id').execute(),
    offers.orderBy('t.nameDisplay').orderBy('o.nameDisplay').orderBy('o.id').execute(),
  ]);
  return {
    tours: tourRows.map((r) => ({ label: `${r.nameDisplay} (${r.nameInternal})`, value: r.id })),
    offers: offerRows.map((r) => ({ label: `${r.tourName} — ${r.nameDisplay}`, value: r.id })),
  };
}

// A tour as its edit screen reads it: the row in the caller's scope and its child lists.
import type { Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TourForEdit, TourOfferRow } from '../../../contract';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { readCancellationPolicy } from '../../db/json-columns';
import type { DB } from '../../db/tables';

/** Operator staff manage every supplier's tours; a supplier's staff their own supplier's only. */
export type TourScope = { all: true } | { supplierId: number };

/** The tour's row if the scope may manage it (deleted ones too: they can be restored). */
export async function findTourRow(db: Db, scope: TourScope, id: number) {
  let q = db.selectFrom('tours').selectAll().where('id', '=', id);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}
export type TourRow = NonNullable<Awaited<ReturnType<typeof findTourRow>>>;

/** The supplier of the tour if the scope may manage it; undefined for an unknown or another's tour. */
export async function findTourSupplierId(db: Db, scope: TourScope, id: number): Promise<number | undefined> {
  let q = db.selectFrom('tours').select('supplierId').where('id', '=', id);
  if (!('all' in scope)) q = q.where('supplierId', '=', scope.supplierId);
  return (await q.executeTakeFirst())?.supplierId;
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

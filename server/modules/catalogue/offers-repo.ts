// Offers (tickets) as their editor reads and saves them: the offer row, its children and its periods.
import type { Insertable, Selectable, Transaction } from 'kysely';
import { TicketPaxType, type Offer, type PhotoRef } from '../../../contract';
import { fromUnits, toUnits } from '../../../domain/money';
import type { Db } from '../../db/database';
import { readCancellationPolicy } from '../../db/json-columns';
import { replaceChildren } from '../../db/replace-children';
import type { DB } from '../../db/tables';
import { periodToApi, periodToRow, type PeriodRow } from './valid-periods';

/** Operator staff manage every supplier's catalogue; a supplier's staff their own (auth/scope.ts). */
export type CatalogueScope = { all: true } | { supplierId: number };

export type OfferRow = Selectable<DB['offers']>;

/** The tour an offer belongs to, if the caller may manage it. */
export async function tourOfScope(db: Db, scope: CatalogueScope, tourId: number) {
  let q = db
    .selectFrom('tours as t')
    .innerJoin('suppliers as s', 's.id', 't.supplierId')
    .select([
      't.id',
      't.supplierId',
      't.nameDisplay',
      't.isDefaultCancellationPolicy',
      't.cancellationPolicy',
      's.defaultCancellationPolicy',
    ])
    .where('t.id', '=', tourId);
  if ('supplierId' in scope) q = q.where('t.supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}

/** The offer with its tour's supplier, if the caller may manage it. */
export async function offerOfScope(db: Db, scope: CatalogueScope, offerId: number) {
  let q = db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .selectAll('o')
    .select('t.supplierId')
    .where('o.id', '=', offerId);
  if ('supplierId' in scope) q = q.where('t.supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}

/** The tour's cancellation policy as it applies: the supplier's default while the tour uses it. */
export function tourPolicy(tour: NonNullable<Awaited<ReturnType<typeof tourOfScope>>>) {
  return tour.isDefaultCancellationPolicy
    ? readCancellationPolicy(tour.defaultCancellationPolicy, {
        table: 'suppliers',
        column: 'defaultCancellationPolicy',
        id: tour.supplierId,
      })
    : readCancellationPolicy(tour.cancellationPolicy, {
        table: 'tours',
        column: 'cancellationPolicy',
        id: tour.id,
      });
}

export async function offerPeriods(db: Db, offerId: number): Promise<PeriodRow[]> {
  return db
    .selectFrom('validPeriods')
    .selectAll()
    .where('offerId', '=', offerId)
    .orderBy('periodStart')
    .orderBy('id')
    .execute();
}

/** An offer row and its children as the contract's offer (derived period prices recomputed). */
export async function offerToApi(db: Db, row: OfferRow): Promise<Offer> {
  const [cities, photos, ticketTypes, slots, periods] = await Promise.all([
    db.selectFrom('offerCities').select('cityId').where('offerId', '=', row.id).orderBy('cityId').execute(),
    db
      .selectFrom('offerPhotos as op')
      .innerJoin('photos as p', 'p.id', 'op.photoId')
      .select(['p.id', 'p.title', 'p.urlSmall'])
      .where('op.offerId', '=', row.id)
      .orderBy('op.idx')
      .execute(),
    db
      .selectFrom('offerTicketTypes')
      .select(['ticketTypeId', 'type'])
      .where('offerId', '=', row.id)
      .orderBy('ticketTypeId')
      .execute(),
    db
      .selectFrom('offerTimeSlots')
      .select('timeSlotId')
      .where('offerId', '=', row.id)
      .orderBy('timeSlotId')
      .execute(),
    offerPeriods(db, row.id),
  ]);
  const typesOf = (type: number) => ticketTypes.filter((t) => t.type === type).map((t) => t.ticketTypeId);
  return {
    id: row.id,
    version: row.version,
    tourId: row.tourId,
    nameInternal: row.nameInternal,
    nameDisplay: row.nameDisplay,
    minNumOfPeople: row.minNumOfPeople,
    maxNumOfPeople: row.maxNumOfPeople,
    numberOfHours: row.numberOfHours,
    isTicketsRequired: row.isTicketsRequired === 1,
    minimumAdvancedPayment: fromUnits(row.minimumAdvancedPayment),
    origin: cities.map((c) => c.cityId),
    validPeriods: periods.map(periodToApi),
    description: row.description,
    heroImageId: row.heroImageId,
    photos: photos.map((p): PhotoRef => ({ id: p.id, title: p.title, urlSmall: p.urlSmall })),
    childrenAllowed: row.childrenAllowed === 1,
    childAge: row.childAge,
    infantsAllowed: row.infantsAllowed === 1,
    infantAge: row.infantAge,
    isDirectReporting: row.isDirectReporting === 1,
    allowDirectCollection: row.allowDirectCollection === 1,
    isAppendTransactionFeeB2b: row.isAppendTransactionFeeB2b === 1,
    ticketTypesAdult: typesOf(TicketPaxType.Adult),
    ticketTypesChild: typesOf(TicketPaxType.Child),
    ticketTypesInfant: typesOf(TicketPaxType.Infant),
    isDeleted: row.isDeleted === 1,
    timeSlots: slots.map((s) => s.timeSlotId),
    bookingType: row.bookingType as Offer['bookingType'],
    notesToClientsPostBooking: row.notesToClientsPostBooking,
    isOverrideTourCancellationPolicy: row.isOverrideTourCancellationPolicy === 1,
    cancellationPolicy: readCancellationPolicy(row.cancellationPolicy, {
      table: 'offers',
      column: 'cancellationPolicy',
      id: row.id,
    }),
  };
}

/** The offer's own columns from a (sanitised) offer; id, version and timestamps are set by the caller. */
export function offerColumns(o: Offer) {
  return {
    tourId: o.tourId,
    nameInternal: o.nameInternal,
    nameDisplay: o.nameDisplay,
    description: o.description ?? null,
    minNumOfPeople: o.minNumOfPeople,
    maxNumOfPeople: o.maxNumOfPeople,
    numberOfHours: o.numberOfHours,
    isTicketsRequired: o.isTicketsRequired ? 1 : 0,
    minimumAdvancedPayment: toUnits(o.minimumAdvancedPayment),
    heroImageId: o.heroImageId,
    childrenAllowed: o.childrenAllowed ? 1 : 0,
    childAge: o.childAge,
    infantsAllowed: o.infantsAllowed ? 1 : 0,
    infantAge: o.infantAge,
    isDirectReporting: o.isDirectReporting ? 1 : 0,
    allowDirectCollection: o.allowDirectCollection ? 1 : 0,
    isAppendTransactionFeeB2b: o.isAppendTransactionFeeB2b ? 1 : 0,
    isDeleted: o.isDeleted ? 1 : 0,
    bookingType: o.bookingType,
    notesToClientsPostBooking: o.notesToClientsPostBooking ?? null,
    isOverrideTourCancellationPolicy: o.isOverrideTourCancellationPolicy ? 1 : 0,
    cancellationPolicy: JSON.stringify(o.cancellationPolicy),
  } satisfies Partial<Insertable<DB['offers']>>;
}

/** The ticket types of an offer's three kinds, as offerTicketTypes rows. */
const ticketTypeRows = (o: Pick<Offer, 'ticketTypesAdult' | 'ticketTypesChild' | 'ticketTypesInfant'>) => [
  ...o.ticketTypesAdult.map((ticketTypeId) => ({ ticketTypeId, type: TicketPaxType.Adult })),
  ...o.ticketTypesChild.map((ticketTypeId) => ({ ticketTypeId, type: TicketPaxType.Child })),
  ...o.ticketTypesInfant.map((ticketTypeId) => ({ ticketTypeId, type: TicketPaxType.Infant })),
];

/**
 * Makes the offer's children the saved lists (in the save's transaction), writing only the rows that
 * differ from the stored ones (replaceChildren). `before`: the offer as read in this transaction (its
 * cities, ticket types and slots are compared as read; the photos' places are read by the helper), or
 * null for a new offer, which has none.
 */
/** The offer's version as stored; undefined for an unknown offer. */
export async function offerVersion(db: Db, offerId: number): Promise<number | undefined> {
  const row = await db.selectFrom('offers').select('version').where('id', '=', offerId).executeTakeFirst();
  return row?.version;
}

/** Inserts the offer at version 1; answers its id. */
export async function insertOffer(trx: Db, o: Offer, updatedAt: string): Promise<number> {
  const { id } = await trx
    .insertInto('offers')
    .values({ ...offerColumns(o), updatedAt, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Moves the offer's row from `fromVersion` to the next with the offer's columns; false when someone saved
 * it in between (of two instances saving the same version, one wins).
 */
export async function updateOffer(
  trx: Db,
  o: Offer,
  fromVersion: number,
  updatedAt: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('offers')
    .set({ ...offerColumns(o), updatedAt, version: fromVersion + 1 })
    .where('id', '=', o.id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Sets the delete flag, moving the offer from `fromVersion` to the next; false when someone saved it in between. */
export async function setOfferDeletedFlag(
  trx: Db,
  id: number,
  fromVersion: number,
  isDeleted: boolean,
): Promise<boolean> {
  const moved = await trx
    .updateTable('offers')
    .set({ isDeleted: isDeleted ? 1 : 0, version: fromVersion + 1, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Sets the offer's version (a period saved on its own moves it like any change to the offer). */
export async function setOfferVersion(trx: Db, id: number, version: number): Promise<void> {
  await trx
    .updateTable('offers')
    .set({ version, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function saveOfferChildren(trx: Db, offerId: number, o: Offer, before: Offer | null) {
  const t = trx as Transaction<DB>;
  const cities = (x: Offer) => x.origin.map((cityId) => ({ cityId }));
  const slots = (x: Offer) => x.timeSlots.map((timeSlotId) => ({ timeSlotId }));
  await replaceChildren(t, 'offerCities', offerId, cities(o), before ? cities(before) : []);
  await replaceChildren(
    t,
    'offerPhotos',
    offerId,
    o.photos.map((p) => ({ photoId: p.id })),
    before ? undefined : [],
  );
  await replaceChildren(
    t,
    'offerTicketTypes',
    offerId,
    ticketTypeRows(o),
    before ? ticketTypeRows(before) : [],
  );
  await replaceChildren(t, 'offerTimeSlots', offerId, slots(o), before ? slots(before) : []);
}

/**
 * Makes the offer's stored periods the saved list: a period with the id of one of the offer's periods
 * updates it, id 0 adds one, and the offer's periods not in the list go.
 */
export async function saveOfferPeriods(trx: Db, offerId: number, periods: Offer['validPeriods']) {
  const keep = periods.filter((p) => p.id > 0).map((p) => p.id);
  let gone = trx.deleteFrom('validPeriods').where('offerId', '=', offerId);
  if (keep.length > 0) gone = gone.where('id', 'not in', keep);
  await gone.execute();
  for (const p of periods) {
    if (p.id > 0) await updatePeriod(trx, offerId, p.id, p);
    else await insertPeriod(trx, offerId, p);
  }
}

export async function insertPeriod(trx: Db, offerId: number, p: Offer['validPeriods'][number]) {
  return trx
    .insertInto('validPeriods')
    .values(periodToRow(p, offerId))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePeriod(trx: Db, offerId: number, id: number, p: Offer['validPeriods'][number]) {
  return trx
    .updateTable('validPeriods')
    .set(periodToRow(p, offerId))
    .where('id', '=', id)
    .where('offerId', '=', offerId)
    .returningAll()
    .executeTakeFirst();
}

/** Ids among `ids` that are not the supplier's ticket types. */
export async function foreignTicketTypes(db: Db, supplierId: number, ids: number[]): Promise<Set<number>> {
  return missing(
    ids,
    ids.length === 0
      ? []
      : await db
          .selectFrom('ticketTypes')
          .select('id')
          .where('supplierId', '=', supplierId)
          .where('id', 'in', ids)
          .execute(),
  );
}

/** Ids among `ids` that are no city. */
export async function unknownCities(db: Db, ids: number[]): Promise<Set<number>> {
  return missing(
    ids,
    ids.length === 0 ? [] : await db.selectFrom('cities').select('id').where('id', 'in', ids).execute(),
  );
}

/** Ids among `ids` that are not live time slots of the supplier's slot groups. */
export async function foreignTimeSlots(db: Db, supplierId: number, ids: number[]): Promise<Set<number>> {
  return missing(
    ids,
    ids.length === 0
      ? []
      : await db
          .selectFrom('timeSlots as s')
          .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
          .select('s.id')
          .where('g.supplierId', '=', supplierId)
          .where('s.isDeleted', '=', 0)
          .where('s.id', 'in', ids)
          .execute(),
  );
}

/** Ids among `ids` that are not live photos of the supplier's library. */
export async function foreignPhotos(db: Db, supplierId: number, ids: number[]): Promise<Set<number>> {
  return missing(
    ids,
    ids.length === 0
      ? []
      : await db
          .selectFrom('photos')
          .select('id')
          .where('supplierId', '=', supplierId)
          .where('isDeleted', '=', 0)
          .where('id', 'in', ids)
          .execute(),
  );
}

function missing(ids: number[], found: Array<{ id: number }>): Set<number> {
  const have = new Set(found.map((r) => r.id));
  return new Set(ids.filter((id) => !have.has(id)));
}

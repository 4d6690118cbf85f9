// The queries of the catalogue's read model for selling (sales-view.ts): what is sellable on a day, a
// sale's offer, prices' periods and a cancel's policy. Each takes the caller's db or transaction.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';

/**
 * Offers an agent can sell from `today`: not deleted, under a tour not deleted, with a valid period that
 * covers today or a later day. The one definition of "sellable" every part of the cascade reads.
 */
function sellableOffers(db: Db, today: string, tourIds?: readonly number[]) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .$if(tourIds !== undefined, (q) => q.where('t.id', 'in', tourIds!))
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('validPeriods as p')
          .select('p.id')
          .whereRef('p.offerId', '=', 'o.id')
          .where('p.periodEnd', '>=', today),
      ),
    );
}

/** The sellable offers with their tours' names, tours by display name then id, offers likewise. */
export function sellableOfferRows(db: Db, today: string, tourIds?: readonly number[]) {
  return sellableOffers(db, today, tourIds)
    .innerJoin('suppliers as sup', 'sup.id', 't.supplierId')
    .select([
      't.id as tourId',
      'sup.timeZone',
      't.nameInternal as tourNameInternal',
      't.nameDisplay as tourNameDisplay',
      'o.id',
      'o.nameInternal',
      'o.nameDisplay',
      'o.numberOfHours',
      'o.daysOffered',
      'o.childAge',
      'o.childrenAllowed',
      'o.infantAge',
      'o.infantsAllowed',
      'o.maxNumOfPeople',
      'o.minNumOfPeople',
      'o.bookingType',
    ])
    .orderBy('t.nameDisplay')
    .orderBy('t.id')
    .orderBy('o.nameDisplay')
    .orderBy('o.id')
    .execute();
}

/** The cities the sellable offers pick up in, as (offer, city) pairs. */
export function sellableOfferCities(db: Db, today: string, tourIds?: readonly number[]) {
  return sellableOffers(db, today, tourIds)
    .innerJoin('offerCities as c', 'c.offerId', 'o.id')
    .select(['c.offerId', 'c.cityId'])
    .execute();
}

/** The links between sellable offers and their time slots, as (offer, slot) pairs. */
export function sellableOfferSlotLinks(db: Db, today: string, tourIds?: readonly number[]) {
  return sellableOffers(db, today, tourIds)
    .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
    .select(['ots.offerId', 'ots.timeSlotId'])
    .execute();
}

export type SaleSlotRow = Selectable<DB['timeSlots']> & {
  groupCapacity: number;
  isTimeSlotsIndependant: number;
  groupPickUpTimeId: number | null;
  groupMinimumAdvancedBooking: number;
};

/**
 * The live time slots open for sale with their group's capacity and pick-up times, by start then id: the
 * ones named by `slotIds`, or every slot some offer links to when it is undefined.
 */
export function saleSlotRows(db: Db, slotIds: readonly number[] | undefined): Promise<SaleSlotRow[]> {
  return (
    db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .selectAll('s')
      .select([
        'g.capacity as groupCapacity',
        'g.isTimeSlotsIndependant',
        'g.pickUpTimeId as groupPickUpTimeId',
        'g.minimumAdvancedBooking as groupMinimumAdvancedBooking',
      ])
      .where('s.isDeleted', '=', 0)
      .$if(slotIds === undefined, (q) =>
        q.where('s.id', 'in', (eb) => eb.selectFrom('offerTimeSlots').select('timeSlotId')),
      )
      .$if(slotIds !== undefined, (q) => q.where('s.id', 'in', slotIds!.length > 0 ? slotIds! : [0]))
      // A slot closed for sale (stop-sell) is not offered; its single closed days travel with it.
      .where('s.stopSellReason', 'is', null)
      .orderBy('s.startMinutes')
      .orderBy('s.id')
      .execute()
  );
}

/** The single closed days from `today` on, by date: of the slots named, or of every slot. */
export function closedDaysFrom(db: Db, today: string, slotIds: readonly number[] | undefined) {
  return db
    .selectFrom('slotClosedDays')
    .select(['timeSlotId', 'date'])
    .where('date', '>=', today)
    .$if(slotIds !== undefined, (q) => q.where('timeSlotId', 'in', slotIds!.length > 0 ? slotIds! : [0]))
    .orderBy('date')
    .execute();
}

/** The offers price's valid periods: a tour's offers (offersTour), then their periods (validPeriodsOffer). */
export function offerPeriodsQuery(db: Db, tourId: number, date: string) {
  return periodsCovering(db, tourId, date, date);
}

/** The periods of a tour's offers that cover any day from `from` to `to`, in offerPeriodsQuery's order. */
export function offerPeriodsBetween(db: Db, tourId: number, from: string, to: string) {
  return periodsCovering(db, tourId, from, to).execute();
}

function periodsCovering(db: Db, tourId: number, from: string, to: string) {
  return db
    .selectFrom('validPeriods as p')
    .innerJoin('offers as o', 'o.id', 'p.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .selectAll('p')
    .select('t.supplierId')
    .where('o.tourId', '=', tourId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .where('p.periodStart', '<=', to)
    .where('p.periodEnd', '>=', from)
    .orderBy('p.offerId')
    .orderBy('p.periodStart', 'desc');
}

/** The periods offerPeriodsQuery selects (a query of its own so bench/query-plans.ts can explain it). */
export function offerPeriodsOn(db: Db, tourId: number, date: string) {
  return offerPeriodsQuery(db, tourId, date).execute();
}

export interface SaleOfferInput {
  offerId: number;
  /** The hotel the guest is picked up from; null for 'No Hotel' or a hotel typed by hand. */
  hotelId: number | null;
  date: string;
}

/**
 * One offer as a sale on `date` is checked and priced against, in one statement: the offer and its
 * tour, the hotel and its city, whether the offer picks up in that city, and the valid period that prices
 * the date (the latest-starting one when periods overlap). No row: no such offer, or it or its tour is
 * deleted. It answers a query, not rows, so a booking adds its own columns to the same statement and runs
 * it in its own transaction (new-booking-repo.ts): a booking was fifteen round trips, and on PostgreSQL
 * each costs the API and the database a share of the same two cores.
 */
export function saleOfferQuery(db: Db, input: SaleOfferInput) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .innerJoin('suppliers as sup', 'sup.id', 't.supplierId')
    .leftJoin('hotels as h', (j) => j.on('h.id', '=', input.hotelId).on('h.isDeleted', '=', 0))
    .leftJoin('cities as c', 'c.id', 'h.cityId')
    .leftJoin('validPeriods as p', (j) =>
      j.on('p.id', '=', (eb) =>
        eb
          .selectFrom('validPeriods as vp')
          .select('vp.id')
          .whereRef('vp.offerId', '=', 'o.id')
          .where('vp.periodStart', '<=', input.date)
          .where('vp.periodEnd', '>=', input.date)
          .orderBy('vp.periodStart', 'desc')
          .limit(1),
      ),
    )
    .select((eb) => [
      'o.id',
      'o.tourId',
      'o.nameDisplay',
      'o.minNumOfPeople',
      'o.maxNumOfPeople',
      'o.childrenAllowed',
      'o.infantsAllowed',
      'o.bookingType',
      'o.daysOffered',
      // A ticket that requires attraction tickets takes codes from stock (ticket-stock/service.ts).
      'o.isTicketsRequired',
      't.supplierId',
      'sup.timeZone',
      't.nameDisplay as tourName',
      'h.id as hotelId',
      'h.name as hotelName',
      'h.cityId as hotelCityId',
      'h.regionId as hotelRegionId',
      'c.name as hotelCityName',
      eb
        .selectFrom('offerCities as oc')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('oc.offerId', '=', 'o.id')
        .as('cityCount'),
      eb
        .selectFrom('offerCities as oc')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('oc.offerId', '=', 'o.id')
        .whereRef('oc.cityId', '=', 'h.cityId')
        .as('picksUpInHotelCity'),
      'p.id as periodId',
      'p.priceAdult',
      'p.priceChild',
      'p.priceTrip',
      'p.commissionAdult',
      'p.commissionChild',
      'p.commissionTrip',
      'p.vatK',
      'p.convRate',
      'p.convType',
    ])
    .where('o.id', '=', input.offerId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0);
}

/** The columns that decide a booking's cancellation policy: the offer's, its tour's and its supplier's. */
export function cancellationPolicyRow(db: Db, offerId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .innerJoin('suppliers as s', 's.id', 't.supplierId')
    .select([
      'o.isOverrideTourCancellationPolicy',
      'o.cancellationPolicy as offerPolicy',
      't.id as tourId',
      't.isDefaultCancellationPolicy',
      't.cancellationPolicy as tourPolicy',
      's.id as supplierId',
      's.defaultCancellationPolicy',
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirstOrThrow();
}

import type { NewBookingTour, OfferPriceLine } from '../../../contract';
import { TimeType } from '../../../contract';
import { fromUnits } from '../../../domain/money';
import { netPrice, toSecondary } from '../../../domain/pricing';
import type { Db } from '../../db/database';

/** Every sellable tour with its offers and their time slots, for the new-booking cascade. */
export async function toursForNewBooking(db: Db): Promise<NewBookingTour[]> {
  const tours = await db.selectFrom('tours').select(['id', 'nameInternal', 'nameDisplay']).where('isDeleted', '=', 0).orderBy('nameDisplay').execute();
  const offers = await db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .selectAll('o')
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .orderBy('o.nameDisplay')
    .execute();
  const cities = await db.selectFrom('offerCities').selectAll().execute();
  const slots = await db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .selectAll('s')
    .select(['ots.offerId', 'g.capacity as groupCapacity', 'g.isTimeSlotsIndependant', 'g.pickUpTimeId as groupPickUpTimeId'])
    .where('s.isDeleted', '=', 0)
    .orderBy('s.startMinutes')
    .execute();
  return tours.map((t) => ({
    ...t,
    offers: offers
      .filter((o) => o.tourId === t.id)
      .map((o) => ({
        id: o.id,
        nameInternal: o.nameInternal,
        nameDisplay: o.nameDisplay,
        numberOfHours: o.numberOfHours,
        citiesIds: cities.filter((c) => c.offerId === o.id).map((c) => c.cityId),
        daysOffered: o.daysOffered,
        childAge: o.childAge,
        childrenAllowed: o.childrenAllowed === 1,
        infantAge: o.infantAge,
        infantsAllowed: o.infantsAllowed === 1,
        maxNumOfPeople: o.maxNumOfPeople,
        minNumOfPeople: o.minNumOfPeople,
        bookingType: o.bookingType,
        timeSlots: slots
          .filter((s) => s.offerId === o.id)
          .map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            daysOffered: s.daysOffered,
            isAnyTime: s.timeType === TimeType.Anytime,
            isNoTime: s.timeType === TimeType.NoTime,
            startHour: Math.floor(s.startMinutes / 60),
            startMinutes: s.startMinutes % 60,
            endHour: Math.floor(s.endMinutes / 60),
            endMinutes: s.endMinutes % 60,
            capacity: s.isTimeSlotsIndependant ? (s.capacity ?? s.groupCapacity) : s.groupCapacity,
            type: s.type,
            cutOffResponseTime: s.cutOffResponseTime,
            pickUpTimeId: s.pickUpTimeId ?? s.groupPickUpTimeId,
            timeType: s.timeType,
            interval: s.interval,
            isExternalId: s.isExternalId === 1,
            externalProviderId: s.externalProviderId,
            externalProductId: s.externalProductId,
          })),
      })),
  }));
}

export async function hotelsForNewBooking(db: Db) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('regions as r', 'r.id', 'h.regionId')
    .innerJoin('cities as c', 'c.id', 'h.cityId')
    .select(['h.id', 'h.name', 'h.regionId', 'r.name as regionName', 'h.cityId', 'c.name as cityName'])
    .where('h.isDeleted', '=', 0)
    .orderBy('h.name')
    .execute();
}

/** The offers price's valid periods: a tour's offers (offersTour), then their periods (validPeriodsOffer). */
export function offerPeriodsQuery(db: Db, tourId: number, date: string) {
  return db
    .selectFrom('validPeriods as p')
    .innerJoin('offers as o', 'o.id', 'p.offerId')
    .selectAll('p')
    .where('o.tourId', '=', tourId)
    .where('o.isDeleted', '=', 0)
    .where('p.periodStart', '<=', date)
    .where('p.periodEnd', '>=', date)
    .orderBy('p.offerId')
    .orderBy('p.periodStart', 'desc');
}

/** Price lines of a tour's offers on a date: recommended, net and published rates in USD and AED. */
export async function offerPrices(db: Db, tourId: number, date: string): Promise<OfferPriceLine[]> {
  const periods = await offerPeriodsQuery(db, tourId, date).execute();
  const seen = new Set<number>();
  const lines: OfferPriceLine[] = [];
  for (const p of periods) {
    if (seen.has(p.offerId)) continue; // the latest-starting period prices the date
    seen.add(p.offerId);
    const rate = fromUnits(p.convRate);
    const pair = (aed: number) => ({ aed, usd: toSecondary(aed, rate, p.convType) });
    const [adult, child, trip] = [p.priceAdult, p.priceChild, p.priceTrip].map(fromUnits);
    const [ca, cc, ct] = [p.commissionAdult, p.commissionChild, p.commissionTrip].map(fromUnits);
    lines.push({
      offerId: p.offerId,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      pricePerAdultRec: pair(adult),
      pricePerChildRec: pair(child),
      pricePerTripRec: pair(trip),
      commissionAdult: ca,
      commissionChild: cc,
      commissionTrip: ct,
      netPerAdult: pair(netPrice(adult, ca)),
      netPerChild: pair(netPrice(child, cc)),
      netPerTrip: pair(netPrice(trip, ct)),
      publishRate: { adult: pair(adult), child: pair(child), trip: pair(trip) },
    });
  }
  return lines;
}

/**
 * Guests of the agent's agency staying in a hotel on a date (arrival ≤ date ≤ departure): the one rule of
 * which arrivals an agent may see and book for, used by the in-house list and by a new booking's guest.
 */
function inHouseQuery(db: Db, agencyId: number, hotelId: number, date: string) {
  return db
    .selectFrom('arrivals as a')
    .leftJoin('groupInfos as gi', (j) => j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'))
    .leftJoin('groupInfoHotels as gih', (j) => j.onRef('gih.groupInfoId', '=', 'gi.id').onRef('gih.hotelId', '=', 'a.hotelId'))
    .select((eb) => [
      'a.id',
      'a.paxId',
      'a.touristName as name',
      'a.groupId',
      eb.fn.coalesce('gi.phoneNumbers', 'a.touristPhone').as('phoneNumbers'),
      'a.hotelId',
      'gi.id as groupInfoId',
      eb.fn.coalesce('gih.roomNumber', 'a.roomNumber').as('roomNumber'),
      'a.arrivalDate',
      'a.departureDate',
    ])
    .where('a.agencyId', '=', agencyId)
    .where('a.hotelId', '=', hotelId)
    .where('a.isDeleted', '=', 0)
    .where('a.arrivalDate', '<=', date)
    .where('a.departureDate', '>=', date);
}

export async function customersInHouse(db: Db, agencyId: number, hotelId: number, date: string) {
  return inHouseQuery(db, agencyId, hotelId, date).orderBy('a.touristName').execute();
}

/** One guest of the in-house list, or undefined when the agent could not have chosen it there. */
export async function findCustomerInHouse(db: Db, agencyId: number, hotelId: number, date: string, arrivalId: number) {
  return inHouseQuery(db, agencyId, hotelId, date).where('a.id', '=', arrivalId).executeTakeFirst();
}

export async function groupContact(db: Db, agencyId: number, hotelId: number, groupInfoId: number) {
  const gi = await db
    .selectFrom('groupInfos as gi')
    .leftJoin('groupInfoHotels as gih', (j) => j.onRef('gih.groupInfoId', '=', 'gi.id').on('gih.hotelId', '=', hotelId))
    .select(['gi.groupId', 'gi.supplierId', 'gi.phoneNumbers', 'gih.roomNumber'])
    .where('gi.id', '=', groupInfoId)
    .executeTakeFirst();
  if (!gi) return null;
  // Only a group with guests of the caller's agency is theirs to read.
  const ours = await db
    .selectFrom('arrivals')
    .select('id')
    .where('supplierId', '=', gi.supplierId)
    .where('groupId', '=', gi.groupId)
    .where('agencyId', '=', agencyId)
    .executeTakeFirst();
  return ours ? { roomNumber: gi.roomNumber ?? null, phoneNumbers: gi.phoneNumbers } : null;
}

/** The agencies a sale may be for, by name: one agency (an agent's own), or every agency (null). */
export async function agenciesForNewBooking(db: Db, onlyId: number | null) {
  let q = db.selectFrom('agencies').select(['id', 'name']).orderBy('name').orderBy('id');
  if (onlyId != null) q = q.where('id', '=', onlyId);
  return q.execute();
}

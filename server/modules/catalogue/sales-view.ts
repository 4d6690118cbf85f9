// The catalogue as the modules that sell read it (new booking, prices): the one read model they use.
import type { NewBookingTour, OfferPriceLine } from '../../../contract';
import { TimeType } from '../../../contract';
import { fromUnits } from '../../../domain/money';
import { netPrice, toSecondary } from '../../../domain/pricing';
import { slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';
import type { Db } from '../../db/database';

/** Every sellable tour with its offers and their time slots, for the new-booking cascade. */
export async function toursForNewBooking(db: Db): Promise<NewBookingTour[]> {
  const tours = await db
    .selectFrom('tours')
    .select(['id', 'nameInternal', 'nameDisplay'])
    .where('isDeleted', '=', 0)
    .orderBy('nameDisplay')
    .execute();
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
    .select([
      'ots.offerId',
      'g.capacity as groupCapacity',
      'g.isTimeSlotsIndependant',
      'g.pickUpTimeId as groupPickUpTimeId',
    ])
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
            capacity: slotCapacity(s),
            type: s.type,
            cutOffResponseTime: s.cutOffResponseTime,
            pickUpTimeId: slotPickUpTimeId(s.pickUpTimeId, s.groupPickUpTimeId),
            timeType: s.timeType,
            interval: s.interval,
            isExternalId: s.isExternalId === 1,
            externalProviderId: s.externalProviderId,
            externalProductId: s.externalProductId,
          })),
      })),
  }));
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

// The catalogue as the modules that sell read it (new booking, prices, a cancel's refund policy): the one read
// model they use. Its functions take the caller's db or transaction.
import type { NewBookingTour, OfferPriceLine } from '../../../contract';
import { TimeType } from '../../../contract';
import type { CancellationRule } from '../../../domain/cancellation';
import { contractApplies, contractedPrices } from '../../../domain/contracts';
import { round } from '../../../domain/money';
import { paxPrices, type PriceVariants } from '../../../domain/pricing';
import { slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';
import { slotNoticeHours } from '../../../domain/time-slot-rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { readCancellationPolicy } from '../../db/json-columns';
import type { DB } from '../../db/tables';
import { contractForSale } from '../suppliers/contract-terms';
import { storedPrices } from './valid-periods';

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

/**
 * Every sellable tour with its sellable offers and their time slots, for the new-booking cascade; of the
 * tours named only, when `tourIds` is given (a non-empty list: the tours a write changed, sale-list.ts).
 * The database picks the rows (a catalogue of 10,000 offers sells a fraction of them on a day); grouping
 * is by map, one pass per list. Tours by display name then id, offers likewise, slots by start then id.
 */
export async function toursForNewBooking(
  db: Db,
  today: string,
  tourIds?: readonly number[],
): Promise<NewBookingTour[]> {
  const offers = await sellableOffers(db, today, tourIds)
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
  const cities = await sellableOffers(db, today, tourIds)
    .innerJoin('offerCities as c', 'c.offerId', 'o.id')
    .select(['c.offerId', 'c.cityId'])
    .execute();
  // Offers share their slots (a slot group serves many tickets): read each slot once, and the links
  // between offers and slots as pairs of ids. Reading a wide slot row per link took ten times longer.
  const links = await sellableOffers(db, today, tourIds)
    .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
    .select(['ots.offerId', 'ots.timeSlotId'])
    .execute();
  // A few tours: their own slots by id; the whole list: every linked slot (one pass over the links).
  const slotIds = tourIds === undefined ? undefined : [...new Set(links.map((l) => l.timeSlotId))];
  const slotRows = await db
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
    .execute();
  const closed = await db
    .selectFrom('slotClosedDays')
    .select(['timeSlotId', 'date'])
    .where('date', '>=', today)
    .$if(slotIds !== undefined, (q) => q.where('timeSlotId', 'in', slotIds!.length > 0 ? slotIds! : [0]))
    .orderBy('date')
    .execute();
  const closedBySlot = groupBy(closed, (c) => c.timeSlotId);
  const slotById = new Map(
    slotRows.map((s, rank) => [
      s.id,
      { rank, slot: { ...saleSlot(s), closedDates: (closedBySlot.get(s.id) ?? []).map((c) => c.date) } },
    ]),
  );
  const citiesOf = groupBy(cities, (c) => c.offerId);
  const slotsOf = groupBy(links, (l) => l.offerId);
  const tours = new Map<number, NewBookingTour>();
  for (const o of offers) {
    let tour = tours.get(o.tourId);
    if (!tour) {
      tour = {
        id: o.tourId,
        nameInternal: o.tourNameInternal,
        nameDisplay: o.tourNameDisplay,
        timeZone: o.timeZone,
        offers: [],
      };
      tours.set(o.tourId, tour);
    }
    tour.offers.push({
      id: o.id,
      nameInternal: o.nameInternal,
      nameDisplay: o.nameDisplay,
      numberOfHours: o.numberOfHours,
      citiesIds: (citiesOf.get(o.id) ?? []).map((c) => c.cityId),
      daysOffered: o.daysOffered,
      childAge: o.childAge,
      childrenAllowed: o.childrenAllowed === 1,
      infantAge: o.infantAge,
      infantsAllowed: o.infantsAllowed === 1,
      maxNumOfPeople: o.maxNumOfPeople,
      minNumOfPeople: o.minNumOfPeople,
      bookingType: o.bookingType,
      timeSlots: (slotsOf.get(o.id) ?? [])
        .flatMap((l) => slotById.get(l.timeSlotId) ?? [])
        .sort((a, b) => a.rank - b.rank)
        .map((x) => x.slot),
    });
  }
  return [...tours.values()];
}

type SlotRow = Selectable<DB['timeSlots']> & {
  groupCapacity: number;
  isTimeSlotsIndependant: number;
  groupPickUpTimeId: number | null;
  groupMinimumAdvancedBooking: number;
};

function saleSlot(s: SlotRow): NewBookingTour['offers'][number]['timeSlots'][number] {
  return {
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
    noticeHours: slotNoticeHours(s.minimumAdvancedBooking, s.groupMinimumAdvancedBooking),
    pickUpTimeId: slotPickUpTimeId(s.pickUpTimeId, s.groupPickUpTimeId),
    timeType: s.timeType,
    interval: s.interval,
    isExternalId: s.isExternalId === 1,
    externalProviderId: s.externalProviderId,
    externalProductId: s.externalProductId,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** The offers price's valid periods: a tour's offers (offersTour), then their periods (validPeriodsOffer). */
export function offerPeriodsQuery(db: Db, tourId: number, date: string) {
  return db
    .selectFrom('validPeriods as p')
    .innerJoin('offers as o', 'o.id', 'p.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .selectAll('p')
    .select('t.supplierId')
    .where('o.tourId', '=', tourId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .where('p.periodStart', '<=', date)
    .where('p.periodEnd', '>=', date)
    .orderBy('p.offerId')
    .orderBy('p.periodStart', 'desc');
}

/**
 * Price lines of a tour's offers on a date: recommended, net and published rates in USD and AED. For an
 * agency, its contract in force on that date sets the commission and nets (domain/contracts), as the
 * booking will be charged; without one (staff who name no agency) the tickets' own.
 */
export async function offerPrices(
  db: Db,
  tourId: number,
  date: string,
  agencyId: number | null = null,
): Promise<OfferPriceLine[]> {
  const periods = await offerPeriodsQuery(db, tourId, date).execute();
  const contract =
    agencyId !== null && periods.length > 0
      ? await contractForSale(
          db,
          agencyId,
          periods[0].supplierId,
          date,
          periods.map((p) => p.offerId),
        )
      : null;
  const seen = new Set<number>();
  const lines: OfferPriceLine[] = [];
  for (const p of periods) {
    if (seen.has(p.offerId)) continue; // the latest-starting period prices the date
    seen.add(p.offerId);
    // The same derivation as the editor's valid period (domain/pricing paxPrices): what an editor sees
    // as the net price is what the agent is shown and what the booking is charged from.
    const stored = contractedPrices(storedPrices(p), contract, p.offerId);
    const [adult, child, trip] = (['Adult', 'Child', 'Trip'] as const).map((pax) => paxPrices(stored, pax));
    const pair = (v: PriceVariants) => ({ aed: v.base, usd: v.usd });
    lines.push({
      offerId: p.offerId,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      pricePerAdultRec: pair(adult.rec),
      pricePerChildRec: pair(child.rec),
      pricePerTripRec: pair(trip.rec),
      // A net-rate contract's percent is kept unrounded so its net comes out exact; shown to 4 places.
      commissionAdult: round(adult.commission, 4),
      commissionChild: round(child.commission, 4),
      commissionTrip: round(trip.commission, 4),
      netPerAdult: pair(adult.net),
      netPerChild: pair(child.net),
      netPerTrip: pair(trip.net),
      publishRate: { adult: pair(adult.rec), child: pair(child.rec), trip: pair(trip.rec) },
      contract:
        contract && contractApplies(contract, p.offerId)
          ? { validFrom: contract.validFrom, kind: contract.kind }
          : null,
    });
  }
  return lines;
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

/**
 * The cancellation policy a booking of this offer is refunded by: the offer's own when it overrides, else
 * the tour's, else the supplier's default. Takes the caller's transaction, so a cancel reads the policy
 * in the transaction that moves the booking. A stored policy that cannot be read throws
 * (CorruptColumnError): the cancel fails rather than refund 0 %.
 */
export async function cancellationPolicyOf(db: Db, offerId: number): Promise<CancellationRule[]> {
  const row = await db
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
  if (row.isOverrideTourCancellationPolicy) {
    return readCancellationPolicy(row.offerPolicy, {
      table: 'offers',
      column: 'cancellationPolicy',
      id: offerId,
    });
  }
  if (row.isDefaultCancellationPolicy) {
    return readCancellationPolicy(row.defaultCancellationPolicy, {
      table: 'suppliers',
      column: 'defaultCancellationPolicy',
      id: row.supplierId,
    });
  }
  return readCancellationPolicy(row.tourPolicy, {
    table: 'tours',
    column: 'cancellationPolicy',
    id: row.tourId,
  });
}

/** The IANA zone a supplier's tours run on (domain/local-time.ts). */
export async function supplierTimeZoneOf(db: Db, supplierId: number): Promise<string> {
  const row = await db
    .selectFrom('suppliers')
    .select('timeZone')
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return row.timeZone;
}

// The catalogue as the modules that sell read it (new booking, prices, a cancel's refund policy): the one read
// model they use. Its functions take the caller's db or transaction.
import type { NewBookingTour, OfferPriceLine } from '../../../contract';
import { TimeType } from '../../../contract';
import type { CancellationRule } from '../../../domain/cancellation';
import { contractApplies, contractedPrices } from '../../../domain/contracts';
import { addDaysUtc } from '../../../domain/dates';
import { round } from '../../../domain/money';
import { paxPrices, type PriceVariants } from '../../../domain/pricing';
import { slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';
import { slotNoticeHours } from '../../../domain/time-slot-rules';
import type { Db } from '../../db/database';
import { readCancellationPolicy } from '../../db/json-columns';
import {
  contractForSale,
  saleContractOn,
  saleContracts,
  type SaleContract,
} from '../suppliers/contract-terms';
import {
  cancellationPolicyRow,
  closedDaysFrom,
  offerPeriodsBetween,
  offerPeriodsOn,
  saleSlotRows,
  sellableOfferCities,
  sellableOfferRows,
  sellableOfferSlotLinks,
  type SaleSlotRow,
} from './sales-view-repo';
import { storedPrices } from './valid-periods';

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
  const offers = await sellableOfferRows(db, today, tourIds);
  const cities = await sellableOfferCities(db, today, tourIds);
  // Offers share their slots (a slot group serves many tickets): read each slot once, and the links
  // between offers and slots as pairs of ids. Reading a wide slot row per link took ten times longer.
  const links = await sellableOfferSlotLinks(db, today, tourIds);
  // A few tours: their own slots by id; the whole list: every linked slot (one pass over the links).
  const slotIds = tourIds === undefined ? undefined : [...new Set(links.map((l) => l.timeSlotId))];
  const slotRows = await saleSlotRows(db, slotIds);
  const closed = await closedDaysFrom(db, today, slotIds);
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

function saleSlot(s: SaleSlotRow): NewBookingTour['offers'][number]['timeSlots'][number] {
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
  const periods = await offerPeriodsOn(db, tourId, date);
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
  return priceLines(periods, contract);
}

/**
 * offerPrices for every date from `from` to `to`, from two reads (the periods over the range, the
 * agency's contracts up to its end) instead of two per date; each date picks its period and contract
 * by the same rules. An OCTO calendar with octo/pricing prices 60 days at once.
 */
export async function offerPricesOver(
  db: Db,
  tourId: number,
  from: string,
  to: string,
  agencyId: number | null = null,
): Promise<Map<string, OfferPriceLine[]>> {
  const periods = await offerPeriodsBetween(db, tourId, from, to);
  const contracts =
    agencyId !== null && periods.length > 0
      ? await saleContracts(db, agencyId, periods[0].supplierId, to, [
          ...new Set(periods.map((p) => p.offerId)),
        ])
      : null;
  const out = new Map<string, OfferPriceLine[]>();
  for (let date = from; date <= to; date = addDaysUtc(date, 1)) {
    const onDate = periods.filter((p) => p.periodStart <= date && p.periodEnd >= date);
    out.set(
      date,
      priceLines(onDate, contracts && onDate.length > 0 ? saleContractOn(contracts, date) : null),
    );
  }
  return out;
}

/** The price lines of the periods that cover a date (by offer, latest-starting first) under a contract. */
function priceLines(periods: PeriodOnDate[], contract: SaleContract | null): OfferPriceLine[] {
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
type PeriodOnDate = Awaited<ReturnType<typeof offerPeriodsOn>>[number];

/**
 * The cancellation policy a booking of this offer is refunded by: the offer's own when it overrides, else
 * the tour's, else the supplier's default. Takes the caller's transaction, so a cancel reads the policy
 * in the transaction that moves the booking. A stored policy that cannot be read throws
 * (CorruptColumnError): the cancel fails rather than refund 0 %.
 */
export async function cancellationPolicyOf(db: Db, offerId: number): Promise<CancellationRule[]> {
  const row = await cancellationPolicyRow(db, offerId);
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

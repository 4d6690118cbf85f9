import { BASE_CURRENCY } from '../../../domain/pricing';
import {
  AvailabilityStatus,
  AvailabilityType,
  ContactField,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  PricingPer,
  RedemptionMethod,
  UnitType,
  type Availability,
  type AvailabilityCalendar,
  type Option,
  type Pricing,
  type PricingUnit,
  type Product,
  type Supplier,
  type Unit,
} from '@octocloud/types';
import type { NewBookingTour, OfferPriceLine } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import { firstSaleDate, instantOf, utcOffsetOf } from '../../../domain/local-time';
import {
  isOfferValid,
  isSlotInNotice,
  type BookingOffer,
  type BookingSlot,
} from '../../../domain/new-booking';
import type { SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { availabilityGrid } from '../availability/service';
import { offerPrices, offerPricesOver, toursForNewBooking } from '../catalogue/sales-view';
import { badRequest, invalidAvailability, invalidOption, invalidProduct, OCTO_MESSAGES } from './octo-errors';
import { isTourOfSupplier, supplierForOcto, tourIdsOfSupplier } from './repo';

/**
 * Caravan as an OCTO supplier (issue 26 item 9): a supplier's catalogue in OCTO's shapes
 * (@octocloud/types), for the reseller (an agency) whose key calls. Products are the supplier's tours,
 * options their tickets (offers), units adult/child/infant as the ticket takes them, availabilities its
 * time slots' departures. What runs and what is left is decided by the rules the new-booking form and
 * the availability chart already use (domain/new-booking, availability/service); prices by the agency's
 * contract (catalogue/sales-view offerPrices). Nothing here decides a rule of its own.
 */

/** Who calls: the key's supplier and agency, and the capabilities the call asked for that we serve. */
export interface OctoCaller {
  supplierId: number;
  agencyId: number;
  /** The key that calls (its id and visible prefix, for the audit) and its agency's name. */
  keyId: number;
  keyPrefix: string;
  agencyName: string;
  pricing: boolean;
  content: boolean;
}

/** OCTO money: integers of the currency's minor unit. Caravan's base currency is AED (2 decimals). */
export const CURRENCY = BASE_CURRENCY;
export const PRECISION = 2;
export const minor = (amount: number) => Math.round(amount * 10 ** PRECISION);
/** The longest date range one call may ask for. */
const MAX_DAYS = 366;
export const UNIT_IDS = { adult: 'adult', child: 'child', infant: 'infant' } as const;

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const startOf = (s: BookingSlot) => (s.isNoTime || s.isAnyTime ? 0 : s.startHour * 60 + s.startMinutes);
const endOf = (s: BookingSlot) =>
  s.isNoTime || s.isAnyTime ? 23 * 60 + 59 : Math.max(startOf(s), s.endHour * 60 + s.endMinutes);
const allDay = (o: BookingOffer) =>
  o.timeSlots.length > 0 && o.timeSlots.every((s) => s.isNoTime || s.isAnyTime);

export async function octoSupplier(db: Db, caller: OctoCaller, endpoint: string): Promise<Supplier> {
  const s = await supplierForOcto(db, caller.supplierId);
  let email: string | null = null;
  let telephone: string | null = null;
  try {
    const first = (JSON.parse(s?.customerSupport ?? '[]') as { phone?: string; email?: string }[])[0];
    email = first?.email || null;
    telephone = first?.phone || null;
  } catch {
    // A contact list that cannot be read shows no contact rather than failing the call.
  }
  return {
    id: String(caller.supplierId),
    name: s?.name ?? '',
    endpoint,
    contact: { website: null, email, telephone, address: s?.address ?? null },
  };
}

/** The supplier's tours as the new-booking cascade reads them (sellable offers and their slots). */
async function toursOf(db: Db, caller: OctoCaller, now: Date): Promise<NewBookingTour[]> {
  const ids = await tourIdsOfSupplier(db, caller.supplierId);
  if (ids.length === 0) return [];
  return (await toursForNewBooking(db, now.toISOString().slice(0, 10), ids)).filter(
    (t) => t.offers.length > 0,
  );
}

export async function findTour(db: Db, caller: OctoCaller, productId: unknown, now: Date) {
  const id = typeof productId === 'string' && /^\d{1,10}$/.test(productId) ? Number(productId) : NaN;
  // One tour's sale model, not the whole catalogue's: a calendar or check reads only its product.
  const own = Number.isSafeInteger(id) && id > 0 && (await isTourOfSupplier(db, caller.supplierId, id));
  const tour = own
    ? (await toursForNewBooking(db, now.toISOString().slice(0, 10), [id])).find(
        (t) => t.id === id && t.offers.length > 0,
      )
    : undefined;
  if (!tour) throw invalidProduct(productId);
  return tour;
}

export function findOffer(tour: NewBookingTour, optionId: unknown): BookingOffer {
  const offer = tour.offers.find((o) => String(o.id) === optionId);
  if (!offer) throw invalidOption(optionId);
  return offer;
}

function pricing(retail: number, net: number): Pricing {
  return {
    original: minor(retail),
    retail: minor(retail),
    net: minor(net),
    currency: CURRENCY,
    currencyPrecision: PRECISION,
    includedTaxes: [],
  };
}

/** Each unit's price from the agency's price line: retail the recommended, net what the agency pays. */
function unitPrices(offer: BookingOffer, line: OfferPriceLine | undefined): PricingUnit[] {
  if (!line) return [];
  const out: PricingUnit[] = [
    { unitId: UNIT_IDS.adult, ...pricing(line.pricePerAdultRec.aed, line.netPerAdult.aed) },
  ];
  if (offer.childrenAllowed)
    out.push({ unitId: UNIT_IDS.child, ...pricing(line.pricePerChildRec.aed, line.netPerChild.aed) });
  if (offer.infantsAllowed) out.push({ unitId: UNIT_IDS.infant, ...pricing(0, 0) });
  return out;
}

const withoutUnit = ({ unitId: _unitId, ...p }: PricingUnit): Pricing => p;

function units(offer: BookingOffer, prices: PricingUnit[] | null): Unit[] {
  const restrictions = (minAge: number, maxAge: number, accompanied: boolean) => ({
    minAge,
    maxAge,
    idRequired: false,
    minQuantity: null,
    maxQuantity: null,
    paxCount: 1,
    accompaniedBy: accompanied ? [UNIT_IDS.adult] : [],
  });
  const infantTop = offer.infantAge ?? 2;
  const childTop = offer.childAge ?? 11;
  const list: Unit[] = [
    {
      id: UNIT_IDS.adult,
      internalName: 'Adult',
      reference: null,
      type: UnitType.ADULT,
      restrictions: restrictions(offer.childrenAllowed ? childTop + 1 : 0, 99, false),
      requiredContactFields: [],
    },
  ];
  if (offer.childrenAllowed)
    list.push({
      id: UNIT_IDS.child,
      internalName: 'Child',
      reference: null,
      type: UnitType.CHILD,
      restrictions: restrictions(offer.infantsAllowed ? infantTop + 1 : 0, childTop, true),
      requiredContactFields: [],
    });
  if (offer.infantsAllowed)
    list.push({
      id: UNIT_IDS.infant,
      internalName: 'Infant',
      reference: null,
      type: UnitType.INFANT,
      restrictions: restrictions(0, infantTop, true),
      requiredContactFields: [],
    });
  if (!prices) return list;
  return list.map((u) => {
    const p = prices.find((x) => x.unitId === u.id);
    return { ...u, pricingFrom: p ? [withoutUnit(p)] : [] };
  });
}

function option(
  offer: BookingOffer,
  isDefault: boolean,
  caller: OctoCaller,
  line: OfferPriceLine | undefined,
): Option {
  const starts = [...new Set(offer.timeSlots.map((s) => hhmm(startOf(s))))].sort();
  const prices = caller.pricing ? unitPrices(offer, line) : null;
  const base: Option = {
    id: String(offer.id),
    default: isDefault,
    internalName: offer.nameInternal,
    reference: null,
    availabilityLocalStartTimes: starts.length > 0 ? starts : ['00:00'],
    // Caravan refunds by the ticket's cancellation policy (a share by hours before the tour), not by a
    // cut-off: a reseller may cancel until the departure.
    cancellationCutoff: '0 hours',
    cancellationCutoffAmount: 0,
    cancellationCutoffUnit: DurationUnit.HOUR,
    requiredContactFields: [ContactField.FIRST_NAME, ContactField.LAST_NAME],
    restrictions: { minUnits: offer.minNumOfPeople ?? 0, maxUnits: offer.maxNumOfPeople ?? null },
    units: units(offer, prices),
  };
  if (caller.content) {
    base.title = offer.nameDisplay || offer.nameInternal;
    if (offer.numberOfHours) base.durationMinutesFrom = Math.round(offer.numberOfHours * 60);
  }
  if (prices) {
    const adult = prices.find((p) => p.unitId === UNIT_IDS.adult);
    base.pricingFrom = adult ? [withoutUnit(adult)] : [];
  }
  return base;
}

async function product(db: Db, caller: OctoCaller, tour: NewBookingTour, now: Date): Promise<Product> {
  const date = firstSaleDate(tour.timeZone, now);
  const lines = caller.pricing ? await offerPrices(db, tour.id, date, caller.agencyId) : [];
  const p: Product = {
    id: String(tour.id),
    internalName: tour.nameInternal,
    reference: null,
    locale: 'en',
    timeZone: tour.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: tour.offers.every(allDay)
      ? AvailabilityType.OPENING_HOURS
      : AvailabilityType.START_TIME,
    deliveryFormats: [DeliveryFormat.PDF_URL],
    deliveryMethods: [DeliveryMethod.VOUCHER],
    redemptionMethod: RedemptionMethod.PRINT,
    options: tour.offers.map((o, i) =>
      option(
        o,
        i === 0,
        caller,
        lines.find((l) => l.offerId === o.id),
      ),
    ),
  };
  if (caller.pricing) {
    p.defaultCurrency = CURRENCY;
    p.availableCurrencies = [CURRENCY];
    p.pricingPer = PricingPer.UNIT;
  }
  if (caller.content) p.title = tour.nameDisplay || tour.nameInternal;
  return p;
}

export async function octoProducts(db: Db, caller: OctoCaller, now = new Date()): Promise<Product[]> {
  const tours = await toursOf(db, caller, now);
  return Promise.all(tours.map((t) => product(db, caller, t, now)));
}

/**
 * A booked tour's product as the catalogue answers it to this caller (with octo/content, its titles),
 * for a Booking's `product`; null when the tour no longer sells (deleted, or no ticket on sale).
 */
export async function bookedProduct(db: Db, caller: OctoCaller, tourId: number, now: Date) {
  const tour = (await toursForNewBooking(db, now.toISOString().slice(0, 10), [tourId])).find(
    (t) => t.id === tourId && t.offers.length > 0,
  );
  return tour ? product(db, caller, tour, now) : null;
}

export async function octoProduct(
  db: Db,
  caller: OctoCaller,
  id: string,
  now = new Date(),
): Promise<Product> {
  return product(db, caller, await findTour(db, caller, id, now), now);
}

// ---- availability ----------------------------------------------------------------------------------

export interface AvailabilityBody {
  productId?: unknown;
  optionId?: unknown;
  localDate?: unknown;
  localDateStart?: unknown;
  localDateEnd?: unknown;
  availabilityIds?: unknown;
}

export const isDate = (s: unknown): s is string =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

function dateRange(body: AvailabilityBody): { from: string; to: string } {
  let from: string;
  let to: string;
  if (body.localDate !== undefined) {
    if (!isDate(body.localDate)) throw badRequest(OCTO_MESSAGES.dates);
    from = to = body.localDate;
  } else if (body.localDateStart !== undefined || body.localDateEnd !== undefined) {
    if (!isDate(body.localDateStart) || !isDate(body.localDateEnd)) throw badRequest(OCTO_MESSAGES.dates);
    from = body.localDateStart;
    to = body.localDateEnd;
  } else throw badRequest(OCTO_MESSAGES.dates);
  if (to < from || addDaysUtc(from, MAX_DAYS - 1) < to) throw badRequest(OCTO_MESSAGES.range);
  return { from, to };
}

/** One departure of a slot on a date, with what the chart says of it and whether it can be sold. */
interface Departure {
  slot: BookingSlot;
  date: string;
  capacity: number;
  left: number;
  open: boolean;
}

/** The slot-days of an offer over the dates: seats left from the chart, open by the form's rules. */
async function departures(
  db: Db,
  caller: OctoCaller,
  tour: NewBookingTour,
  offer: BookingOffer,
  from: string,
  to: string,
  now: Date,
): Promise<Departure[]> {
  const suppliers: SupplierFilter = { supplierId: caller.supplierId };
  const clock = { now: now.getTime(), timeZone: tour.timeZone };
  const slotIds = new Set(offer.timeSlots.map((s) => s.id));
  const out: Departure[] = [];
  for (let start = from; start <= to; start = addDaysUtc(start, 62)) {
    const last = addDaysUtc(start, 61) < to ? addDaysUtc(start, 61) : to;
    const days =
      Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
    const grid = await availabilityGrid(db, suppliers, { from: start, days, tourId: tour.id }, now);
    const rows = new Map(grid.slots.filter((s) => slotIds.has(s.id)).map((s) => [s.id, s]));
    grid.days.forEach((date, i) => {
      // The form's rule for the day: the ticket is sold that weekday, from the first sale day, and a
      // slot runs that is not closed and still outside its notice.
      const offerOpen = isOfferValid(offer, date, null, clock);
      for (const slot of offer.timeSlots) {
        const row = rows.get(slot.id);
        if (!row) continue;
        const band = row.band[i];
        const open =
          offerOpen &&
          band !== 'closed' &&
          band !== 'notRunning' &&
          !(slot.closedDates ?? []).includes(date) &&
          isSlotInNotice(slot, date, clock);
        out.push({ slot, date, capacity: row.capacity, left: row.left[i], open });
      }
    });
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || startOf(a.slot) - startOf(b.slot) || a.slot.id - b.slot.id,
  );
}

function statusOf(open: boolean, left: number, capacity: number): AvailabilityStatus {
  if (!open) return AvailabilityStatus.CLOSED;
  if (left <= 0) return AvailabilityStatus.SOLD_OUT;
  return left < capacity / 2 ? AvailabilityStatus.LIMITED : AvailabilityStatus.AVAILABLE;
}

/** An availability's id: the date and the time slot (opaque to the reseller, stable for a departure). */
export const availabilityIdOf = (date: string, slotId: number) => `${date}~${slotId}`;
export function parseAvailabilityId(id: unknown): { date: string; slotId: number } {
  const m = typeof id === 'string' ? /^(\d{4}-\d{2}-\d{2})~(\d{1,10})$/.exec(id) : null;
  if (!m || !isDate(m[1])) throw invalidAvailability(id);
  return { date: m[1], slotId: Number(m[2]) };
}

export const localDateTime = (date: string, minutes: number, timeZone: string) => {
  const at = instantOf(date, minutes, timeZone);
  return `${date}T${hhmm(minutes)}:00${utcOffsetOf(timeZone, at)}`;
};

async function pricesByDate(
  db: Db,
  caller: OctoCaller,
  tour: NewBookingTour,
  offer: BookingOffer,
  dates: string[],
) {
  const out = new Map<string, PricingUnit[]>();
  if (!caller.pricing || dates.length === 0) return out;
  const sorted = [...new Set(dates)].sort();
  // One read of the periods and contracts over the range, not one per date (docs/PERFORMANCE.md).
  const lines = await offerPricesOver(db, tour.id, sorted[0], sorted[sorted.length - 1], caller.agencyId);
  for (const date of sorted)
    out.set(
      date,
      unitPrices(
        offer,
        lines.get(date)?.find((l) => l.offerId === offer.id),
      ),
    );
  return out;
}

function availability(
  d: Departure,
  tour: NewBookingTour,
  offer: BookingOffer,
  prices: PricingUnit[] | undefined,
): Availability {
  const status = statusOf(d.open, d.left, d.capacity);
  const start = startOf(d.slot);
  const whole = d.slot.isNoTime || d.slot.isAnyTime;
  const cutoff = instantOf(d.date, start, tour.timeZone) - d.slot.noticeHours * 3_600_000;
  const a: Availability = {
    id: availabilityIdOf(d.date, d.slot.id),
    localDateTimeStart: localDateTime(d.date, start, tour.timeZone),
    localDateTimeEnd: localDateTime(d.date, endOf(d.slot), tour.timeZone),
    allDay: whole,
    available: status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED,
    status,
    vacancies: d.open ? d.left : 0,
    capacity: d.capacity,
    maxUnits: offer.maxNumOfPeople ?? null,
    utcCutoffAt: new Date(cutoff).toISOString(),
    openingHours: whole ? [{ from: '00:00', to: '23:59' }] : [],
  };
  if (prices) {
    a.unitPricing = prices;
    const adult = prices.find((p) => p.unitId === UNIT_IDS.adult);
    if (adult) a.pricing = withoutUnit(adult);
  }
  return a;
}

export async function octoCalendar(
  db: Db,
  caller: OctoCaller,
  body: AvailabilityBody,
  now = new Date(),
): Promise<AvailabilityCalendar[]> {
  const tour = await findTour(db, caller, body.productId, now);
  const offer = findOffer(tour, body.optionId);
  const { from, to } = dateRange(body);
  const list = await departures(db, caller, tour, offer, from, to, now);
  const prices = await pricesByDate(
    db,
    caller,
    tour,
    offer,
    list.filter((d) => d.open).map((d) => d.date),
  );
  const openByDate = new Map<string, Departure[]>();
  for (const d of list) if (d.open) openByDate.set(d.date, [...(openByDate.get(d.date) ?? []), d]);
  const out: AvailabilityCalendar[] = [];
  for (let date = from; date <= to; date = addDaysUtc(date, 1)) {
    const open = openByDate.get(date) ?? [];
    const vacancies = open.reduce((n, d) => n + d.left, 0);
    const capacity = open.reduce((n, d) => n + d.capacity, 0);
    const status = statusOf(open.length > 0, vacancies, capacity);
    const day: AvailabilityCalendar = {
      localDate: date,
      available: status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED,
      status,
      vacancies,
      capacity,
      openingHours: allDay(offer) ? [{ from: '00:00', to: '23:59' }] : [],
    };
    const p = prices.get(date);
    if (caller.pricing && p) {
      day.unitPricingFrom = p;
      const adult = p.find((x) => x.unitId === UNIT_IDS.adult);
      if (adult) day.pricingFrom = withoutUnit(adult);
    }
    out.push(day);
  }
  return out;
}

export async function octoAvailability(
  db: Db,
  caller: OctoCaller,
  body: AvailabilityBody,
  now = new Date(),
): Promise<Availability[]> {
  const tour = await findTour(db, caller, body.productId, now);
  const offer = findOffer(tour, body.optionId);
  let list: Departure[];
  if (body.availabilityIds !== undefined) {
    if (
      !Array.isArray(body.availabilityIds) ||
      body.availabilityIds.length === 0 ||
      body.availabilityIds.length > 500
    )
      throw badRequest(OCTO_MESSAGES.dates);
    const wanted = body.availabilityIds.map(parseAvailabilityId);
    const dates = wanted.map((w) => w.date).sort();
    if (addDaysUtc(dates[0], MAX_DAYS - 1) < dates[dates.length - 1]) throw badRequest(OCTO_MESSAGES.range);
    const all = await departures(db, caller, tour, offer, dates[0], dates[dates.length - 1], now);
    list = wanted.map((w, i) => {
      const d = all.find((x) => x.date === w.date && x.slot.id === w.slotId);
      if (!d) throw invalidAvailability((body.availabilityIds as unknown[])[i]);
      return d;
    });
  } else {
    const { from, to } = dateRange(body);
    list = await departures(db, caller, tour, offer, from, to, now);
  }
  const prices = await pricesByDate(
    db,
    caller,
    tour,
    offer,
    list.filter((d) => d.open).map((d) => d.date),
  );
  return list.map((d) => availability(d, tour, offer, d.open ? prices.get(d.date) : undefined));
}

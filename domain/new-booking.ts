import type { NewBookingTour, OfferPriceLine } from '../contract/bookings';
import { isOfferedOn, isoWeekdayOf } from './day-mask';
import { firstSaleDate, isPastNotice } from './local-time';
import { isSlotOnSale } from './time-slot-rules';
import { aedToUsd, bookingTotal, usdToAed } from './pricing';

/** The new-booking cascade (03-bookings-arrivals section 4), shared by the form and its tests. */

export type BookingOffer = NewBookingTour['offers'][number];
export type BookingSlot = BookingOffer['timeSlots'][number];

/** What the cascade needs of a hotel: its city (offers may be sold in some cities only). */
export interface CascadeHotel {
  id: number;
  cityId: number;
}

/**
 * When the form is looking (ms since the epoch) and the supplier's zone: with it, a slot past its
 * minimum notice is no longer offered, as the server would refuse it (domain/local-time.ts). Without
 * it (tests of the cascade alone) notice is not considered.
 */
export interface SaleClock {
  now: number;
  timeZone: string;
}

const clockOf = (tour: NewBookingTour, now: number | undefined): SaleClock | undefined =>
  now === undefined ? undefined : { now, timeZone: tour.timeZone };

const runsOn = (s: BookingSlot, date: string) =>
  isOfferedOn(s.daysOffered, isoWeekdayOf(date)) && isSlotOnSale({}, date, s.closedDates);

/** Whether a slot's departure on `date` is still outside its minimum notice at the clock's time. */
export function isSlotInNotice(s: BookingSlot, date: string, clock: SaleClock | undefined): boolean {
  if (!clock) return true;
  const departure = {
    date,
    startMinutes: s.startHour * 60 + s.startMinutes,
    noticeHours: s.noticeHours,
    timeZone: clock.timeZone,
  };
  return !isPastNotice(departure, clock.now);
}

/**
 * Slots sold on the date's weekday, not closed for sale that day and (with a clock) still outside their
 * notice; with no date yet, all of them.
 */
export function slotsOn(offer: BookingOffer, date: string | null, clock?: SaleClock): BookingSlot[] {
  if (!date) return offer.timeSlots;
  return offer.timeSlots.filter((s) => runsOn(s, date) && isSlotInNotice(s, date, clock));
}

/** Slots that run that day but can no longer be booked: the notice they need has begun. */
export function slotsPastNotice(offer: BookingOffer, date: string | null, clock?: SaleClock): BookingSlot[] {
  if (!date || !clock) return [];
  return offer.timeSlots.filter((s) => runsOn(s, date) && !isSlotInNotice(s, date, clock));
}

/**
 * An offer can be sold when it is offered that weekday, in the hotel's city (when it names cities and
 * a hotel is chosen), and — if it has slots at all — one of them runs that day (and is still outside
 * its notice): otherwise the required slot could never be chosen.
 */
export function isOfferValid(
  offer: BookingOffer,
  date: string | null,
  hotel: CascadeHotel | null,
  clock?: SaleClock,
): boolean {
  if (date && !isOfferedOn(offer.daysOffered, isoWeekdayOf(date))) return false;
  if (date && clock && date < firstSaleDate(clock.timeZone, clock.now)) return false;
  if (hotel && offer.citiesIds.length > 0 && !offer.citiesIds.includes(hotel.cityId)) return false;
  return offer.timeSlots.length === 0 || slotsOn(offer, date, clock).length > 0;
}

/** `now`: when the form looks (ms); with it, slots past their notice no longer count. */
export const validOffers = (
  tour: NewBookingTour,
  date: string | null,
  hotel: CascadeHotel | null,
  now?: number,
) => tour.offers.filter((o) => isOfferValid(o, date, hotel, clockOf(tour, now)));

/** Tours with at least one offer that can be sold for this hotel and date. */
export const validTours = (
  tours: NewBookingTour[],
  date: string | null,
  hotel: CascadeHotel | null,
  now?: number,
) => tours.filter((t) => validOffers(t, date, hotel, now).length > 0);

/** A date the carousel offers: any, until a tour is chosen; then only days the tour can be booked. */
export const isDateAvailable = (
  tour: NewBookingTour | null,
  date: string,
  hotel: CascadeHotel | null,
  now?: number,
) => !tour || validOffers(tour, date, hotel, now).length > 0;

/** The part of the form the cascade keeps consistent. */
export interface TicketChoice {
  date: string | null;
  hotel: CascadeHotel | null;
  tourId: number | null;
  offerId: number | null;
  timeSlotId: number | null;
  children: number;
  infants: number;
  /** Minutes of the day, from the chosen slot. */
  startTime: number | null;
  endTime: number | null;
}

const idOf = <T extends { id: number }>(list: T[], id: number | null) =>
  id === null ? undefined : list.find((x) => x.id === id);
const single = <T extends { id: number }>(list: T[]) => (list.length === 1 ? list[0].id : null);

/**
 * Brings the choice back to a consistent state after any change: a tour no longer valid for the hotel
 * and date is reset, an offer not of the tour (or no longer valid) is reset, a single valid offer or
 * slot is chosen, children and infants drop to 0 when the offer does not take them, and the slot's
 * times follow the slot.
 */
export function settleChoice<T extends TicketChoice>(tours: NewBookingTour[], c: T, now?: number): T {
  const tour = idOf(validTours(tours, c.date, c.hotel, now), c.tourId);
  const offers = tour ? validOffers(tour, c.date, c.hotel, now) : [];
  const offer = idOf(offers, c.offerId) ?? idOf(offers, single(offers));
  const slots = offer && tour ? slotsOn(offer, c.date, clockOf(tour, now)) : [];
  const slot = idOf(slots, c.timeSlotId) ?? idOf(slots, single(slots));
  return {
    ...c,
    tourId: tour?.id ?? null,
    offerId: offer?.id ?? null,
    timeSlotId: slot?.id ?? null,
    children: offer && !offer.childrenAllowed ? 0 : c.children,
    infants: offer && !offer.infantsAllowed ? 0 : c.infants,
    startTime: slot ? slot.startHour * 60 + slot.startMinutes : null,
    endTime: slot ? slot.endHour * 60 + slot.endMinutes : null,
  };
}

/** The offer of a settled choice, if any. */
export function chosenOffer(
  tours: NewBookingTour[],
  c: Pick<TicketChoice, 'tourId' | 'offerId'>,
): BookingOffer | undefined {
  return tours.find((t) => t.id === c.tourId)?.offers.find((o) => o.id === c.offerId);
}

/**
 * The carousel's first day: the earliest "tomorrow" on the calendars of the suppliers whose tours are
 * for sale (a tablet in another zone, or after midnight in Dubai, must not start on a day every
 * supplier refuses); null with no tours, for the device's own tomorrow.
 */
export function firstSaleDay(tours: readonly NewBookingTour[], now: number): string | null {
  const days = [...new Set(tours.map((t) => t.timeZone))].map((zone) => firstSaleDate(zone, now));
  return days.length > 0 ? days.reduce((a, b) => (b < a ? b : a)) : null;
}

/** The first date of `dates` on which the tour can be sold (for a tour preselected by link). */
export const firstAvailableDate = (
  tour: NewBookingTour | null,
  dates: string[],
  hotel: CascadeHotel | null,
  now?: number,
) => dates.find((d) => isDateAvailable(tour, d, hotel, now)) ?? dates[0] ?? null;

/** The in-house guest fields the form takes from a chosen guest. */
export interface GuestFields {
  arrivalId: number | null;
  groupId: string;
  groupInfoId: number | null;
  phones: string;
  roomNumber: string;
  guestName: string;
}

export interface InHouseGuest {
  id: number;
  name: string;
  groupId: string;
  groupInfoId: number | null;
  phoneNumbers: string | null;
  roomNumber: string | null;
}

export const NO_GUEST: GuestFields = {
  arrivalId: null,
  groupId: '',
  groupInfoId: null,
  phones: '',
  roomNumber: '',
  guestName: '',
};

/** Choosing a guest fills arrival, group, phones, room and name; clearing the choice resets them. */
export function guestFields(guest: InHouseGuest | null): GuestFields {
  if (!guest) return NO_GUEST;
  return {
    arrivalId: guest.id,
    groupId: guest.groupId,
    groupInfoId: guest.groupInfoId,
    phones: guest.phoneNumbers ?? '',
    roomNumber: guest.roomNumber ?? '',
    guestName: guest.name,
  };
}

/** Collect amounts: the one typed decides the other, at 3.65 AED per USD, rounded to cents. */
export const collectFromUsd = (usd: number) => ({ collect: usd, collectOrig: usdToAed(usd) });
export const collectFromAed = (aed: number) => ({ collect: aedToUsd(aed), collectOrig: aed });

export interface Money2 {
  usd: number;
  aed: number;
}

export interface PriceSummary {
  adult: Money2;
  child: Money2;
  trip: Money2;
  total: Money2;
  /** What the agency keeps of the total is the difference: its net total, by its contract if any. */
  netTotal: Money2;
  /** The agency's contract that set the nets (issue 17); null: the ticket's own commission. */
  contract: OfferPriceLine['contract'];
}

/** Per-person prices and the total (adults × adult + children × child + trip) of the chosen offer. */
export function priceSummary(
  lines: OfferPriceLine[],
  offerId: number | null,
  adults: number,
  children: number,
): PriceSummary | null {
  const line = lines.find((l) => l.offerId === offerId);
  if (!line) return null;
  const total = (k: 'usd' | 'aed') =>
    bookingTotal(adults, children, {
      priceAdult: line.pricePerAdultRec[k],
      priceChild: line.pricePerChildRec[k],
      priceTrip: line.pricePerTripRec[k],
    });
  const netTotal = (k: 'usd' | 'aed') =>
    bookingTotal(adults, children, {
      priceAdult: line.netPerAdult[k],
      priceChild: line.netPerChild[k],
      priceTrip: line.netPerTrip[k],
    });
  return {
    adult: line.pricePerAdultRec,
    child: line.pricePerChildRec,
    trip: line.pricePerTripRec,
    total: { usd: total('usd'), aed: total('aed') },
    netTotal: { usd: netTotal('usd'), aed: netTotal('aed') },
    contract: line.contract ?? null,
  };
}

/** Save needs an offer, a slot when the offer has slots, and a guest name. */
export function canSave(
  offer: BookingOffer | undefined,
  timeSlotId: number | null,
  guestName: string,
): boolean {
  if (!offer) return false;
  if (offer.timeSlots.length > 0 && timeSlotId === null) return false;
  return guestName.trim() !== '';
}

/** How many people of each age a booking takes. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** What an offer says about the people it takes. */
export type PartyLimits = Pick<
  BookingOffer,
  'minNumOfPeople' | 'maxNumOfPeople' | 'childrenAllowed' | 'infantsAllowed'
>;

/** Why an offer refuses a party, with the field the message belongs beside. */
export type PartyProblem =
  | { reason: 'children-not-allowed'; field: 'children' }
  | { reason: 'infants-not-allowed'; field: 'infants' }
  | { reason: 'party-size'; field: 'adults'; min: number; max: number };

/**
 * The offer's people rules, the same for the form's counters and the server's check: children and
 * infants only where allowed, and min ≤ adults + children + infants ≤ max.
 */
export function partyProblem(offer: PartyLimits, p: Party): PartyProblem | null {
  if (p.children > 0 && !offer.childrenAllowed) return { reason: 'children-not-allowed', field: 'children' };
  if (p.infants > 0 && !offer.infantsAllowed) return { reason: 'infants-not-allowed', field: 'infants' };
  const total = p.adults + p.children + p.infants;
  if (total < offer.minNumOfPeople || total > offer.maxNumOfPeople) {
    return { reason: 'party-size', field: 'adults', min: offer.minNumOfPeople, max: offer.maxNumOfPeople };
  }
  return null;
}

/** A problem's message: an English text (the translation key) and the values it names. */
export function partyMessage(p: PartyProblem): { text: string; values: Record<string, number> } {
  switch (p.reason) {
    case 'children-not-allowed':
      return { text: 'Children are not allowed on this ticket', values: {} };
    case 'infants-not-allowed':
      return { text: 'Infants are not allowed on this ticket', values: {} };
    case 'party-size':
      return { text: 'This ticket takes {{min}} to {{max}} people', values: { min: p.min, max: p.max } };
  }
}

/** The message in English with its values in place, as the server answers it. */
export function partyMessageText(p: PartyProblem): string {
  const { text, values } = partyMessage(p);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

export interface CounterBounds {
  min: number;
  max: number;
}

/** Adults at least 1 (03 section 5); any count at most this without an offer. */
const NO_OFFER_MAX = 500;

/**
 * Where each counter may go with the others as they are: a count a ticket does not allow stays at 0,
 * no tap takes the party above the offer's maximum, and none takes it below its minimum (adults never
 * below 1). A party already outside the limits (another ticket chosen) may only move towards them.
 */
export function counterBounds(offer: PartyLimits | undefined, p: Party): Record<keyof Party, CounterBounds> {
  if (!offer)
    return {
      adults: { min: 1, max: NO_OFFER_MAX },
      children: { min: 0, max: NO_OFFER_MAX },
      infants: { min: 0, max: NO_OFFER_MAX },
    };
  const total = p.adults + p.children + p.infants;
  const room = offer.maxNumOfPeople - total;
  const spare = total - offer.minNumOfPeople;
  const bounds = (value: number, floor: number, allowed: boolean): CounterBounds => ({
    min: Math.max(floor, value - Math.max(spare, 0)),
    max: allowed ? value + Math.max(room, 0) : value,
  });
  return {
    adults: bounds(p.adults, 1, true),
    children: bounds(p.children, 0, offer.childrenAllowed),
    infants: bounds(p.infants, 0, offer.infantsAllowed),
  };
}

/**
 * Offline, the price lines kept for another date of the same tour still price a date their period
 * covers (a line is one offer's period: periodStart ≤ date ≤ periodEnd). The latest-starting period
 * wins, as on the server.
 */
export function keptPriceLinesOn(kept: readonly OfferPriceLine[][], date: string): OfferPriceLine[] {
  const best = new Map<number, OfferPriceLine>();
  for (const line of kept.flat()) {
    if (line.periodStart > date || line.periodEnd < date) continue;
    const seen = best.get(line.offerId);
    if (!seen || line.periodStart > seen.periodStart) best.set(line.offerId, line);
  }
  return [...best.values()];
}

/** An in-house guest with the stay the server told (older answers may lack it). */
export interface KeptGuest {
  id: number;
  name: string;
  arrivalDate?: string;
  departureDate?: string;
}

/** Offline, the guests kept for the hotel on other dates whose stay covers this date, by name. */
export function keptGuestsOn<G extends KeptGuest>(kept: readonly G[][], date: string): G[] {
  const byId = new Map<number, G>();
  for (const guest of kept.flat()) {
    if (!guest.arrivalDate || !guest.departureDate) continue;
    if (guest.arrivalDate <= date && guest.departureDate >= date) byId.set(guest.id, guest);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

import type { NewBookingTour, OfferPriceLine } from '../contract/bookings';
import { isOfferedOn, isoWeekdayOf } from './day-mask';
import { aedToUsd, bookingTotal, usdToAed } from './pricing';

/** The new-booking cascade (03-bookings-arrivals section 4), shared by the form and its tests. */

export type BookingOffer = NewBookingTour['offers'][number];
export type BookingSlot = BookingOffer['timeSlots'][number];

/** What the cascade needs of a hotel: its city (offers may be sold in some cities only). */
export interface CascadeHotel {
  id: number;
  cityId: number;
}

/** Slots sold on the date's weekday; with no date yet, all of them. */
export function slotsOn(offer: BookingOffer, date: string | null): BookingSlot[] {
  if (!date) return offer.timeSlots;
  const weekday = isoWeekdayOf(date);
  return offer.timeSlots.filter((s) => isOfferedOn(s.daysOffered, weekday));
}

/**
 * An offer can be sold when it is offered that weekday, in the hotel's city (when it names cities and
 * a hotel is chosen), and — if it has slots at all — one of them runs that day: otherwise the
 * required slot could never be chosen.
 */
export function isOfferValid(offer: BookingOffer, date: string | null, hotel: CascadeHotel | null): boolean {
  if (date && !isOfferedOn(offer.daysOffered, isoWeekdayOf(date))) return false;
  if (hotel && offer.citiesIds.length > 0 && !offer.citiesIds.includes(hotel.cityId)) return false;
  return offer.timeSlots.length === 0 || slotsOn(offer, date).length > 0;
}

export const validOffers = (tour: NewBookingTour, date: string | null, hotel: CascadeHotel | null) =>
  tour.offers.filter((o) => isOfferValid(o, date, hotel));

/** Tours with at least one offer that can be sold for this hotel and date. */
export const validTours = (tours: NewBookingTour[], date: string | null, hotel: CascadeHotel | null) =>
  tours.filter((t) => validOffers(t, date, hotel).length > 0);

/** A date the carousel offers: any, until a tour is chosen; then only days the tour is sold. */
export const isDateAvailable = (tour: NewBookingTour | null, date: string, hotel: CascadeHotel | null) =>
  !tour || validOffers(tour, date, hotel).length > 0;

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

const idOf = <T extends { id: number }>(list: T[], id: number | null) => (id === null ? undefined : list.find((x) => x.id === id));
const single = <T extends { id: number }>(list: T[]) => (list.length === 1 ? list[0].id : null);

/**
 * Brings the choice back to a consistent state after any change: a tour no longer valid for the hotel
 * and date is reset, an offer not of the tour (or no longer valid) is reset, a single valid offer or
 * slot is chosen, children and infants drop to 0 when the offer does not take them, and the slot's
 * times follow the slot.
 */
export function settleChoice<T extends TicketChoice>(tours: NewBookingTour[], c: T): T {
  const tour = idOf(validTours(tours, c.date, c.hotel), c.tourId);
  const offers = tour ? validOffers(tour, c.date, c.hotel) : [];
  const offer = idOf(offers, c.offerId) ?? idOf(offers, single(offers));
  const slots = offer ? slotsOn(offer, c.date) : [];
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
export function chosenOffer(tours: NewBookingTour[], c: Pick<TicketChoice, 'tourId' | 'offerId'>): BookingOffer | undefined {
  return tours.find((t) => t.id === c.tourId)?.offers.find((o) => o.id === c.offerId);
}

/** The first date of `dates` on which the tour can be sold (for a tour preselected by link). */
export const firstAvailableDate = (tour: NewBookingTour | null, dates: string[], hotel: CascadeHotel | null) =>
  dates.find((d) => isDateAvailable(tour, d, hotel)) ?? dates[0] ?? null;

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

export const NO_GUEST: GuestFields = { arrivalId: null, groupId: '', groupInfoId: null, phones: '', roomNumber: '', guestName: '' };

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
}

/** Per-person prices and the total (adults × adult + children × child + trip) of the chosen offer. */
export function priceSummary(lines: OfferPriceLine[], offerId: number | null, adults: number, children: number): PriceSummary | null {
  const line = lines.find((l) => l.offerId === offerId);
  if (!line) return null;
  const total = (k: 'usd' | 'aed') =>
    bookingTotal(adults, children, { priceAdult: line.pricePerAdultRec[k], priceChild: line.pricePerChildRec[k], priceTrip: line.pricePerTripRec[k] });
  return { adult: line.pricePerAdultRec, child: line.pricePerChildRec, trip: line.pricePerTripRec, total: { usd: total('usd'), aed: total('aed') } };
}

/** Save needs an offer, a slot when the offer has slots, and a guest name. */
export function canSave(offer: BookingOffer | undefined, timeSlotId: number | null, guestName: string): boolean {
  if (!offer) return false;
  if (offer.timeSlots.length > 0 && timeSlotId === null) return false;
  return guestName.trim() !== '';
}

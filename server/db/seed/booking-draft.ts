import type { Insertable } from 'kysely';
import { BookingStatus as Status } from '../../../contract/enums';
import { isOfferedOn, isoWeekdayOf } from '../../../domain/day-mask';
import type { DB } from '../tables';
import { bookingAmounts } from './amounts';
import type { SeedOffer } from './catalogue';
import { BOOKING_NOTES } from './content/travellers';
import { addDays, daysBetween, earlier, timestamp } from './dates';
import type { Random } from './random';
import type { Schedules, SeedSlot } from './schedules';
import type { SeatMap } from './seats';

/** A booking before it gets its id: ids and vouchers follow the order bookings were made in. */
export type Draft = Omit<Insertable<DB['bookings']>, 'id' | 'voucher'> & { hasVoucher: boolean };

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** Who booked, for whom and where they are picked up. */
export interface BookingFor {
  agencyId: number;
  agentId: number;
  staffAgentId: number | null;
  guestName: string;
  tel: string | null;
  roomNumber: string | null;
  hotelId: number | null;
  regionId: number | null;
  customHotelName: string | null;
  arrivalId: number | null;
  groupId: string | null;
  groupInfoId: number | null;
}

/**
 * A booking of `offer` on `date` in one of its slots that runs that day and has room for the party,
 * priced from the valid period of that date; null when there is none. Its seats are taken at once, as
 * the booking service takes them, so later drafts see them.
 */
export function draftBooking(
  rng: Random,
  ctx: { schedules: Schedules; seats: SeatMap; today: string },
  offer: SeedOffer,
  date: string,
  party: Party,
  status: number,
  who: BookingFor,
): Draft | null {
  const weekday = isoWeekdayOf(date);
  if (!isOfferedOn(offer.daysOffered, weekday)) return null;
  const people = party.adults + party.children + party.infants;
  const cancelled = status === Status.Cancelled;
  const slot = rng
    .shuffle(ctx.schedules.slotsByOffer.get(offer.id) ?? [])
    .find((s) => isOfferedOn(s.daysOffered, weekday) && (cancelled || ctx.seats.fits(s, date, people)));
  const period = offer.periods.find((p) => p.start <= date && date <= p.end);
  if (!slot || !period) return null;
  if (cancelled) ctx.seats.touch(slot, date);
  else ctx.seats.take(slot, date, people);

  const [startMinutes, endMinutes] = slotTimes(rng, slot);
  const pickUp = ctx.schedules.pickUpWindow(slot, who.hotelId, who.regionId);
  const amounts = bookingAmounts(period, party.adults, party.children);
  const made = madeAt(rng, date, ctx.today);
  // Guests pay the agent, pay the driver on the day, or the agency is invoiced.
  const payment = rng.weighted([
    ['agent', 45],
    ['driver', 25],
    ['invoice', 30],
  ] as const);
  return {
    ...who,
    clientRef: rng.uuid(),
    supplierId: offer.supplierId,
    date,
    bookingDateTime: made,
    tourId: offer.tourId,
    offerId: offer.id,
    timeSlotId: slot.id,
    numAdults: party.adults,
    numChildren: party.children,
    numInfants: party.infants,
    numFoc: 0,
    startMinutes,
    endMinutes,
    pickUpTimeStart: pickUp?.[0] ?? null,
    pickUpTimeEnd: pickUp?.[1] ?? null,
    paid: payment === 'agent' ? amounts.grossSales : 0,
    paidOrig: payment === 'agent' ? amounts.grossSalesAed : 0,
    paidTo: payment === 'agent' ? 'Agent' : null,
    collect: payment === 'driver' ? amounts.grossSales : 0,
    collectOrig: payment === 'driver' ? amounts.grossSalesAed : 0,
    collectTo: payment === 'driver' ? 'Driver' : null,
    ...amounts,
    hasVoucher: rng.chance(0.85),
    notes: rng.chance(0.12) ? rng.pick(BOOKING_NOTES) : null,
    status,
    createdAt: made,
    updatedAt: updatedAt(rng, made, date, status, ctx.today),
  };
}

/** Fixed slots run at their times; guests choose a start on an any-time slot; no-time slots have none. */
function slotTimes(rng: Random, slot: SeedSlot): [number | null, number | null] {
  if (slot.timeType === 2) return [null, null];
  if (slot.timeType === 0) return [slot.start, slot.end];
  const length = slot.duration ?? 60;
  const step = slot.interval ?? 60;
  const start =
    slot.start + step * rng.int(0, Math.max(0, Math.floor((slot.end - slot.start - length) / step)));
  return [start, start + length];
}

/** Agents book a day to three weeks ahead, and never later than yesterday (tomorrow is the earliest date). */
function madeAt(rng: Random, date: string, today: string): string {
  const lead = rng.weighted([
    [1, 20],
    [2, 20],
    [rng.int(3, 7), 35],
    [rng.int(8, 21), 25],
  ] as const);
  const day = earlier(addDays(date, -lead), addDays(today, -1));
  return timestamp(day, rng.int(7 * 60, 22 * 60), rng.int(0, 59));
}

/** A cancellation moves the booking between the day it was made and the day before the tour. */
function updatedAt(rng: Random, made: string, date: string, status: number, today: string): string {
  if (status !== Status.Cancelled) return made;
  const madeDay = made.slice(0, 10);
  const day = addDays(madeDay, rng.int(0, Math.max(0, daysBetween(madeDay, earlier(date, today)) - 1)));
  return day === madeDay ? made : timestamp(day, rng.int(8 * 60, 20 * 60));
}

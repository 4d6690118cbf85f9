import { AVAILABILITY_DAYS, type FullnessBand } from '../contract/availability-bands';
import { addDaysUtc } from './dates';

/**
 * The availability chart's arithmetic (issue 16), once, for the server's grid, its exports and the
 * screens' legend. A slot sells from a seat unit: its own capacity when its group is independent, the
 * group's shared pool otherwise (domain/slot-seats.ts). Seats sold are the pax of the bookings that are
 * not cancelled; on-request bookings still waiting for the supplier count as sold too (a live slot has
 * already taken their seats) and are shown apart, so nobody confirms past the capacity.
 */

/** At or above these shares of the capacity a day is 'high' (nearly full) or 'medium'. */
export const FULLNESS_THRESHOLDS = { high: 0.8, medium: 0.5 } as const;

export interface SlotDayInput {
  /** Seats of the unit the slot sells from (its own, or its group's pool). */
  capacity: number;
  /** Seats sold from that unit that day (the whole pool's for a shared group). */
  unitSold: number;
  /** Closed for sale that day, or the whole slot stopped. */
  closed: boolean;
  /** The slot runs on that weekday. */
  offered: boolean;
}

/** Seats still to sell: never below zero, even when capacity was lowered under an old overbooking. */
export function seatsLeft(capacity: number, unitSold: number): number {
  return Math.max(0, capacity - unitSold);
}

/** The band of a slot-day: closed and not running first, then by the share of the unit sold. */
export function fullnessBand(d: SlotDayInput): FullnessBand {
  if (d.closed) return 'closed';
  if (!d.offered) return 'notRunning';
  if (seatsLeft(d.capacity, d.unitSold) === 0) return 'full';
  if (d.unitSold <= 0) return 'empty';
  const share = d.unitSold / d.capacity;
  if (share >= FULLNESS_THRESHOLDS.high) return 'high';
  if (share >= FULLNESS_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** Adds the seats of a pool's slots per day: the numbers each of its slots sells against. */
export function poolTotals(perSlot: ReadonlyArray<readonly number[]>, days: number): number[] {
  const total = Array.from({ length: days }, () => 0);
  for (const sold of perSlot) for (let i = 0; i < days; i++) total[i] += sold[i] ?? 0;
  return total;
}

/** The chart's days: `days` dates from `from` on (bounded to 1…max). */
export function chartDays(from: string, days: number): string[] {
  const n = Math.min(AVAILABILITY_DAYS.max, Math.max(1, Math.floor(days)));
  return Array.from({ length: n }, (_, i) => addDaysUtc(from, i));
}

/** Pax of a booking as seats: adults, children and infants each take one (as the booking takes them). */
export const seatsOf = (b: { numAdults: number; numChildren: number; numInfants: number }): number =>
  b.numAdults + b.numChildren + b.numInfants;

/**
 * Guests checked in as the chart shows them (issue 25): from the day of the tour on (0 before the
 * first), or as soon as anyone is; null on days still to come.
 */
export const checkedInOnChart = (date: string, today: string, guests: number): number | null =>
  guests > 0 || date <= today ? guests : null;

/**
 * A day's slots as a phone lists them: by start time (HH:MM), slots without a time last, then by name —
 * the chart's rows stay grouped as the server lists them, a day's cards read as the day runs.
 */
export function inTimeOrder<T extends { startTime: string | null; name: string }>(slots: readonly T[]): T[] {
  return [...slots].sort(
    (a, b) => (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99') || a.name.localeCompare(b.name),
  );
}

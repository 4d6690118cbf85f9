import { DayFlag } from '../contract/enums';

const ALL_DAYS = 127;
export const WEEKDAY_FLAGS = [
  DayFlag.Monday,
  DayFlag.Tuesday,
  DayFlag.Wednesday,
  DayFlag.Thursday,
  DayFlag.Friday,
  DayFlag.Saturday,
  DayFlag.Sunday,
] as const;

/** ISO weekday 1 (Monday) … 7 (Sunday) → its flag. */
export function flagOfWeekday(isoWeekday: number): number {
  return 1 << (isoWeekday - 1);
}

/** 0, or all seven set, means every day. */
export function isOfferedOn(mask: number, isoWeekday: number): boolean {
  if (mask === DayFlag.Everyday || (mask & ALL_DAYS) === ALL_DAYS) return true;
  return (mask & flagOfWeekday(isoWeekday)) !== 0;
}

/** ISO weekday of an API date (YYYY-MM-DD), computed in UTC so it never shifts by time zone. */
export function isoWeekdayOf(apiDate: string): number {
  const d = new Date(`${apiDate}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * The multi-select of days: choosing 'all' (0) clears the other choices; an empty selection becomes all.
 * `previous` lets us tell whether 'all' was just added.
 */
export function normaliseDaySelection(previous: number[], next: number[]): number[] {
  const justChoseAll = next.includes(DayFlag.Everyday) && !previous.includes(DayFlag.Everyday);
  if (justChoseAll || next.length === 0) return [DayFlag.Everyday];
  const days = next.filter((d) => d !== DayFlag.Everyday);
  return days.length === 0 ? [DayFlag.Everyday] : days;
}

export function selectionToMask(selection: number[]): number {
  const mask = selection.reduce((acc, d) => acc | d, 0);
  return (mask & ALL_DAYS) === ALL_DAYS ? DayFlag.Everyday : mask;
}

export function maskToSelection(mask: number): number[] {
  if (mask === DayFlag.Everyday || (mask & ALL_DAYS) === ALL_DAYS) return [DayFlag.Everyday];
  return WEEKDAY_FLAGS.filter((f) => (mask & f) !== 0);
}

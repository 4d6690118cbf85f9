/** A valid period's dates (YYYY-MM-DD, both days included). */
export interface PeriodDates {
  periodStart: string;
  periodEnd: string;
}

/** Two periods overlap when they share at least one day (both ends are included). */
export const periodsOverlap = (a: PeriodDates, b: PeriodDates) =>
  a.periodStart <= b.periodEnd && b.periodStart <= a.periodEnd;

export const PERIODS_OVERLAP_MESSAGE = 'Valid periods of a ticket must not overlap';

/**
 * The index of the first period that overlaps an earlier one of the same list, or -1. Periods of one
 * offer must not overlap, so every date has one price (docs/decisions.md "Valid periods do not overlap").
 */
export function firstOverlap(periods: readonly PeriodDates[]): number {
  for (let i = 1; i < periods.length; i++)
    for (let j = 0; j < i; j++) if (periodsOverlap(periods[i], periods[j])) return i;
  return -1;
}

/** Whether a period covers `day` or starts after it: it can still be sold. */
export const periodSellableFrom = (p: PeriodDates, day: string) => p.periodEnd >= day;

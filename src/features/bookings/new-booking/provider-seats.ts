import type { TicketAvailability } from '../../../../contract';
import { addDaysUtc } from '../../../../domain/dates';

/**
 * What the form shows of a slot's provider availability while the agent chooses (issue 26 item 3): the
 * carousel's marked days, the places left beside a slot, and the days the terms notes name.
 */

/** How many days one availability answer covers (the server's calendar window). */
export const PROVIDER_CALENDAR_DAYS = 14;

/**
 * The first day to ask the provider's calendar from: the carousel's first day, so moving along the
 * carousel reads the same kept answer; the chosen day itself when it lies outside that window (a
 * booking resumed from the outbox).
 */
export function calendarFrom(first: string, date: string | null): string {
  if (!date || (date >= first && date <= addDaysUtc(first, PROVIDER_CALENDAR_DAYS - 1))) return first;
  return date;
}

export type ProviderDayMark = 'SOLD_OUT' | 'CLOSED';

/** The days the provider has closed or sold out, as the carousel marks them. */
export function markedDays(
  seats: TicketAvailability | null | undefined,
): ReadonlyMap<string, ProviderDayMark> {
  const out = new Map<string, ProviderDayMark>();
  for (const d of seats?.days ?? [])
    if (d.status === 'SOLD_OUT' || d.status === 'CLOSED') out.set(d.date, d.status);
  return out;
}

/** The text beside a slot: its departure's places left at the provider, or that it is sold out or closed. */
export function seatsDetail(
  seats: TicketAvailability | null | undefined,
): { text: string; values: Record<string, string | number>; warning: boolean } | null {
  const departure = seats?.departure;
  if (!seats || !departure) return null;
  const provider = seats.provider;
  if (departure.status === 'SOLD_OUT' || departure.vacancies === 0)
    return { text: 'Sold out at {{provider}}', values: { provider }, warning: true };
  if (departure.status === 'CLOSED')
    return { text: 'Closed at {{provider}}', values: { provider }, warning: true };
  if (departure.vacancies === null) return null;
  return {
    text: 'Places left at {{provider}}: {{n}}',
    values: { n: departure.vacancies, provider },
    warning: false,
  };
}

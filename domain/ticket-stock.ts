import type { TicketCodeStatus, TicketStockWarning } from '../contract/ticket-stock';
import { addDaysUtc } from './dates';

/**
 * Attraction-ticket stock rules (issue 25 items 9 and 10), shared by the server's stock view and
 * booking, and the tickets admin's screen.
 */

/** The spec's "expiring in 5 days": a code whose last day is within this many days from today. */
export const EXPIRY_WARNING_DAYS = 5;

/** A code's last day has passed (`today` on its supplier's calendar). A code without a date never expires. */
export const isExpired = (expiresOn: string | null, today: string): boolean =>
  expiresOn !== null && expiresOn < today;

/** Not expired yet, but its last day is today or one of the next five days. */
export const expiresSoon = (expiresOn: string | null, today: string): boolean =>
  expiresOn !== null && !isExpired(expiresOn, today) && expiresOn <= addDaysUtc(today, EXPIRY_WARNING_DAYS);

/** A code admits on a day (a booking's date) when it has no date or its last day is that day or later. */
export const validOn = (expiresOn: string | null, date: string): boolean => !isExpired(expiresOn, date);

export interface StockCounts {
  available: number;
  expired: number;
  freezed: number;
  expiresIn5Days: number;
  sold: number;
}

/**
 * A type's counts from its codes grouped by state and date: available and frozen count only codes not
 * yet expired; expired counts unsold codes past their date (a sold code's date is the guest's business);
 * expiring counts available codes that expire within five days.
 */
export function stockCounts(
  groups: ReadonlyArray<{ status: TicketCodeStatus; expiresOn: string | null; count: number }>,
  today: string,
): StockCounts {
  const c: StockCounts = { available: 0, expired: 0, freezed: 0, expiresIn5Days: 0, sold: 0 };
  for (const g of groups) {
    if (g.status === 'sold') c.sold += g.count;
    else if (isExpired(g.expiresOn, today)) c.expired += g.count;
    else if (g.status === 'frozen') c.freezed += g.count;
    else {
      c.available += g.count;
      if (expiresSoon(g.expiresOn, today)) c.expiresIn5Days += g.count;
    }
  }
  return c;
}

/** What the tickets admin is warned of: stock at or below the reorder level, codes about to expire. */
export function stockWarnings(s: {
  available: number;
  reorderLevel: number;
  expiresIn5Days: number;
}): TicketStockWarning[] {
  const out: TicketStockWarning[] = [];
  if (s.available <= s.reorderLevel) out.push('reorder');
  if (s.expiresIn5Days > 0) out.push('expiring');
  return out;
}

export interface CodesWanted {
  ticketTypeId: number;
  /** TicketPaxType: 0 adult, 1 child, 2 infant. */
  paxType: number;
  count: number;
}

/**
 * The codes a booking takes: each guest one code of every type their kind lists (a combined ticket,
 * such as Burj Khalifa with the Aquarium, lists two types and takes one code of each per guest).
 */
export function codesWanted(
  types: { adult: readonly number[]; child: readonly number[]; infant: readonly number[] },
  pax: { adults: number; children: number; infants: number },
): CodesWanted[] {
  const kinds: Array<[number, readonly number[], number]> = [
    [0, types.adult, pax.adults],
    [1, types.child, pax.children],
    [2, types.infant, pax.infants],
  ];
  return kinds.flatMap(([paxType, ids, count]) =>
    count > 0 ? [...new Set(ids)].map((ticketTypeId) => ({ ticketTypeId, paxType, count })) : [],
  );
}

/**
 * How long a booking held unconfirmed (an OCTO reservation) keeps its attraction-ticket codes: what the
 * reseller asked (or the default), within the maximum, and never longer than the shortest reservation
 * time of the ticket types it took codes of (minutes; 0 on a type: no limit of its own). The codes go
 * back to stock when the hold lapses, so a reseller's basket cannot sit on scarce codes for two hours.
 */
export function holdMinutes(asked: number, max: number, reservationTimes: readonly number[]): number {
  const limits = reservationTimes.filter((m) => m > 0);
  return Math.min(asked, max, ...limits);
}

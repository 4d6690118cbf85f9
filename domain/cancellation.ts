import { isValidCancellationRule } from '../contract/cancellation-policy';
import { MONEY_SCALE } from './money';

/** A cancellation policy row: cancelled at least `hours` before the tour refunds `percents` %. */
export interface CancellationRule {
  hours: number;
  percents: number;
}

/** A row is valid only when hours and percents are both non-zero (spec 02, section 5). */
export const isValidRule = (r: CancellationRule) => isValidCancellationRule(r);

/**
 * Refund percent for a cancellation `hoursBefore` the tour starts: the rule with the longest notice the
 * cancellation still meets; none met (or no policy) refunds nothing.
 */
export function refundPercent(policy: CancellationRule[], hoursBefore: number): number {
  const met = policy
    .filter((r) => isValidRule(r) && hoursBefore >= r.hours)
    .sort((a, b) => b.hours - a.hours);
  return met.length > 0 ? Math.min(100, met[0].percents) : 0;
}

/** A new row of the editor: 0 hours, 0 percent (invalid until both are filled in). */
export const newCancellationRule = (): CancellationRule => ({ hours: 0, percents: 0 });

/** Money units (1/10000) in a cent. */
const UNITS_PER_CENT = MONEY_SCALE / 100;

/** A booking's money on the agent's lists, in 1/10000 of the currency (domain/money.ts units). */
export interface AgencyMoney {
  grossSales: number;
  agencyReceivable: number;
}

/**
 * The share (percent) of a booking's money that stands: all of a booking that stands; of a cancelled
 * one, what its refund did not give back (no policy met, or none recorded, refunds nothing).
 */
export function keptPercent(cancelled: boolean, refund: number | null): number {
  if (!cancelled) return 100;
  return 100 - Math.min(100, Math.max(0, refund ?? 0));
}

/**
 * What the agency keeps of a booking (issue 24 item 4): a cancellation that refunds p % gives the
 * guest p % of the gross back and the agency p % of what it owes, so gross, receivable and the
 * commission between them shrink to (100 − p) %. The invoice's 'Due after cancellation', the
 * commissions list, its totals and commissions.xlsx all read this. The amounts are whole cents (money
 * changes hands in cents; the list, its totals and the file then add up to the cent), and the
 * commission is gross less receivable, so the three add up too.
 */
export function moneyKept(
  money: AgencyMoney,
  cancelled: boolean,
  refund: number | null,
): AgencyMoney & { commission: number } {
  const kept = keptPercent(cancelled, refund);
  const grossSales = keptUnits(money.grossSales, kept);
  const agencyReceivable = keptUnits(money.agencyReceivable, kept);
  return { grossSales, agencyReceivable, commission: grossSales - agencyReceivable };
}

/**
 * `kept` percent of an amount, to the cent, half up, in integer arithmetic (units × percent fit in a
 * double exactly). The commissions' totals are summed in SQL by this very formula
 * (server/modules/bookings/list-repo.ts `KEPT_UNITS_SQL`), so the totals are the sum of the rows.
 */
export function keptUnits(units: number, kept: number): number {
  const perCent = 100 * UNITS_PER_CENT;
  return Math.floor((units * kept + perCent / 2) / perCent) * UNITS_PER_CENT;
}

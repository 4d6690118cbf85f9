import { isValidCancellationRule } from '../contract/cancellation-policy';

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

/** A cancellation policy row: cancelled at least `hours` before the tour refunds `percents` %. */
export interface CancellationRule {
  hours: number;
  percents: number;
}

/** A row is valid only when hours and percents are both non-zero (spec 02, section 5). */
export const isValidRule = (r: CancellationRule) => r.hours > 0 && r.percents > 0;

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

/**
 * What an edit of the policy editor leaves (spec 02 section 5: "an edit with an invalid row is
 * ignored"): the edited list when every row is valid, else the last valid list. The editor keeps
 * showing the user's invalid row locally, with its warning, until it becomes valid.
 */
export function acceptPolicyEdit<T extends CancellationRule>(
  previous: readonly T[],
  edited: readonly T[],
): readonly T[] {
  return edited.every(isValidRule) ? edited : previous;
}

/** A new row of the editor: 0 hours, 0 percent (invalid until both are filled in). */
export const newCancellationRule = (): CancellationRule => ({ hours: 0, percents: 0 });

import { describe, expect, it } from 'vitest';
import { savedCancellationPolicySchema } from '../../../contract';
import { isValidRule, newCancellationRule, refundPercent } from '../../../domain/cancellation';

const policy = [
  { hours: 24, percents: 100 },
  { hours: 12, percents: 50 },
  { hours: 0, percents: 30 },
];

describe('refund percent by hours before the tour', () => {
  it('takes the rule with the longest notice the cancellation meets', () => {
    expect(refundPercent(policy, 48)).toBe(100);
    expect(refundPercent(policy, 24)).toBe(100);
    expect(refundPercent(policy, 23.9)).toBe(50);
    expect(refundPercent(policy, 12)).toBe(50);
  });

  it('refunds nothing when no rule is met, for an invalid row, or without a policy', () => {
    expect(refundPercent(policy, 11)).toBe(0);
    expect(refundPercent([], 100)).toBe(0);
    expect(refundPercent([{ hours: 0, percents: 100 }], 5)).toBe(0);
    expect(refundPercent(policy, -3)).toBe(0);
  });
});

describe('cancellation policy editing (spec 02 section 5)', () => {
  it('a row is valid only when hours and percents are both non-zero', () => {
    expect(isValidRule({ hours: 24, percents: 50 })).toBe(true);
    expect(isValidRule({ hours: 0, percents: 50 })).toBe(false);
    expect(isValidRule({ hours: 24, percents: 0 })).toBe(false);
    expect(isValidRule(newCancellationRule())).toBe(false);
  });

  it('a new row starts at 0 hours and 0 percent', () => {
    expect(newCancellationRule()).toEqual({ hours: 0, percents: 0 });
  });

  it('a saved policy with an invalid row is refused on that row, not dropped (issue 24 item 14)', () => {
    const result = savedCancellationPolicySchema.safeParse([
      { hours: 24, percents: 100 },
      { hours: 0, percents: 50 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.hours', 'Hours and percent must both be more than 0'],
    ]);
    expect(savedCancellationPolicySchema.safeParse([{ hours: 24, percents: 100 }]).success).toBe(true);
    expect(savedCancellationPolicySchema.safeParse([]).success).toBe(true);
  });
});

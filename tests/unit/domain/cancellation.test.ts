import { describe, expect, it } from 'vitest';
import { refundPercent } from '../../../domain/cancellation';

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

import { describe, expect, it } from 'vitest';
import {
  acceptPolicyEdit,
  isValidRule,
  newCancellationRule,
  refundPercent,
} from '../../../domain/cancellation';

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

  it('an edit leaving an invalid row is ignored: the previous policy stands', () => {
    const before = [{ hours: 24, percents: 100 }];
    expect(acceptPolicyEdit(before, [...before, newCancellationRule()])).toBe(before);
    expect(acceptPolicyEdit(before, [{ hours: 0, percents: 100 }])).toBe(before);
  });

  it('an edit with every row valid (or no row at all) is taken', () => {
    const before = [{ hours: 24, percents: 100 }];
    const edited = [...before, { hours: 2, percents: 10 }];
    expect(acceptPolicyEdit(before, edited)).toBe(edited);
    const none: typeof before = [];
    expect(acceptPolicyEdit(before, none)).toBe(none);
  });
});

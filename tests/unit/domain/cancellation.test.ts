import { describe, expect, it } from 'vitest';
import { savedCancellationPolicySchema } from '../../../contract';
import {
  isValidRule,
  keptPercent,
  keptUnits,
  moneyKept,
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

describe('what the agency keeps of a booking (issue 24 item 4)', () => {
  // The issue's booking: 101.37 gross, 20.27 commission, 81.10 receivable (in 1/10000 units).
  const money = { grossSales: 1_013_699, agencyReceivable: 810_959 };

  it('keeps everything of a booking that stands, to the cent', () => {
    expect(keptPercent(false, 50)).toBe(100);
    expect(moneyKept(money, false, 50)).toEqual({
      grossSales: 1_013_700,
      agencyReceivable: 811_000,
      commission: 202_700,
    });
  });

  it('keeps half of gross, commission and receivable after a 50 % refund, in cents that add up', () => {
    const kept = moneyKept(money, true, 50);
    expect(kept).toEqual({ grossSales: 506_800, agencyReceivable: 405_500, commission: 101_300 });
    expect(kept.grossSales).toBe(kept.agencyReceivable + kept.commission);
  });

  it('rounds a kept share to the cent, half up', () => {
    expect(keptUnits(1_013_699, 50)).toBe(506_800); // 50.684 95 → 50.68
    expect(keptUnits(1_013_700, 50)).toBe(506_900); // 50.685 → 50.69
    expect(keptUnits(0, 30)).toBe(0);
  });

  it('keeps nothing after a full refund, and everything when no policy refunded', () => {
    expect(moneyKept(money, true, 100)).toEqual({ grossSales: 0, agencyReceivable: 0, commission: 0 });
    expect(moneyKept(money, true, null).grossSales).toBe(1_013_700);
    expect(keptPercent(true, 0)).toBe(100);
    expect(keptPercent(true, 140)).toBe(0);
  });
});

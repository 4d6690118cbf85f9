import { describe, expect, it } from 'vitest';
import { firstOverlap, periodSellableFrom, periodsOverlap } from '../../../domain/valid-periods';

const p = (periodStart: string, periodEnd: string) => ({ periodStart, periodEnd });

describe('valid periods of one ticket', () => {
  it('overlap when they share a day, both ends included', () => {
    expect(periodsOverlap(p('2026-12-01', '2026-12-31'), p('2026-12-31', '2027-01-31'))).toBe(true);
    expect(periodsOverlap(p('2026-12-01', '2026-12-31'), p('2026-12-10', '2026-12-11'))).toBe(true);
    expect(periodsOverlap(p('2026-12-01', '2026-12-31'), p('2027-01-01', '2027-01-31'))).toBe(false);
    expect(periodsOverlap(p('2027-01-01', '2027-01-31'), p('2026-12-01', '2026-12-31'))).toBe(false);
  });

  it('names the first period that overlaps an earlier one, in any order', () => {
    expect(firstOverlap([])).toBe(-1);
    expect(firstOverlap([p('2026-12-01', '2026-12-31'), p('2027-01-01', '2027-01-31')])).toBe(-1);
    expect(
      firstOverlap([
        p('2027-01-01', '2027-01-31'),
        p('2026-11-01', '2026-11-30'),
        p('2026-11-30', '2026-12-05'),
      ]),
    ).toBe(2);
  });

  it('can be sold while its end is today or later', () => {
    expect(periodSellableFrom(p('2026-01-01', '2026-11-25'), '2026-11-25')).toBe(true);
    expect(periodSellableFrom(p('2026-12-01', '2026-12-31'), '2026-11-25')).toBe(true);
    expect(periodSellableFrom(p('2026-01-01', '2026-11-24'), '2026-11-25')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DayFlag } from '../../../contract';
import {
  isOfferedOn,
  isoWeekdayOf,
  maskToSelection,
  normaliseDaySelection,
  selectionToMask,
} from '../../../domain/day-mask';

describe('days-offered bitmask', () => {
  it('treats 0 and all seven days as every day', () => {
    for (let d = 1; d <= 7; d++) {
      expect(isOfferedOn(0, d)).toBe(true);
      expect(isOfferedOn(127, d)).toBe(true);
    }
  });

  it('offers only the flagged weekdays (Monday 1 … Sunday 64)', () => {
    const friSat = DayFlag.Friday | DayFlag.Saturday;
    expect([1, 2, 3, 4, 5, 6, 7].filter((d) => isOfferedOn(friSat, d))).toEqual([5, 6]);
    expect(isOfferedOn(DayFlag.Sunday, 7)).toBe(true);
    expect(isOfferedOn(DayFlag.Sunday, 1)).toBe(false);
  });

  it('finds the weekday of an API date without time-zone drift', () => {
    expect(isoWeekdayOf('2026-11-22')).toBe(7);
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
  });

  it("choosing 'all' clears the rest; an empty selection becomes all", () => {
    expect(normaliseDaySelection([1, 2], [1, 2, 0])).toEqual([0]);
    expect(normaliseDaySelection([0], [0, 4])).toEqual([4]);
    expect(normaliseDaySelection([4], [])).toEqual([0]);
    expect(selectionToMask([1, 2, 4, 8, 16, 32, 64])).toBe(0);
    expect(selectionToMask([16, 32])).toBe(48);
    expect(maskToSelection(48)).toEqual([16, 32]);
    expect(maskToSelection(0)).toEqual([0]);
  });
});

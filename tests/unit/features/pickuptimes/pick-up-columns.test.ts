import { describe, expect, it } from 'vitest';
import { pickUpTimeColumns, rowTimes } from '../../../../src/features/pickuptimes/components/pick-up-columns';
import type { RegionRow } from '../../../../src/features/pickuptimes/components/pick-up-rows';

const row: RegionRow = {
  regionId: 1,
  name: 'Marina',
  cityId: 2,
  cityName: 'Dubai',
  timeStart: 30,
  timeEnd: 30,
  isActive: true,
};

describe('pick-up time columns', () => {
  it('edit both ends of a fixed window, or minutes before the start', () => {
    const fixed = pickUpTimeColumns<RegionRow>(true, { start: 'From', end: 'To' }, 110);
    expect(fixed.map((c) => [c.id, c.header, c.width])).toEqual([
      ['timeStart', 'From', 110],
      ['timeEnd', 'To', 110],
    ]);
    const before = pickUpTimeColumns<RegionRow>(false, { start: 'From', end: 'To' }, 110);
    expect(before.map((c) => [c.id, c.header])).toEqual([['timeStart', 'Minutes before start']]);
  });

  it('keep minutes before the start in both ends; a fixed window as edited', () => {
    expect(rowTimes(false, row, { timeStart: 45 })).toEqual({ timeStart: 45, timeEnd: 45 });
    expect(rowTimes(false, row, { isActive: false })).toEqual({ isActive: false, timeEnd: 30 });
    expect(rowTimes(true, row, { timeStart: 420 })).toEqual({ timeStart: 420 });
  });
});

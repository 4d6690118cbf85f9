import { describe, expect, it } from 'vitest';
import { AVAILABILITY_DAYS } from '../../../contract/availability-bands';
import {
  chartDays,
  checkedInOnChart,
  fullnessBand,
  inTimeOrder,
  poolTotals,
  seatsLeft,
  seatsOf,
} from '../../../domain/availability';

const day = { capacity: 10, unitSold: 0, closed: false, offered: true };

describe('availability arithmetic', () => {
  it('leaves capacity less the unit’s sold seats, never below zero', () => {
    expect(seatsLeft(10, 0)).toBe(10);
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(10, 10)).toBe(0);
    // Capacity lowered under an old overbooking: nothing to sell, not minus two.
    expect(seatsLeft(10, 12)).toBe(0);
  });

  it('bands a day by the share of its unit sold: empty, low, medium (≥50%), high (≥80%), full', () => {
    expect(fullnessBand(day)).toBe('empty');
    expect(fullnessBand({ ...day, unitSold: 1 })).toBe('low');
    expect(fullnessBand({ ...day, unitSold: 4 })).toBe('low');
    expect(fullnessBand({ ...day, unitSold: 5 })).toBe('medium');
    expect(fullnessBand({ ...day, unitSold: 7 })).toBe('medium');
    expect(fullnessBand({ ...day, unitSold: 8 })).toBe('high');
    expect(fullnessBand({ ...day, unitSold: 9 })).toBe('high');
    expect(fullnessBand({ ...day, unitSold: 10 })).toBe('full');
    expect(fullnessBand({ ...day, unitSold: 11 })).toBe('full');
  });

  it('shows a closed day as closed and a weekday the slot does not run as not running, whatever was sold', () => {
    expect(fullnessBand({ ...day, unitSold: 10, closed: true })).toBe('closed');
    expect(fullnessBand({ ...day, closed: true, offered: false })).toBe('closed');
    expect(fullnessBand({ ...day, unitSold: 3, offered: false })).toBe('notRunning');
  });

  it('adds a shared pool’s slots day by day', () => {
    expect(
      poolTotals(
        [
          [1, 0, 2],
          [3, 4, 0],
        ],
        3,
      ),
    ).toEqual([4, 4, 2]);
    expect(poolTotals([], 2)).toEqual([0, 0]);
    expect(poolTotals([[5]], 3)).toEqual([5, 0, 0]);
  });

  it('lists the chart’s days from the first, across a month end, bounded to the maximum', () => {
    expect(chartDays('2026-11-29', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(chartDays('2026-11-29', 0)).toEqual(['2026-11-29']);
    expect(chartDays('2026-01-01', 500)).toHaveLength(AVAILABILITY_DAYS.max);
  });

  it('counts every guest a booking brings as a seat', () => {
    expect(seatsOf({ numAdults: 2, numChildren: 1, numInfants: 1 })).toBe(4);
  });
});

describe("the chart's guests checked in", () => {
  it('counts from the day of the tour on, and on any day someone is checked in; nothing on days to come', () => {
    expect(checkedInOnChart('2026-11-28', '2026-11-28', 0)).toBe(0);
    expect(checkedInOnChart('2026-11-20', '2026-11-28', 14)).toBe(14);
    expect(checkedInOnChart('2026-11-29', '2026-11-28', 0)).toBeNull();
    expect(checkedInOnChart('2026-11-29', '2026-11-28', 3)).toBe(3);
  });
});

describe('a day’s slot cards on a phone (issue 24 item 17)', () => {
  it('read in time order, slots without a time last, then by name', () => {
    const slots = [
      { id: 1, name: 'Sunset', startTime: '17:30' },
      { id: 2, name: 'Anytime pass', startTime: null },
      { id: 3, name: 'Morning boat', startTime: '08:00' },
      { id: 4, name: 'Early boat', startTime: '08:00' },
      { id: 5, name: 'Noon', startTime: '12:00' },
    ];
    expect(inTimeOrder(slots).map((s) => s.id)).toEqual([4, 3, 5, 1, 2]);
    expect(slots.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

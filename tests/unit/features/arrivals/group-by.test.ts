import { describe, expect, it } from 'vitest';
import { mergeOutbox } from '../../../../src/features/arrivals/model/arrival-rows';
import { telHref } from '../../../../domain/phone';
import { groupBookingsHref } from '../../../../src/features/arrivals/model/display';
import { groupByGroupId, hotelsOf } from '../../../../src/features/arrivals/model/group-by';
import { arrival } from './fixtures';

describe('guests by group', () => {
  it('makes one card per group in list order, even when its guests are apart', () => {
    const rows = mergeOutbox(
      [
        arrival({ id: 1, groupId: 'B' }),
        arrival({ id: 2, groupId: 'A' }),
        arrival({ id: 3, groupId: 'B', hotelId: 6, hotelName: 'Rove' }),
      ],
      [],
      0,
    );
    const groups = groupByGroupId(rows);
    expect(groups.map((g) => [g.groupId, g.rows.map((r) => r.arrival.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
    expect(hotelsOf(groups[0])).toEqual([
      { id: 5, name: 'Atlantis The Palm' },
      { id: 6, name: 'Rove' },
    ]);
  });

  it("links a group's bookings by its base64 id, and calls numbers by their digits", () => {
    expect(groupBookingsHref('TD-2605-0001')).toBe(`/agent/bookings/g-${btoa('TD-2605-0001')}`);
    expect(groupBookingsHref('??>')).toBe('/agent/bookings/g-Pz8%2B');
    expect(telHref('+971 (50) 123-45')).toBe('tel:+9715012345');
  });
});

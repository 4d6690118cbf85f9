import { describe, expect, it } from 'vitest';
import {
  codesWanted,
  expiresSoon,
  holdMinutes,
  isExpired,
  stockCounts,
  stockWarnings,
} from '../../../domain/ticket-stock';

describe('attraction-ticket stock rules', () => {
  const today = '2026-11-28';

  it('expires a code after its last day, and warns of one that ends within five days', () => {
    expect(isExpired('2026-11-27', today)).toBe(true);
    expect(isExpired('2026-11-28', today)).toBe(false);
    expect(isExpired(null, today)).toBe(false);
    expect(expiresSoon('2026-11-28', today)).toBe(true);
    expect(expiresSoon('2026-12-03', today)).toBe(true);
    expect(expiresSoon('2026-12-04', today)).toBe(false);
    expect(expiresSoon('2026-11-27', today)).toBe(false);
    expect(expiresSoon(null, today)).toBe(false);
  });

  it('counts available, frozen and expiring codes not yet expired, and expired unsold ones', () => {
    expect(
      stockCounts(
        [
          { status: 'available', expiresOn: null, count: 10 },
          { status: 'available', expiresOn: '2026-12-01', count: 3 },
          { status: 'available', expiresOn: '2026-11-20', count: 2 },
          { status: 'frozen', expiresOn: '2027-01-01', count: 4 },
          { status: 'frozen', expiresOn: '2026-11-01', count: 1 },
          { status: 'sold', expiresOn: '2026-11-01', count: 7 },
        ],
        today,
      ),
    ).toEqual({ available: 13, expiresIn5Days: 3, expired: 3, freezed: 4, sold: 7 });
  });

  it('warns at the reorder level and of codes about to expire', () => {
    expect(stockWarnings({ available: 25, reorderLevel: 25, expiresIn5Days: 0 })).toEqual(['reorder']);
    expect(stockWarnings({ available: 26, reorderLevel: 25, expiresIn5Days: 2 })).toEqual(['expiring']);
    expect(stockWarnings({ available: 26, reorderLevel: 25, expiresIn5Days: 0 })).toEqual([]);
  });

  it("wants one code of each of a kind's types per guest, none for a kind without guests", () => {
    expect(
      codesWanted({ adult: [1, 2, 1], child: [3], infant: [4] }, { adults: 2, children: 0, infants: 1 }),
    ).toEqual([
      { ticketTypeId: 1, paxType: 0, count: 2 },
      { ticketTypeId: 2, paxType: 0, count: 2 },
      { ticketTypeId: 4, paxType: 2, count: 1 },
    ]);
  });
});

describe('how long a held booking keeps its codes (reservation time)', () => {
  it('is what the reseller asked, within the maximum, and at most the shortest reservation time', () => {
    expect(holdMinutes(30, 120, [])).toBe(30);
    expect(holdMinutes(500, 120, [])).toBe(120);
    expect(holdMinutes(60, 120, [15, 45])).toBe(15);
    expect(holdMinutes(10, 120, [15])).toBe(10);
    // 0 on a type: no limit of its own.
    expect(holdMinutes(60, 120, [0, 0])).toBe(60);
    expect(holdMinutes(60, 120, [0, 20])).toBe(20);
  });
});

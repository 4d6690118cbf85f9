import { describe, expect, it } from 'vitest';
import { splitInProportion } from '../../../domain/money';

describe("a booking's amount over its unit items", () => {
  it('gives each share its weight and adds up to the amount exactly', () => {
    expect(splitInProportion(50000, [21000, 21000, 8000])).toEqual([21000, 21000, 8000]);
    // A per-trip price spread by the kinds' prices; the cent left over goes to the largest remainder.
    expect(splitInProportion(10001, [1, 1, 1])).toEqual([3334, 3334, 3333]);
    const shares = splitInProportion(12345, [185, 185, 0]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12345);
    expect(shares[2]).toBe(0);
  });

  it('splits evenly when no weight is positive, and gives nothing to split over nothing', () => {
    expect(splitInProportion(100, [0, 0])).toEqual([50, 50]);
    expect(splitInProportion(100, [])).toEqual([]);
  });
});

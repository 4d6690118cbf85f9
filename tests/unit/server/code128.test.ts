import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, fitsCode128 } from '../../../server/documents/code128';

describe('Code 128 set B', () => {
  it('encodes start B, the characters, the mod-103 checksum and stop', () => {
    // P J J 1 2 3 C are 48 42 42 17 18 19 35; checksum (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6
    // + 35·7) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('draws eleven modules a symbol and thirteen for the stop, bars and spaces alternating', () => {
    const { bars, modules } = code128Bars('DAD42');
    // start + 5 characters + checksum = 7 symbols of 11, and the stop of 13.
    expect(modules).toBe(7 * 11 + 13);
    // Three bars a symbol, four in the stop; none overlaps the next.
    expect(bars).toHaveLength(7 * 3 + 4);
    for (let i = 1; i < bars.length; i++)
      expect(bars[i][0]).toBeGreaterThan(bars[i - 1][0] + bars[i - 1][1] - 1);
  });

  it('carries printable ASCII only', () => {
    expect(fitsCode128('DAD-123 x')).toBe(true);
    expect(fitsCode128('Билет')).toBe(false);
    expect(() => code128Values('')).toThrow('printable ASCII only');
  });
});

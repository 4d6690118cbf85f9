import { describe, expect, it } from 'vitest';
import { seoHint } from '../../../domain/seo-hints';

const chars = (n: number) => 'x'.repeat(n);

describe('SEO length hints (spec 02: title 50 < length < 70, description 1 < length < 155)', () => {
  it.each([
    [50, false],
    [51, true],
    [69, true],
    [70, false],
  ])('a page title of %i characters is valid: %s', (n, valid) => {
    expect(seoHint('title', chars(n))).toEqual({ length: n, band: { min: 50, max: 70 }, valid });
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [154, true],
    [155, false],
  ])('a description of %i characters is valid: %s', (n, valid) => {
    expect(seoHint('description', chars(n)).valid).toBe(valid);
  });

  it('other fields show the length only, never invalid', () => {
    expect(seoHint('other', chars(500))).toEqual({ length: 500, band: null, valid: true });
  });
});

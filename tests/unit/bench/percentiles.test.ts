import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatencies } from '../../../bench/percentiles';

describe('bench latency percentiles', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('reads the nearest-rank percentile of sorted values', () => {
    expect(percentile(hundred, 95)).toBe(95);
  });

  it('reads the median of an odd count as its middle value', () => {
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
  });

  it('reads the top value for the 100th percentile and the first for tiny ones', () => {
    expect([percentile(hundred, 100), percentile(hundred, 0.1)]).toEqual([100, 1]);
  });

  it('has no percentile without values', () => {
    expect(percentile([], 95)).toBeNaN();
  });

  it('summarizes unsorted response times without changing them', () => {
    const times = [30, 10, 20, 40, 1000];
    expect(summarizeLatencies(times)).toEqual({ count: 5, p50: 30, p95: 1000, p99: 1000, max: 1000 });
  });

  it('leaves the caller’s array in its order', () => {
    const times = [3, 1, 2];
    summarizeLatencies(times);
    expect(times).toEqual([3, 1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import type { WriteVersion } from '../../server/db/write-version';
import { ResultCache } from '../../server/http/result-cache';

function mark(): WriteVersion & { n: number } {
  return {
    n: 0,
    async current() {
      return String(this.n);
    },
    async bump() {
      this.n += 1;
    },
  };
}

describe('answers kept under the write mark', () => {
  it('computes once for readers that come together, and again after a write', async () => {
    const writes = mark();
    const cache = new ResultCache<string>(writes, { maxEntries: 10, maxAgeMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `answer ${computed}`;
    };
    expect(await Promise.all([cache.get('q', compute), cache.get('q', compute), cache.get('q', compute)])).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.get('q', compute)).toBe('answer 1');
    await writes.bump();
    expect(await cache.get('q', compute)).toBe('answer 2');
    expect(computed).toBe(2);
  });

  it('keeps queries apart and forgets an answer after its time even when nothing was written', async () => {
    const cache = new ResultCache<string>(mark(), { maxEntries: 10, maxAgeMs: 30 });
    let computed = 0;
    const compute = (name: string) => async () => `${name} ${++computed}`;
    expect(await cache.get('a', compute('a'))).toBe('a 1');
    expect(await cache.get('b', compute('b'))).toBe('b 2');
    expect(await cache.get('a', compute('a'))).toBe('a 1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', compute('a'))).toBe('a 3');
  });

  it('computes anew when the caller asks for a fresh answer, and keeps that one', async () => {
    const cache = new ResultCache<string>(mark(), { maxEntries: 10, maxAgeMs: 60_000 });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('q', compute)).toBe('answer 1');
    expect(await cache.get('q', compute, true)).toBe('answer 2');
    expect(await cache.get('q', compute)).toBe('answer 2');
  });

  it('keeps nothing from a computation that failed', async () => {
    const cache = new ResultCache<string>(mark(), { maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cache.get('q', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('q', async () => 'back')).toBe('back');
  });
});

import { describe, expect, it } from 'vitest';
import { WRITE_AREAS, type WriteArea, type WriteVersion } from '../../server/db/write-version';
import { KeptAnswers, ResultCache } from '../../server/http/result-cache';

/** Write marks per area, in memory, as the SQLite mark keeps them. */
function mark(): WriteVersion {
  const n = new Map<WriteArea, number>();
  return {
    async current(areas = WRITE_AREAS) {
      return areas.map((a) => n.get(a) ?? 0).join('.');
    },
    async bump(areas = WRITE_AREAS) {
      for (const a of areas) n.set(a, (n.get(a) ?? 0) + 1);
    },
  };
}

const MB = 1024 * 1024;
const cacheOf = (writes: WriteVersion, maxAgeMs = 60_000, kept = new KeptAnswers({ maxBytes: MB })) =>
  new ResultCache<string>(kept, writes, { name: 'test', reads: ['bookings'], maxAgeMs });

describe('answers kept under the write mark', () => {
  it('computes once for readers that come together, and again after a write', async () => {
    const writes = mark();
    const cache = cacheOf(writes);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `answer ${computed}`;
    };
    expect(
      await Promise.all([cache.get('q', compute), cache.get('q', compute), cache.get('q', compute)]),
    ).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.get('q', compute)).toBe('answer 1');
    await writes.bump();
    expect(await cache.get('q', compute)).toBe('answer 2');
    expect(computed).toBe(2);
  });

  it('keeps queries apart and forgets an answer after its time even when nothing was written', async () => {
    const cache = cacheOf(mark(), 30);
    let computed = 0;
    const compute = (name: string) => async () => `${name} ${++computed}`;
    expect(await cache.get('a', compute('a'))).toBe('a 1');
    expect(await cache.get('b', compute('b'))).toBe('b 2');
    expect(await cache.get('a', compute('a'))).toBe('a 1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('a', compute('a'))).toBe('a 3');
  });

  it('computes anew when the caller asks for a fresh answer, and keeps that one', async () => {
    const cache = cacheOf(mark());
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('q', compute)).toBe('answer 1');
    expect(await cache.get('q', compute, true)).toBe('answer 2');
    expect(await cache.get('q', compute)).toBe('answer 2');
  });

  it('keeps nothing from a computation that failed', async () => {
    const cache = cacheOf(mark());
    await expect(cache.get('q', async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('q', async () => 'back')).toBe('back');
  });

  it('recomputes after a write to an area it reads, or one that names no area, and keeps it through writes elsewhere', async () => {
    const writes = mark();
    const cache = cacheOf(writes);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('q', compute)).toBe('answer 1');
    await writes.bump(['catalogue', 'arrivals', 'sessions']);
    expect(await cache.get('q', compute)).toBe('answer 1');
    await writes.bump(['catalogue', 'bookings']);
    expect(await cache.get('q', compute)).toBe('answer 2');
    await writes.bump();
    expect(await cache.get('q', compute)).toBe('answer 3');
  });

  it('keeps answers within a bound in bytes, dropping the least recently read, and never one larger than the bound', async () => {
    const kept = new KeptAnswers({ maxBytes: 100_000 });
    const writes = mark();
    const pages = new ResultCache<Buffer>(kept, writes, {
      name: 'pages',
      reads: ['bookings'],
      maxAgeMs: 60_000,
    });
    let computed = 0;
    const page = (bytes: number) => async () => {
      computed += 1;
      return Buffer.alloc(bytes, 'x');
    };
    for (const q of ['a', 'b', 'c']) await pages.get(q, page(30_000));
    expect(kept.bytes).toBeGreaterThan(90_000);
    await pages.get('a', page(30_000)); // 'a' is read again: 'b' is now the least recently read
    expect(computed).toBe(3);
    await pages.get('d', page(30_000));
    expect(kept.bytes).toBeLessThanOrEqual(100_000);
    await pages.get('a', page(30_000));
    await pages.get('c', page(30_000));
    expect(computed).toBe(4);
    await pages.get('b', page(30_000));
    expect(computed).toBe(5);

    await pages.get('huge', page(200_000));
    await pages.get('huge', page(200_000));
    expect(computed).toBe(7);
    expect(kept.bytes).toBeLessThanOrEqual(100_000);
  });

  it('keeps nothing when given no memory, yet answers', async () => {
    const kept = new KeptAnswers({ maxBytes: 0 });
    const cache = cacheOf(mark(), 60_000, kept);
    let computed = 0;
    expect(await cache.get('q', async () => `answer ${++computed}`)).toBe('answer 1');
    expect(await cache.get('q', async () => `answer ${++computed}`)).toBe('answer 2');
    expect(kept.bytes).toBe(0);
  });
});

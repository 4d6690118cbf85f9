import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WriteVersion } from '../db/write-version';

export interface ResultCacheOptions {
  /** Distinct queries kept (each a serialized page of up to a few hundred rows). */
  maxEntries: number;
  /**
   * How long a kept answer may serve even while the write mark stands still: a net for writes that
   * never moved it (another program changing PostgreSQL directly, an instance that died between its
   * commit and its mark).
   */
  maxAgeMs: number;
}

interface Kept<T> {
  version: string;
  body: T;
}

/**
 * Answers of read-only queries kept (serialized, ready to send), each under the write mark read before it was computed,
 * and served while the mark has not moved. One reader computes a missing answer; concurrent readers of
 * the same query wait for it rather than running the same heavy query side by side.
 */
export class ResultCache<T> {
  private readonly kept: LRUCache<string, Kept<T>>;
  private readonly computing = new Map<string, Promise<Kept<T>>>();

  constructor(
    private readonly writes: WriteVersion,
    options: ResultCacheOptions,
  ) {
    this.kept = new LRUCache({ max: options.maxEntries, ttl: options.maxAgeMs });
  }

  /** `fresh`: compute even when a kept answer is current (a caller's Cache-Control: no-cache). */
  async get(key: string, compute: () => Promise<T>, fresh = false): Promise<T> {
    const version = await this.writes.current();
    const flightKey = `${version}\u0000${key}`;
    if (!fresh) {
      const kept = this.kept.get(key);
      if (kept?.version === version) return kept.body;
      const shared = this.computing.get(flightKey);
      if (shared) return (await shared).body;
    }
    const flight = compute().then((body) => ({ version, body }));
    // A fresh computation is kept for later readers but never shared with, or instead of, a running one.
    if (!fresh) this.computing.set(flightKey, flight);
    void flight.then(
      (computed) => {
        if (this.computing.get(flightKey) === flight) this.computing.delete(flightKey);
        this.kept.set(key, computed);
      },
      () => {
        if (this.computing.get(flightKey) === flight) this.computing.delete(flightKey);
      },
    );
    return (await flight).body;
  }
}

/**
 * Answers a read-only route from the pages kept under `key` (anything JSON can spell: the caller's
 * scope and query), computing and keeping it when the write mark has moved. The page is kept as the
 * route's own serializer wrote it, in bytes, so a kept page is neither validated nor encoded again for
 * every reader; Fastify passes bytes through, though the route's response type cannot say so.
 */
export async function sendKept(
  pages: ResultCache<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: unknown,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await pages.get(JSON.stringify(key), async () => Buffer.from(reply.serialize(await compute()) as string), wantsFresh(request));
  return reply.type('application/json; charset=utf-8').send(body as never);
}

/** The caller asks for an answer computed now (RFC 9111 no-cache), as the bench does to time the query. */
const wantsFresh = (request: FastifyRequest) => /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');

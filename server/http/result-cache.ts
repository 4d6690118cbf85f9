import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WriteArea, WriteVersion } from '../db/write-version';

/** A kept answer: its bytes (or text) and the write marks read before it was computed. */
interface Kept<T extends Body = Body> {
  version: string;
  body: T;
}
type Body = Buffer | string;

/** What an entry costs beyond its answer: the map's node, the key's and mark's strings, the objects. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * The memory all kept answers of an instance share, bounded in bytes (KEPT_LISTS_MB), not in entries:
 * a page of a thousand bookings is a hundred times one of ten, and a count bound let an instance keep
 * hundreds of MB. The least recently read go first; an answer larger than the whole bound is not kept.
 */
export class KeptAnswers {
  private readonly lru: LRUCache<string, Kept> | null;

  constructor(options: { maxBytes: number }) {
    this.lru =
      options.maxBytes > 0
        ? new LRUCache<string, Kept>({
            maxSize: options.maxBytes,
            sizeCalculation: (kept, key) =>
              (typeof kept.body === 'string' ? Buffer.byteLength(kept.body) : kept.body.byteLength) +
              2 * (key.length + kept.version.length) +
              ENTRY_OVERHEAD_BYTES,
          })
        : null;
  }

  /** The bytes kept now. */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  get<T extends Body>(key: string): Kept<T> | undefined {
    return this.lru?.get(key) as Kept<T> | undefined;
  }

  set(key: string, kept: Kept, ttl: number): void {
    this.lru?.set(key, kept, { ttl });
  }
}

export interface ResultCacheOptions {
  /** Keeps this cache's answers apart from other caches' in the shared memory. */
  name: string;
  /**
   * Every area whose rows the answers show (server/db/write-version.ts): a write to any of them drops
   * them, a write elsewhere leaves them kept. Leave one out and a list shows stale rows; when unsure,
   * name it.
   */
  reads: readonly WriteArea[];
  /**
   * How long a kept answer may serve even while the write marks stand still: a net for writes that
   * never moved them (another program changing PostgreSQL directly, an instance that died between its
   * commit and its mark).
   */
  maxAgeMs: number;
}

/**
 * Answers of read-only queries kept (serialized, ready to send), each under the write marks of its areas
 * read before it was computed, and served while those marks have not moved. One reader computes a
 * missing answer; concurrent readers of the same query wait for it rather than running the same heavy
 * query side by side.
 */
export class ResultCache<T extends Body> {
  private readonly computing = new Map<string, Promise<Kept<T>>>();

  constructor(
    private readonly kept: KeptAnswers,
    private readonly writes: WriteVersion,
    private readonly options: ResultCacheOptions,
  ) {}

  /** `fresh`: compute even when a kept answer is current (a caller's Cache-Control: no-cache). */
  async get(query: string, compute: () => Promise<T>, fresh = false): Promise<T> {
    const key = `${this.options.name}\u0000${query}`;
    const version = await this.writes.current(this.options.reads);
    const flightKey = `${version}\u0000${key}`;
    if (!fresh) {
      const kept = this.kept.get<T>(key);
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
        this.kept.set(key, computed, this.options.maxAgeMs);
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
 * scope and query), computing and keeping it when a write mark it reads has moved. The page is kept as
 * the route's own serializer wrote it, in bytes, so a kept page is neither validated nor encoded again
 * for every reader; Fastify passes bytes through, though the route's response type cannot say so.
 */
export async function sendKept(
  pages: ResultCache<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: unknown,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await pages.get(
    JSON.stringify(key),
    async () => Buffer.from(reply.serialize(await compute()) as string),
    wantsFresh(request),
  );
  return reply.type('application/json; charset=utf-8').send(body as never);
}

/** The caller asks for an answer computed now (RFC 9111 no-cache), as the bench does to time the query. */
export const wantsFresh = (request: FastifyRequest) =>
  /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');

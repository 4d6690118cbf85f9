import type { Db } from '../../db/database';
import { deleteAnswersFetchedBefore, findKeptAnswer, keepAnswer } from './cache-repo';

/**
 * A provider's answers kept in the database for a short time (contract EXTERNAL_CACHE_SECONDS), so every
 * API instance shares them and the API stays stateless; and a single-flight guard per instance, so while
 * one fetch of a key runs, other requests for it wait for that fetch instead of starting their own.
 * Failures are not kept: the next request asks the provider again. Each reader says how old an answer
 * it accepts: the slot editor shows seat counts, a booking only takes ids from it (the reserve checks).
 */

/** An answer and whether it came from the database (`kept`) or from the provider just now. */
export interface KeptAnswer<T> {
  value: T;
  kept: boolean;
}

const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();
/** Rows older than this are deleted when their provider writes a fresh one. */
const KEEP_STALE_MS = 24 * 3600_000;

/** The kept answer when it is at most `maxAgeSeconds` old (0: never), else the provider's, then kept. */
export async function keptAnswer<T>(
  db: Db,
  providerId: number,
  cacheKey: string,
  maxAgeSeconds: number,
  fetch: () => Promise<T>,
): Promise<KeptAnswer<T>> {
  if (maxAgeSeconds > 0) {
    const row = await findKeptAnswer(db, providerId, cacheKey);
    if (row && Date.now() - Date.parse(row.fetchedAt) < maxAgeSeconds * 1000) {
      try {
        return { value: JSON.parse(row.body) as T, kept: true };
      } catch {
        // A row we cannot read is replaced by a fresh answer below.
      }
    }
  }

  let flights = inFlight.get(db);
  if (!flights) inFlight.set(db, (flights = new Map()));
  const flightKey = `${providerId}\u0000${cacheKey}`;
  // A fetch already running started after any kept row we would refuse: it is fresh enough.
  const running = flights.get(flightKey);
  if (running) return { value: (await running) as T, kept: false };

  const flight = (async () => {
    const value = await fetch();
    const now = new Date();
    await keepAnswer(db, providerId, cacheKey, JSON.stringify(value), now.toISOString());
    await deleteAnswersFetchedBefore(db, providerId, new Date(now.getTime() - KEEP_STALE_MS).toISOString());
    return value;
  })();
  flights.set(flightKey, flight);
  try {
    return { value: await flight, kept: false };
  } finally {
    flights.delete(flightKey);
  }
}

/** The answer itself, kept for `ttlSeconds`. */
export async function cachedAnswer<T>(
  db: Db,
  providerId: number,
  cacheKey: string,
  ttlSeconds: number,
  fetch: () => Promise<T>,
): Promise<T> {
  return (await keptAnswer(db, providerId, cacheKey, ttlSeconds, fetch)).value;
}

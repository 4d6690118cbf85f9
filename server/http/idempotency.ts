import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/group-commit';
import { AppError } from './errors';
import { claimKey, deleteKeysCreatedBefore, findClaimedKey, storeAnswer } from './idempotency-repo';

export const IDEMPOTENCY_RETENTION_DAYS = 30;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/**
 * What a request is, as the router understood it: the matched route and its decoded parameters, not
 * the URL's text. `/API/languages/`, `/%61pi/languages` and `/api/languages` are one request, and two
 * ids that differ only in case (base64 ids do) are two.
 */
function routeOf(request: FastifyRequest): string {
  return `${request.routeOptions.url ?? request.url.split('?')[0]} ${JSON.stringify(request.params ?? {})}`;
}

function hashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${routeOf(request)}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a write at most once per Idempotency-Key and caller, in a write transaction (grouped on SQLite). The key is claimed with
 * INSERT … ON CONFLICT DO NOTHING in the same transaction as the write, so two instances racing on
 * one key serialise on the key's row: the second sees the first's committed answer and replays it.
 * A request that fails (throws) leaves no key behind, so the same key may be tried again.
 */
export async function runIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (trx: Db) => Promise<StoredAnswer<T>>,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (key === undefined) {
    const answer = await writeTransaction(db, write);
    reply.status(answer.status);
    return answer.body;
  }
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError('bad_request', 'Idempotency-Key must be 8 to 128 letters, digits or - _ . :');
  }
  const user = currentUser(request);
  const requestHash = hashOf(request);
  const outcome = await writeTransaction(db, async (trx) => {
    const claimed = await claimKey(trx, {
      userId: user.id,
      key,
      method: request.method,
      path: routeOf(request).slice(0, 500),
      requestHash,
      state: 'running',
      createdAt: new Date().toISOString(),
    });
    if (!claimed) {
      const existing = await findClaimedKey(trx, user.id, key);
      return { replayed: true as const, existing };
    }
    const answer = await write(trx);
    await storeAnswer(trx, user.id, key, answer.status, JSON.stringify(answer.body));
    return { replayed: false as const, answer };
  });

  if (!outcome.replayed) {
    reply.status(outcome.answer.status);
    return outcome.answer.body;
  }
  const { existing } = outcome;
  if (existing.requestHash !== requestHash) {
    throw new AppError('business_rule', 'This Idempotency-Key was already used for a different request');
  }
  if (existing.state !== 'done' || existing.statusCode == null) {
    throw new AppError('conflict', 'The same request is still being processed; try again in a moment');
  }
  reply.status(existing.statusCode).header('Idempotent-Replayed', 'true');
  return JSON.parse(existing.responseBody ?? 'null') as T;
}

/** Keys are kept for 30 days: long enough for any device to come back online and replay. */
export async function purgeOldIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - IDEMPOTENCY_RETENTION_DAYS * 24 * 3600_000).toISOString();
  await deleteKeysCreatedBefore(db, cutoff);
}

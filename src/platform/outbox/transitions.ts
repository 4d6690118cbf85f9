import { verdictOf, type OutboxVerdict } from './kinds';
import type { NewOutboxEntry, OutboxEntry, OutboxFailure } from './types';

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential back-off for network errors and 5xx: 2 s, 4 s, 8 s … at most 5 minutes, with jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** A new entry; its first idempotency key is its id unless its kind makes another (`key`). */
export function newEntry(input: NewOutboxEntry, id: string, now: number, key = id): OutboxEntry {
  return {
    ...input,
    id,
    key,
    createdAt: now,
    updatedAt: now,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
  };
}

export const startSending = (e: OutboxEntry, now: number): OutboxEntry => ({
  ...e,
  state: 'sending',
  updatedAt: now,
});

/**
 * What an HTTP answer (or a network failure, status 0) does to an entry, as its kind reads the
 * answer (kinds.ts verdictOf).
 */
export function afterAnswer(
  e: OutboxEntry,
  status: number,
  body: unknown,
  now: number,
  random = Math.random,
  replayed = false,
): OutboxEntry {
  return afterVerdict(e, verdictOf(e.kind, { status, body, replayed }), status, body, now, random);
}

/** The entry once its kind has said what the answer means. */
export function afterVerdict(
  e: OutboxEntry,
  verdict: OutboxVerdict,
  status: number,
  body: unknown,
  now: number,
  random = Math.random,
): OutboxEntry {
  const base = { ...e, updatedAt: now, needsSignIn: false };
  switch (verdict.outcome) {
    case 'done':
    case 'already-done':
      return {
        ...base,
        state: 'sent',
        result: body,
        error: undefined,
        ...(verdict.outcome === 'already-done' ? { alreadyDone: true } : {}),
      };
    case 'sign-in':
      return { ...base, state: 'waiting', needsSignIn: true, nextAttemptAt: now };
    case 'retry': {
      const attempts = e.attempts + 1;
      return {
        ...base,
        state: 'waiting',
        attempts,
        nextAttemptAt: now + backoffMs(attempts, random),
        error: failureOf(status, body, verdict.reason),
      };
    }
    // Someone else's change, or a refusal (capacity, cut-off, bad data): the user decides.
    case 'conflict':
    case 'refused':
      return { ...base, state: verdict.outcome, error: failureOf(status, body, verdict.reason) };
  }
}

function failureOf(status: number, body: unknown, reason: string | undefined): OutboxFailure {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { title?: string; message?: string };
  return {
    status,
    title: b.title ?? (status === 0 ? 'Offline' : String(status)),
    message:
      b.message ??
      (status === 0
        ? 'The network is not reachable; it will be sent when it is back'
        : 'The server did not accept it'),
    body,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** A send whose outcome was never known (the app closed mid-flight) is tried again with the same key. */
export const recoverInterrupted = (e: OutboxEntry, now: number): OutboxEntry =>
  e.state === 'sending' ? { ...e, state: 'waiting', nextAttemptAt: now, updatedAt: now } : e;

/** The user resends after a conflict or refusal: a new body needs a new idempotency key. */
export function resend(
  e: OutboxEntry,
  body: unknown,
  newKey: string,
  now: number,
  to: Pick<OutboxEntry, 'method' | 'path'> = e,
): OutboxEntry {
  return {
    ...e,
    method: to.method,
    path: to.path,
    body,
    key: newKey,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    updatedAt: now,
    error: undefined,
    needsSignIn: false,
    alreadyDone: undefined,
  };
}

/**
 * What one drain sends, entity by entity: each entity's entries in order, from its earliest unsent
 * one up to the first that is not waiting and due (or belongs to another user, whose session must
 * send it). An entity whose earliest unsent entry is not sendable now has no chain. The longest
 * chains come first, so that they start before the short ones fill the lanes.
 */
export function dueChains(all: OutboxEntry[], now: number, userId: number): OutboxEntry[][] {
  const chains = new Map<string, OutboxEntry[]>();
  const closed = new Set<string>();
  for (const e of [...all].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))) {
    if (e.state === 'sent' || closed.has(e.entity)) continue;
    if (e.state !== 'waiting' || e.nextAttemptAt > now || e.userId !== userId) {
      closed.add(e.entity);
      continue;
    }
    const chain = chains.get(e.entity);
    if (chain) chain.push(e);
    else chains.set(e.entity, [e]);
  }
  return [...chains.values()].sort((a, b) => b.length - a.length || a[0].createdAt - b[0].createdAt);
}

export const isPending = (e: OutboxEntry) => e.state === 'waiting' || e.state === 'sending';
export const needsUser = (e: OutboxEntry) => e.state === 'conflict' || e.state === 'refused';

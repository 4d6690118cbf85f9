import type { OutboxEntry, OutboxMethod } from './types';

/**
 * Operation kinds: what a feature tells the outbox about the writes it queues. The outbox itself
 * (queue, drain, the Outbox page) knows no feature; each kind is one file of its feature
 * (`src/features/<area>/outbox-kind.ts`, collected by src/outbox-kinds.ts). A kind file is read by
 * the service worker too, so it imports no React, no zod and no screen code: data and small functions.
 */

export interface OutboxRequest {
  method: OutboxMethod;
  path: string;
  body: unknown;
}

/** What came back for one send; status 0 is a network failure (no answer at all). */
export interface OutboxAnswer {
  status: number;
  body: unknown;
  /** The server answered from its idempotency store (`Idempotent-Replayed: true`): it had it already. */
  replayed: boolean;
}

/**
 * What an answer means for the operation:
 * - `done`: the server made the change now; `already-done`: it had made it before (a replay, or the
 *   same operation under another key): both are sent, and the answer is kept as the entry's result;
 * - `conflict`: someone changed the thing meanwhile; the answer carries the server's values and
 *   the user decides (keep theirs, take the server's);
 * - `refused`: the server will not do it as it is (capacity, cut-off, bad data); the user edits or
 *   discards it;
 * - `retry`: try again later with the same key (network, 5xx, a provider that did not answer);
 * - `sign-in`: keep it until the user signs in again.
 * `reason` is a stable code a screen can switch on (the server's `reason`, or the kind's own).
 */
export type OutboxVerdict =
  | { outcome: 'done' | 'already-done' | 'sign-in' }
  | { outcome: 'conflict' | 'refused' | 'retry'; reason?: string };

/** How the Outbox page, the lists of queued operations and their chips show one kind. */
export interface OutboxKindView {
  /** What the operation is, a text key: 'New booking'. */
  title: string;
  /** Where the user settles a conflict or refusal of this kind, and the button's text key. */
  resolve?: { text: string; href: (entry: OutboxEntry) => string };
  /** A line (text key) under a waiting entry that says why it waits, or null. */
  waitingNote?: (entry: OutboxEntry) => string | null;
  /**
   * The chip's text key where the state's own ('Waiting', 'Sent', 'Conflict'…) says too little, e.g.
   * 'Already checked in' for an entry sent as already done; undefined keeps the state's.
   */
  chipLabel?: (entry: OutboxEntry) => string | undefined;
}

export interface OutboxKind<Payload = unknown> {
  /** Stored with every entry: never rename a kind, since entries queued before an update carry it. */
  name: string;
  /** Operations on one entity are sent in order, and a stuck one holds back the later ones. */
  entity: (payload: Payload) => string;
  /**
   * The request, built once when the operation is queued (and again when the user resends it with
   * new values) and stored with the entry: the server keys a replay by the request's hash, so a send
   * after an app update must be byte for byte the one that may already have reached the server.
   */
  request: (payload: Payload) => OutboxRequest;
  /**
   * The Idempotency-Key of a send of `payload` (`fresh` is a new device-made UUID): by default the
   * fresh one, so every new body gets a new key (the server refuses one key for two bodies, 422).
   * Every kind is sent with a key; one whose payload carries its own device-made id the server keeps
   * unique (a booking's clientRef) stays once-only even after the server forgets the key (30 days).
   */
  idempotencyKey?: (payload: Payload, fresh: string) => string;
  /**
   * What an answer means; `httpVerdict` when absent. Network failures and 401 never reach it: they
   * say nothing about the operation, and the drain stops on them.
   */
  classify?: (answer: OutboxAnswer) => OutboxVerdict;
  view: OutboxKindView;
}

/** Declares a kind with its payload's type checked against its functions. */
export const defineOutboxKind = <Payload>(kind: OutboxKind<Payload>): OutboxKind<Payload> => kind;

const kinds = new Map<string, OutboxKind<any>>();

/**
 * Makes kinds known to this page or worker (src/outbox-kinds.ts, at start). Registering the same
 * kind again is harmless; two different kinds under one name are a mistake caught at once.
 */
export function registerOutboxKinds(list: readonly OutboxKind<any>[]): void {
  for (const kind of list) {
    const known = kinds.get(kind.name);
    if (known && known !== kind) throw new Error(`Two outbox kinds are named '${kind.name}'`);
    kinds.set(kind.name, kind);
  }
}

/** The kind of an entry, or undefined for one this version does not know (sent as stored, read by HTTP status). */
export const outboxKind = (name: string): OutboxKind<any> | undefined => kinds.get(name);

const recordOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/** The `reason` code of an answer's body, when it has one. */
export function reasonOf(body: unknown): string | undefined {
  const reason = recordOf(body).reason;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * Whether the answer says itself that sending it again cannot change it (`retryable: false`, as a
 * ticket provider's final refusal does), or that it may (`retryable: true`); undefined: it does not say.
 */
export function retryableOf(body: unknown): boolean | undefined {
  const retryable = recordOf(body).retryable;
  return typeof retryable === 'boolean' ? retryable : undefined;
}

/**
 * HTTP's own meaning, for kinds that add nothing to it: 2xx done (already done when replayed);
 * 408, 429 and 5xx retry (network, time-outs, a server or an outside system that may answer later),
 * unless the answer says it is final (`retryable: false`): then it goes to the user like a refusal,
 * never back in the queue; 409 a conflict; any other 4xx a refusal.
 */
export function httpVerdict({ status, body, replayed }: OutboxAnswer): OutboxVerdict {
  const reason = reasonOf(body);
  if (status >= 200 && status < 300) return { outcome: replayed ? 'already-done' : 'done' };
  if (status === 0 || status >= 500 || status === 408 || status === 429)
    return { outcome: status !== 0 && retryableOf(body) === false ? 'refused' : 'retry', reason };
  if (status === 401) return { outcome: 'sign-in' };
  if (status === 409) return { outcome: 'conflict', reason };
  return { outcome: 'refused', reason };
}

/** The verdict on an answer to an entry of kind `name`. */
export function verdictOf(name: string, answer: OutboxAnswer): OutboxVerdict {
  if (answer.status === 0) return { outcome: 'retry' };
  if (answer.status === 401) return { outcome: 'sign-in' };
  return (kinds.get(name)?.classify ?? httpVerdict)(answer);
}

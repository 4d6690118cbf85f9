export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an operation stands: waiting to be sent, on its way, done, or needing the user. */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'conflict' | 'refused';

export interface OutboxFailure {
  status: number;
  title: string;
  message: string;
  /** The server's whole answer (a conflict carries the current values). */
  body?: unknown;
  /** The kind's code for it (kinds.ts OutboxVerdict), e.g. 'price_changed'; absent on entries from before kinds. */
  reason?: string;
}

/**
 * One queued write. Written to IndexedDB before the UI says "saved"; holds no token (the service
 * worker sends it with the HttpOnly cookie).
 */
export interface OutboxEntry {
  id: string;
  /** Idempotency-Key: a new one whenever the body changes (a resend after a conflict). */
  key: string;
  userId: number;
  /** Its operation kind's name (kinds.ts): how it is answered and shown. */
  kind: string;
  /** Operations on one entity are sent in order; a stuck one holds back the later ones. */
  entity: string;
  /** The request as the kind built it when queued (kinds.ts OutboxKind.request). */
  method: OutboxMethod;
  path: string;
  body: unknown;
  /** What the Outbox page shows, e.g. "Room 1204 for Ivan Petrov". */
  label: string;
  createdAt: number;
  updatedAt: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  /** The last answer was 401: the entry waits until the user signs in again. */
  needsSignIn?: boolean;
  error?: OutboxFailure;
  result?: unknown;
  /** The server had made it before this send (a replay, or the same operation under another key). */
  alreadyDone?: boolean;
}

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'userId' | 'kind' | 'entity' | 'method' | 'path' | 'body' | 'label'
>;

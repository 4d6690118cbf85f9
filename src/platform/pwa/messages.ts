// Shared by the page and service-worker/sw.ts: the only messages the two exchange.

/** Messages a page sends to the service worker. */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'DRAIN_OUTBOX' };

/** Messages the service worker sends to its pages. */
export type WorkerToPageMessage = { type: 'OUTBOX_WAKE'; reason: 'sync' | 'message' };

/** Background Sync tag under which the outbox asks to be woken when the network returns. */
export const OUTBOX_SYNC_TAG = 'outbox';

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'OUTBOX_WAKE';
}

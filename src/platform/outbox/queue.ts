import { OUTBOX_SYNC_TAG, type PageToWorkerMessage } from '../pwa/messages';
import { drainOutbox } from './drain';
import { getEntry, onOutboxChange, putEntry, removeEntry } from './store';
import { isPending, newEntry, resend } from './transitions';
import type { OutboxKind } from './kinds';
import type { NewOutboxEntry, OutboxEntry } from './types';

const newId = () => crypto.randomUUID();

// The queue is ordered by createdAt: two edits of one group within a millisecond must still keep the
// order they were made in, so this page's entries get strictly increasing times.
let lastCreatedAt = 0;

/** One operation of a kind, as a feature queues it. */
export interface QueuedOperation<Payload> {
  userId: number;
  payload: Payload;
  /** What the Outbox page lists, e.g. "Room 1204 for Ivan Petrov". */
  label: string;
}

/**
 * Writes the operation to IndexedDB (so it survives a reload) and asks for it to be sent: its kind
 * names the entity it is ordered under, the request and its idempotency key.
 */
export async function enqueue<Payload>(
  kind: OutboxKind<Payload>,
  { userId, payload, label }: QueuedOperation<Payload>,
): Promise<OutboxEntry> {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  const id = newId();
  const input: NewOutboxEntry = {
    userId,
    kind: kind.name,
    entity: kind.entity(payload),
    ...kind.request(payload),
    label,
  };
  const entry = newEntry(input, id, lastCreatedAt, kind.idempotencyKey?.(payload, id) ?? id);
  await putEntry(entry);
  void requestDrain();
  return entry;
}

/**
 * The service worker sends when it controls the page (and Background Sync wakes it where the browser
 * has it); otherwise — first visit, iOS without sync, tests — the page sends itself.
 */
export async function requestDrain(): Promise<void> {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (controller) {
    const message: PageToWorkerMessage = { type: 'DRAIN_OUTBOX' };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- ServiceWorker.postMessage takes no origin
    controller.postMessage(message);
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
    return;
  }
  await drainOutbox();
}

/** Resolves with the entry once it is no longer waiting or sending, or as it is after `timeoutMs`. */
export function settled(id: string, timeoutMs = 8_000): Promise<OutboxEntry | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (entry: OutboxEntry | undefined) => {
      if (done) return;
      done = true;
      stop();
      clearTimeout(timer);
      resolve(entry);
    };
    const check = async () => {
      const entry = await getEntry(id);
      if (!entry || !isPending(entry)) finish(entry);
    };
    const stop = onOutboxChange(() => void check());
    const timer = setTimeout(() => void getEntry(id).then(finish), timeoutMs);
    void check();
  });
}

/**
 * After a conflict or refusal: send again with a new payload (and so a new idempotency key); `label`,
 * when the change renamed what the Outbox shows (another guest), so label and body stay one operation.
 */
export async function resendEntry<Payload>(
  kind: OutboxKind<Payload>,
  id: string,
  payload: Payload,
  label?: string,
): Promise<void> {
  const entry = await getEntry(id);
  if (!entry) return;
  const { body, ...to } = kind.request(payload);
  const fresh = newId();
  const key = kind.idempotencyKey?.(payload, fresh) ?? fresh;
  await putEntry({ ...resend(entry, body, key, Date.now(), to), ...(label ? { label } : {}) });
  void requestDrain();
}

/** The user decided to drop the operation. */
export const discardEntry = (id: string) => removeEntry(id);

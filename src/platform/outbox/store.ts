import { createStore, del, delMany, get, set, setMany, values, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './types';

// One IndexedDB database shared by the page and the service worker; a BroadcastChannel tells every
// tab (and the worker) that it changed, since IndexedDB has no change events.
const CHANNEL = 'caravan-outbox';
let store: UseStore | null = null;
const db = () => (store ??= createStore('caravan-outbox', 'entries'));

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
  channel.postMessage({ type: 'changed' });
  channel.close();
}

export async function allEntries(): Promise<OutboxEntry[]> {
  return (await values<OutboxEntry>(db())).sort((a, b) => a.createdAt - b.createdAt);
}

export const getEntry = (id: string) => get<OutboxEntry>(id, db());

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, db());
  announce();
}

export async function removeEntry(id: string): Promise<void> {
  await del(id, db());
  announce();
}

/** Several entries in one transaction and one announce (a drain's marks and answers). */
export async function putEntries(entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await setMany(
    entries.map((e) => [e.id, e]),
    db(),
  );
  announce();
}

export async function removeEntries(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await delMany([...ids], db());
  announce();
}

/** Calls `listener` whenever any tab or the worker changes the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', () => listener());
  return () => channel.close();
}

import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
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

/** Calls `listener` whenever any tab or the worker changes the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', () => listener());
  return () => channel.close();
}

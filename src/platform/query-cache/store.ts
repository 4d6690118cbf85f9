import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, get, type UseStore } from 'idb-keyval';

// Where each user's saved query cache lives. Apart from persistence.ts so the entry chunk can start
// the read (readUserCacheEarly) without the rest.

let store: UseStore | null = null;
export const db = () => (store ??= createStore('caravan-query-cache', 'clients'));
export const keyOf = (userId: number) => `user:${userId}`;

let early: { userId: number; read: Promise<PersistedClient | undefined> } | null = null;

/**
 * Starts reading a user's saved cache now, at the very start of a signed-in load: opening IndexedDB
 * and reading took about 300 ms at phone speed, and came after the app chunk and its first render
 * when the restore started it. The restore takes this read, once (takeEarlyRead).
 */
export function readUserCacheEarly(userId: number): void {
  const read = get<PersistedClient>(keyOf(userId), db());
  read.catch(() => undefined); // the restore that takes this read sees the failure
  early = { userId, read };
}

/** The early read if it was this user's; gone after the first restore, whoever it was for. */
export function takeEarlyRead(userId: number): Promise<PersistedClient | undefined> | null {
  const taken = early?.userId === userId ? early.read : null;
  early = null;
  return taken;
}

/** The early read if it is this user's, left in place for the restore that takes it. */
export function peekEarlyRead(userId: number): Promise<PersistedClient | undefined> | null {
  return early?.userId === userId ? early.read : null;
}

/** Sign-out: a read made before must never be restored after. */
export function forgetEarlyRead(): void {
  early = null;
}

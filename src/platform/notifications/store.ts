import { useSyncExternalStore } from 'react';
import type { NotificationKind } from '../../../contract';
import { notificationsReducer, type AppNotification, type NotificationAction } from './reducer';

const AUTO_DISMISS_MS = 6000;

let state: readonly AppNotification[] = [];
const listeners = new Set<() => void>();

function dispatch(action: NotificationAction): void {
  const next = notificationsReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function newGuid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function dismissNotification(guid: string): void {
  dispatch({ type: 'remove', guid });
}

/** Shows a notification; errors stay until closed, since the user may need to read them twice. */
export function notify(type: NotificationKind, title: string, message = ''): string {
  const guid = newGuid();
  dispatch({ type: 'add', notification: { guid, type, title, message } });
  if (type !== 'error') setTimeout(() => dismissNotification(guid), AUTO_DISMISS_MS);
  return guid;
}

export function clearNotifications(): void {
  for (const n of state) dismissNotification(n.guid);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, () => state);
}

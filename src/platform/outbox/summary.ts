import { allEntries } from './store';
import { isPending, needsUser } from './transitions';
import type { OutboxEntry } from './types';

/** An operation still unsent after this long is called out: the user should find out why. */
export const STALE_AFTER_MS = 24 * 3600_000;

export interface OutboxSummary {
  /** Waiting or on its way. */
  waiting: number;
  /** Conflicts and refusals: only the user can move them on. */
  needsUser: number;
  /** Waiting for longer than a day. */
  stale: number;
}

/** What the header and the Outbox page say about the queue. */
export function summarize(entries: readonly OutboxEntry[], now: number): OutboxSummary {
  const waiting = entries.filter(isPending);
  return {
    waiting: waiting.length,
    needsUser: entries.filter(needsUser).length,
    stale: waiting.filter((e) => e.createdAt < now - STALE_AFTER_MS).length,
  };
}

/** When the next waiting entry is due (back-off), or null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | null {
  const due = entries.filter((e) => e.state === 'waiting').map((e) => e.nextAttemptAt);
  return due.length > 0 ? Math.min(...due) : null;
}

/** Operations of this user that have not reached the server (waiting, or stuck with the user). */
export async function unsentCount(userId: number): Promise<number> {
  return (await allEntries()).filter((e) => e.userId === userId && e.state !== 'sent').length;
}

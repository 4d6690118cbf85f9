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

/**
 * How long an entry may stay marked 'sending' before it is looked at again. A worker stopped in the
 * middle of a send (an update taking over, the browser ending an idle worker) leaves the mark behind,
 * and nothing else would ask for it again before the next start. The drain that looks has the drain
 * lock, so no other drainer is sending it: it sends it again under its key.
 */
export const SENDING_STALE_MS = 10_000;

/** When the next waiting entry is due (back-off), or null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | null {
  const due = entries.flatMap((e) =>
    e.state === 'waiting' ? [e.nextAttemptAt] : e.state === 'sending' ? [e.updatedAt + SENDING_STALE_MS] : [],
  );
  return due.length > 0 ? Math.min(...due) : null;
}

/** Operations of this user that have not reached the server (waiting, or stuck with the user). */
export async function unsentCount(userId: number): Promise<number> {
  return (await allEntries()).filter((e) => e.userId === userId && e.state !== 'sent').length;
}

import type { CheckInOperation } from '../../../contract/day';
import {
  defineOutboxKind,
  httpVerdict,
  reasonOf,
  type OutboxAnswer,
  type OutboxVerdict,
} from '../../platform/outbox/kinds';
import type { OutboxEntry } from '../../platform/outbox/types';

// Read by the service worker too (src/outbox-kinds.ts): no React, no zod, only types from contract/.

export const CHECK_IN_KIND = 'check-in';

/** The manifest's path of a slot-day, and its check-ins' (server/modules/day/routes.ts). */
export const dayPath = (timeSlotId: number, date: string) => `/api/day/${timeSlotId}/${date}`;
export const checkInPath = (timeSlotId: number, date: string) => `${dayPath(timeSlotId, date)}/checkins`;

/**
 * 200 is done, or already done when the server had it (a replay) or the same user had recorded the
 * same thing (alreadyDone). A 409 is another device's mark first (already_checked_in, cash_recorded,
 * with who and when): a conflict the guide sees on the manifest, never merged. Another slot-day, a
 * cancelled booking or an unknown code is refused.
 */
export function classifyCheckIn(answer: OutboxAnswer): OutboxVerdict {
  if (answer.status === 200) {
    const body = answer.body as { alreadyDone?: unknown } | null;
    return { outcome: answer.replayed || body?.alreadyDone === true ? 'already-done' : 'done' };
  }
  if (answer.status === 409) return { outcome: 'conflict', reason: reasonOf(answer.body) ?? 'conflict' };
  return httpVerdict(answer);
}

/** The slot-day of an entry of this kind, from its path (/api/day/{timeSlotId}/{date}/checkins). */
export function slotDayOfEntry(
  entry: Pick<OutboxEntry, 'path'>,
): { timeSlotId: number; date: string } | null {
  const m = /^\/api\/day\/(\d+)\/(\d{4}-\d{2}-\d{2})\/checkins$/.exec(entry.path);
  return m ? { timeSlotId: Number(m[1]), date: m[2] } : null;
}

/** A guide's or driver's check-in, no-show or cash of a booking on its day. */
export const outboxKind = defineOutboxKind<CheckInOperation>({
  name: CHECK_IN_KIND,
  // One booking, one entity: its check-in and cash go in the order they were tapped.
  entity: (op) => `check-in:${op.request.bookingId}`,
  request: (op) => ({ method: 'POST', path: checkInPath(op.timeSlotId, op.date), body: op.request }),
  classify: classifyCheckIn,
  view: {
    title: 'Check-in',
    resolve: {
      text: 'Open manifest',
      href: (entry) => {
        const day = slotDayOfEntry(entry);
        return day ? `/day/${day.timeSlotId}/${day.date}` : '/';
      },
    },
    chipLabel: (entry) =>
      entry.state === 'sent' && entry.alreadyDone
        ? 'Already checked in'
        : entry.state === 'conflict' && entry.error?.reason === 'already_checked_in'
          ? 'Already checked in'
          : undefined,
  },
});

import type { CheckInMark, CheckInRequest, CheckInResult, DayManifest } from '../../../../contract';
import type { OutboxEntry } from '../../../platform/outbox/types';
import { CHECK_IN_KIND, slotDayOfEntry } from '../outbox-kind';

/** A problem an operation of this device met: another device's mark first, or a refusal. */
export interface MarkProblem {
  entryId: string;
  outcome: 'conflict' | 'refused';
  reason: string | undefined;
  /** Who and when, for "Already checked in at 09:12 by Ali". */
  by: string | null;
  at: string | null;
  message: string;
}

/** What the manifest shows for one booking: the server's mark with this device's operations on top. */
export interface BookingMarks {
  mark: CheckInMark | null;
  /** Operations of this device not yet answered (shown at once, marked as waiting). */
  pending: number;
  problems: MarkProblem[];
}

const EMPTY: BookingMarks = { mark: null, pending: 0, problems: [] };

/** The entries of this slot-day's check-ins, oldest first. */
export function slotDayEntries(
  entries: readonly OutboxEntry[],
  timeSlotId: number,
  date: string,
): OutboxEntry[] {
  return entries
    .filter((e) => {
      if (e.kind !== CHECK_IN_KIND) return false;
      const day = slotDayOfEntry(e);
      return day?.timeSlotId === timeSlotId && day.date === date;
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}

function applyOptimistic(
  mark: CheckInMark | null,
  req: CheckInRequest,
  me: { id: number; name: string },
  at: string,
): CheckInMark {
  const base: CheckInMark = mark ?? { state: null, byUserId: null, by: null, at: null, cash: null };
  if (req.action === 'cash' && req.cash)
    return { ...base, cash: { amount: req.cash.amount, currency: req.cash.currency, by: me.name, at } };
  if (req.action === 'checkIn') {
    // Shown as the device's own at once; another device's earlier check-in stays shown until the answer.
    if (base.state === 'checkedIn') return base;
    return { ...base, state: 'checkedIn', byUserId: me.id, by: me.name, at };
  }
  // Taken back only if it is still the mark the user saw; the server says so otherwise.
  if (req.action === 'undo' && base.state === req.undo)
    return { ...base, state: null, byUserId: null, by: null, at: null };
  if (req.action === 'noShow' && base.state === null)
    return { ...base, state: 'noShow', byUserId: me.id, by: me.name, at };
  return base;
}

const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/**
 * Each booking's marks: the manifest's (the server's, as last fetched), then this device's operations
 * in the order they were made: waiting ones applied at once (optimistic), answered ones by the server's
 * answer when it is newer than the manifest, conflicts and refusals listed as problems (the server's
 * mark stays: nothing is merged).
 */
export function bookingMarks(
  manifest: DayManifest,
  entries: readonly OutboxEntry[],
  me: { id: number; name: string },
): Map<number, BookingMarks> {
  const out = new Map<number, BookingMarks>();
  for (const b of manifest.bookings) out.set(b.id, { mark: b.checkIn, pending: 0, problems: [] });
  const asOf = Date.parse(manifest.asOf);
  for (const e of slotDayEntries(entries, manifest.slot.id, manifest.date)) {
    const req = e.body as CheckInRequest;
    const now = out.get(req.bookingId) ?? EMPTY;
    if (e.state === 'waiting' || e.state === 'sending') {
      out.set(req.bookingId, {
        ...now,
        mark: applyOptimistic(now.mark, req, me, req.at ?? new Date(e.createdAt).toISOString()),
        pending: now.pending + 1,
      });
    } else if (e.state === 'sent') {
      const result = e.result as CheckInResult | undefined;
      if (result?.checkIn && e.updatedAt > asOf) out.set(req.bookingId, { ...now, mark: result.checkIn });
    } else {
      const body = bodyOf(e.error?.body);
      out.set(req.bookingId, {
        ...now,
        problems: [
          ...now.problems,
          {
            entryId: e.id,
            outcome: e.state,
            reason: e.error?.reason,
            by: typeof body.by === 'string' ? body.by : null,
            at: typeof body.at === 'string' ? body.at : null,
            message: e.error?.message ?? '',
          },
        ],
      });
    }
  }
  return out;
}

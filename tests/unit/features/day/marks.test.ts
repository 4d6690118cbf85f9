import { describe, expect, it } from 'vitest';
import type { CheckInRequest, DayManifest } from '../../../../contract';
import { problemText } from '../../../../src/features/day/model/display';
import { bookingMarks } from '../../../../src/features/day/model/marks';
import { classifyCheckIn, outboxKind } from '../../../../src/features/day/outbox-kind';
import type { OutboxEntry } from '../../../../src/platform/outbox/types';

const booking = (id: number) => ({
  id,
  guestName: `Guest ${id}`,
  hotel: null,
  roomNumber: null,
  pickUpTime: null,
  phones: null,
  numAdults: 2,
  numChildren: 0,
  numInfants: 0,
  pax: 2,
  status: 1,
  agencyName: null,
  tourName: 'Desert Safari',
  offerName: 'Standard',
  voucher: null,
  notes: null,
  clientRef: `ref-${id}`,
  collectUsd: 0,
  collectAed: 0,
  checkIn: null,
});

const manifest: DayManifest = {
  date: '2026-11-28',
  slot: { id: 7, name: 'Morning', groupName: 'Safari', startTime: '09:00', type: 0, isShared: false },
  timeZone: 'Asia/Dubai',
  bookings: [booking(1), booking(2), booking(3)],
  cancelled: [],
  ticketCodes: [],
  asOf: '2026-11-28T05:00:00.000Z',
};

const me = { id: 5, name: 'Yusuf Haddad' };
let n = 0;
function entry(request: CheckInRequest, over: Partial<OutboxEntry> = {}): OutboxEntry {
  n += 1;
  const req = outboxKind.request({ timeSlotId: 7, date: '2026-11-28', request });
  return {
    id: `e-${n}`,
    key: `e-${n}`,
    userId: me.id,
    kind: outboxKind.name,
    entity: outboxKind.entity({ timeSlotId: 7, date: '2026-11-28', request }),
    ...req,
    label: 'x',
    createdAt: n,
    updatedAt: n,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    ...over,
  } as OutboxEntry;
}

describe("the manifest's marks on the device", () => {
  it('shows a waiting check-in, no-show and cash at once, as this user, marked as waiting', () => {
    const at = '2026-11-28T05:10:00.000Z';
    const marks = bookingMarks(
      manifest,
      [
        entry({ bookingId: 1, action: 'checkIn', at }),
        entry({ bookingId: 2, action: 'noShow', at }),
        entry({ bookingId: 3, action: 'cash', cash: { amount: 20, currency: 'AED' }, at }),
        // Another slot-day's entry changes nothing here.
        { ...entry({ bookingId: 3, action: 'checkIn', at }), path: '/api/day/8/2026-11-28/checkins' },
      ],
      me,
    );
    expect(marks.get(1)).toMatchObject({ pending: 1, mark: { state: 'checkedIn', by: 'Yusuf Haddad', at } });
    expect(marks.get(2)).toMatchObject({ pending: 1, mark: { state: 'noShow' } });
    expect(marks.get(3)).toMatchObject({
      pending: 1,
      mark: { state: null, cash: { amount: 20, currency: 'AED' } },
    });
  });

  it("keeps the server's mark and lists the conflict when another device was first: never merged", () => {
    const first = {
      state: 'checkedIn' as const,
      byUserId: 9,
      by: 'Ali',
      at: '2026-11-28T05:12:00.000Z',
      cash: null,
    };
    const withFirst = { ...manifest, bookings: [{ ...booking(1), checkIn: first }] };
    const conflict = entry(
      { bookingId: 1, action: 'checkIn' },
      {
        state: 'conflict',
        error: {
          status: 409,
          title: 'Conflict',
          message: 'Already checked in by Ali',
          reason: 'already_checked_in',
          body: { reason: 'already_checked_in', by: 'Ali', at: first.at },
        },
      },
    );
    const marks = bookingMarks(withFirst, [conflict], me).get(1)!;
    expect(marks.mark).toEqual(first);
    expect(marks.problems).toHaveLength(1);
    const t = (key: string, values?: Record<string, unknown>) =>
      key.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k]));
    expect(problemText(marks.problems[0], 'Asia/Dubai', t)).toBe('Already checked in at 09:12 by Ali');
  });

  it("takes a sent entry's answer when it is newer than the manifest", () => {
    const answer = {
      state: 'checkedIn' as const,
      byUserId: 5,
      by: 'Yusuf Haddad',
      at: '2026-11-28T05:20:00.000Z',
      cash: null,
    };
    const sent = entry(
      { bookingId: 2, action: 'checkIn' },
      {
        state: 'sent',
        updatedAt: Date.parse('2026-11-28T05:20:01.000Z'),
        result: { bookingId: 2, checkIn: answer, alreadyDone: false },
      },
    );
    expect(bookingMarks(manifest, [sent], me).get(2)).toMatchObject({ pending: 0, mark: answer });
  });
});

describe('the check-in operation kind', () => {
  it('is one entity per booking, posted to its slot-day', () => {
    const op = { timeSlotId: 7, date: '2026-11-28', request: { bookingId: 3, action: 'checkIn' as const } };
    expect(outboxKind.entity(op)).toBe('check-in:3');
    expect(outboxKind.request(op)).toEqual({
      method: 'POST',
      path: '/api/day/7/2026-11-28/checkins',
      body: op.request,
    });
  });

  it('reads a replay or the same mark again as already done, and another device first as a conflict', () => {
    expect(classifyCheckIn({ status: 200, body: { alreadyDone: false }, replayed: false })).toEqual({
      outcome: 'done',
    });
    expect(classifyCheckIn({ status: 200, body: { alreadyDone: false }, replayed: true })).toEqual({
      outcome: 'already-done',
    });
    expect(classifyCheckIn({ status: 200, body: { alreadyDone: true }, replayed: false })).toEqual({
      outcome: 'already-done',
    });
    expect(
      classifyCheckIn({ status: 409, body: { reason: 'already_checked_in', by: 'Ali' }, replayed: false }),
    ).toEqual({ outcome: 'conflict', reason: 'already_checked_in' });
    expect(classifyCheckIn({ status: 422, body: { reason: 'booking_cancelled' }, replayed: false })).toEqual({
      outcome: 'refused',
      reason: 'booking_cancelled',
    });
    expect(classifyCheckIn({ status: 503, body: {}, replayed: false })).toMatchObject({ outcome: 'retry' });
  });
  it('takes back a waiting undo at once, only if the mark is still the one the user saw', () => {
    const at = '2026-11-28T05:10:00.000Z';
    const checked = { state: 'checkedIn' as const, byUserId: me.id, by: me.name, at, cash: null };
    const day = {
      ...manifest,
      bookings: [
        { ...booking(1), checkIn: checked },
        { ...booking(2), checkIn: { ...checked, state: 'noShow' as const } },
        booking(3),
      ],
    };
    const marks = bookingMarks(
      day,
      [
        entry({ bookingId: 1, action: 'undo', undo: 'checkedIn' }),
        // The device saw a check-in, the guest is a no-show by now: left as it is.
        entry({ bookingId: 2, action: 'undo', undo: 'checkedIn' }),
        entry({ bookingId: 3, action: 'checkIn', at }),
        entry({ bookingId: 3, action: 'undo', undo: 'checkedIn' }),
      ],
      me,
    );
    expect(marks.get(1)).toMatchObject({ pending: 1, mark: { state: null, by: null } });
    expect(marks.get(2)).toMatchObject({ mark: { state: 'noShow' } });
    expect(marks.get(3)).toMatchObject({ pending: 2, mark: { state: null } });
  });

  it('says who made a mark another crew member may not undo', () => {
    const text = problemText(
      {
        entryId: 'x',
        outcome: 'conflict',
        reason: 'marked_by_other',
        by: 'Imran Qureshi',
        at: null,
        message: '',
      },
      'Asia/Dubai',
      (key, values) => key.replace('{{name}}', String(values?.name)),
    );
    expect(text).toBe('Only Imran Qureshi, who marked this guest, or operations can undo it');
  });
});

import { describe, expect, it } from 'vitest';
import {
  alreadyCheckedInText,
  clockTimeIn,
  judgeScan,
  parseScannedCode,
} from '../../../domain/check-in-code';
import { mayUndoMark, slotDayReach, worksSlotDay } from '../../../domain/day-access';

const REF = '7d0f6a4e-2b1c-4c8e-9a51-3f2e1d0c9b8a';

describe('a scanned code', () => {
  it("reads the voucher's code and each guest's ticket code", () => {
    expect(parseScannedCode(`CARAVAN:1234:${REF}`)).toEqual({
      kind: 'voucher',
      bookingId: 1234,
      clientRef: REF,
    });
    expect(parseScannedCode(` CARAVAN-TICKET:1234:3:${REF}\n`)).toEqual({
      kind: 'ticket',
      bookingId: 1234,
      guest: 3,
      clientRef: REF,
    });
  });

  it('is unknown when it is not ours or is damaged', () => {
    for (const raw of [
      '',
      'https://example.com/ticket/1',
      'CARAVAN:',
      'CARAVAN:0:abc',
      'CARAVAN:12',
      'CARAVAN:abc:def',
      `CARAVAN-TICKET:12:0:${REF}`,
      `caravan:12:${REF}`,
      `CARAVAN:12:${REF}:extra`,
      'DF-ADT-000123',
    ])
      expect({ raw, code: parseScannedCode(raw) }).toEqual({ raw, code: { kind: 'unknown' } });
  });

  it("is judged against the manifest: its booking, a cancelled one, another slot-day's, or unknown", () => {
    const manifest = {
      bookings: [{ id: 10, clientRef: 'a-1' }],
      cancelled: [{ id: 11, clientRef: 'b-2', guestName: 'Ivan Petrov' }],
    };
    expect(judgeScan('CARAVAN:10:a-1', manifest)).toEqual({ kind: 'booking', bookingId: 10 });
    expect(judgeScan('CARAVAN-TICKET:10:2:a-1', manifest)).toEqual({ kind: 'booking', bookingId: 10 });
    expect(judgeScan('CARAVAN:11:b-2', manifest)).toEqual({
      kind: 'cancelled',
      bookingId: 11,
      guestName: 'Ivan Petrov',
    });
    expect(judgeScan('CARAVAN:12:c-3', manifest)).toEqual({ kind: 'other-slot-day', bookingId: 12 });
    // The right booking number with another reference is not that booking's voucher.
    expect(judgeScan('CARAVAN:10:forged', manifest)).toEqual({ kind: 'unknown' });
    expect(judgeScan('CARAVAN:11:forged', manifest)).toEqual({ kind: 'unknown' });
    expect(judgeScan('hello', manifest)).toEqual({ kind: 'unknown' });
    // An attraction-ticket code from stock, sold to a booking of the manifest, names that booking.
    const withStock = { ...manifest, ticketCodes: [{ code: 'DF-ADT-000123', bookingId: 10 }] };
    expect(judgeScan(' DF-ADT-000123 ', withStock)).toEqual({ kind: 'booking', bookingId: 10 });
    expect(judgeScan('DF-ADT-000124', withStock)).toEqual({ kind: 'unknown' });
  });
});

describe('the conflict text', () => {
  it("says who checked the guest in first and when, on the supplier's clock", () => {
    const at = '2026-11-28T05:12:40.000Z';
    expect(clockTimeIn(at, 'Asia/Dubai')).toBe('09:12');
    expect(clockTimeIn(at, 'Europe/Moscow')).toBe('08:12');
    expect(alreadyCheckedInText({ by: 'Ali', at }, 'Asia/Dubai')).toEqual({
      key: 'Already checked in at {{time}} by {{name}}',
      values: { time: '09:12', name: 'Ali' },
    });
    expect(alreadyCheckedInText({ by: null, at: null }, 'Asia/Dubai')).toEqual({
      key: 'Already checked in',
      values: {},
    });
  });
});

describe('who works a slot-day', () => {
  it('lets operations and admins in everywhere, guides and drivers where they are assigned, no one else', () => {
    expect(slotDayReach(['operations'])).toBe('staff');
    expect(slotDayReach(['Admin'])).toBe('staff');
    expect(slotDayReach(['guide'])).toBe('crew');
    expect(slotDayReach(['driver'])).toBe('crew');
    expect(slotDayReach(['agent', 'sales'])).toBe('none');
    expect(worksSlotDay('staff', false)).toBe(true);
    expect(worksSlotDay('crew', true)).toBe(true);
    expect(worksSlotDay('crew', false)).toBe(false);
    expect(worksSlotDay('none', true)).toBe(false);
  });
});

describe('who takes back a mistaken mark', () => {
  it('is whoever made it, or the staff who run the slot-day; not another crew member', () => {
    expect(mayUndoMark('crew', 5, 5)).toBe(true);
    expect(mayUndoMark('crew', 6, 5)).toBe(false);
    expect(mayUndoMark('staff', 6, 5)).toBe(true);
    expect(mayUndoMark('none', 6, 5)).toBe(false);
  });
});

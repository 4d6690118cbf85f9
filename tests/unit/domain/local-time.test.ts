import { describe, expect, it } from 'vitest';
import {
  firstSaleDate,
  hoursUntil,
  instantOf,
  isPastNotice,
  canonicalTimeZone,
  isTimeZone,
  timeZoneNames,
  utcOffsetOf,
  localDateOf,
} from '../../../domain/local-time';

const at = (iso: string) => Date.parse(iso);

describe("a tour's clock is its supplier's", () => {
  it('places a wall-clock time in its zone, across zones and a daylight-saving change', () => {
    expect(new Date(instantOf('2026-11-28', 9 * 60, 'Asia/Dubai')).toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
    expect(new Date(instantOf('2026-07-01', 12 * 60, 'Europe/London')).toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
    expect(new Date(instantOf('2026-12-01', 12 * 60, 'Europe/London')).toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
    expect(new Date(instantOf('2026-11-28', 0, 'America/New_York')).toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
  });

  it('keeps computed instants apart by zone and date (a calendar asks the same ones again)', () => {
    for (let round = 0; round < 2; round++) {
      expect(instantOf('2026-07-01', 12 * 60, 'Europe/London')).toBe(at('2026-07-01T11:00:00Z'));
      expect(instantOf('2026-07-01', 12 * 60, 'Asia/Dubai')).toBe(at('2026-07-01T08:00:00Z'));
      expect(instantOf('2026-07-02', 12 * 60, 'Asia/Dubai')).toBe(at('2026-07-02T08:00:00Z'));
      expect(instantOf('2026-07-01', 12 * 60 + 1, 'Asia/Dubai')).toBe(at('2026-07-01T08:01:00Z'));
    }
    // The first sale day kept for a minute is that minute's: a second before and after midnight differ.
    expect(firstSaleDate('Asia/Dubai', at('2026-11-27T19:59:59Z'))).toBe('2026-11-28');
    expect(firstSaleDate('Asia/Dubai', at('2026-11-27T20:00:00Z'))).toBe('2026-11-29');
    expect(firstSaleDate('Asia/Dubai', at('2026-11-27T19:59:01Z'))).toBe('2026-11-28');
  });

  it("counts today and tomorrow on the supplier's calendar around midnight", () => {
    // 21:00 UTC on the 27th is 01:00 on the 28th in Dubai: tomorrow there is the 29th.
    expect(localDateOf(at('2026-11-27T21:00:00Z'), 'Asia/Dubai')).toBe('2026-11-28');
    expect(firstSaleDate('Asia/Dubai', at('2026-11-27T21:00:00Z'))).toBe('2026-11-29');
    expect(firstSaleDate('Asia/Dubai', at('2026-11-27T19:59:59Z'))).toBe('2026-11-28');
    expect(firstSaleDate('Europe/London', at('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
    expect(firstSaleDate('Asia/Dubai', at('2026-12-31T20:30:00Z'))).toBe('2027-01-02');
  });

  it('closes a departure once its notice has begun, on local time (21:32 in Dubai, 09:00 tomorrow, 12 h)', () => {
    const departure = { date: '2026-11-28', startMinutes: 9 * 60, noticeHours: 12, timeZone: 'Asia/Dubai' };
    // 21:32 Dubai is 17:32 UTC: 11.47 hours before 09:00 Dubai (05:00 UTC). Read as UTC it was 15.5 h.
    const evening = at('2026-11-27T17:32:00Z');
    expect(hoursUntil('2026-11-28', 9 * 60, 'Asia/Dubai', evening)).toBeCloseTo(11.47, 2);
    expect(isPastNotice(departure, evening)).toBe(true);
    expect(isPastNotice(departure, at('2026-11-27T16:59:00Z'))).toBe(false);
    expect(isPastNotice({ ...departure, noticeHours: 0 }, evening)).toBe(false);
    expect(isPastNotice({ ...departure, timeZone: 'Europe/London' }, evening)).toBe(false);
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Asia/Dubai; drop')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
    expect(isTimeZone('+04:00')).toBe(false);
    expect(canonicalTimeZone('asia/dubai')).toBe('Asia/Dubai');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(timeZoneNames()).toContain('Asia/Dubai');
    expect(utcOffsetOf('Asia/Dubai', Date.UTC(2026, 0, 1))).toBe('+04:00');
  });
});

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A tour runs on its supplier's clock: a slot's 09:00, its pick-up times, its notice and "tomorrow" are
 * the supplier's local time, whatever zone the agent's tablet or the server runs in. Every instant of a
 * tour is computed here, from the date, the minutes after local midnight and the supplier's zone.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

const HOUR_MS = 3_600_000;

/**
 * The runtime's own spelling of an IANA zone (`asia/dubai` → `Asia/Dubai`), or null when it knows no
 * zone by this name. Only region names are zones here: offsets and abbreviations ('+04:00', 'EST')
 * drift with daylight saving rules a supplier never chose.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)+$|^UTC$/i.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the runtime knows an IANA zone by this name (Asia/Dubai, Europe/London…). */
export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

/** The zones a supplier can choose from, by name; the runtime's list, or the default alone without one. */
export function timeZoneNames(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [DEFAULT_TIME_ZONE];
}

/** '+04:00': the zone's offset from UTC at `now`, as a chooser shows it beside the name. */
export function utcOffsetOf(timeZone: string, now: Date | number): string {
  return dayjs(now).tz(timeZone).format('Z');
}

/**
 * A zone's offset from UTC (minutes) at the current minute, read once a minute per zone. dayjs.tz starts
 * its conversion from it, so it is part of what an instant of a wall-clock time depends on (at the hour a
 * clock goes back, the same 01:30 is two instants; which one dayjs picks follows the offset now).
 */
const offsetNow = new Map<string, { minute: number; offset: number }>();
function zoneOffsetNow(timeZone: string): number {
  const minute = Math.floor(Date.now() / 60_000);
  const kept = offsetNow.get(timeZone);
  if (kept?.minute === minute) return kept.offset;
  const offset = dayjs(minute * 60_000)
    .tz(timeZone)
    .utcOffset();
  offsetNow.set(timeZone, { minute, offset });
  return offset;
}

/**
 * Instants already computed, by zone, the zone's offset now, date and minutes. A calendar of 60 days of
 * 20 slots asks ~2,400 of them, and each dayjs.tz conversion costs ~30 µs (three Intl look-ups): this
 * was most of an OCTO availability calendar's time (docs/PERFORMANCE.md). Bounded: cleared when full.
 */
const instants = new Map<string, number>();
const MAX_KEPT_INSTANTS = 50_000;

/** The UTC instant (ms) of `minutes` after midnight of `date` (YYYY-MM-DD) on the wall clocks of `timeZone`. */
export function instantOf(date: string, minutes: number, timeZone: string): number {
  const key = `${timeZone} ${zoneOffsetNow(timeZone)} ${date} ${minutes}`;
  const kept = instants.get(key);
  if (kept !== undefined) return kept;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  const instant = dayjs.tz(`${date} ${hh}:${mm}`, timeZone).valueOf();
  if (instants.size >= MAX_KEPT_INSTANTS) instants.clear();
  instants.set(key, instant);
  return instant;
}

/** The date (YYYY-MM-DD) the wall calendars of `timeZone` show at `now`. */
export function localDateOf(now: Date | number, timeZone: string): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

const firstSaleDates = new Map<string, { minute: number; date: string }>();

/** The first day a tour can be booked for: tomorrow on the supplier's calendar. */
export function firstSaleDate(timeZone: string, now: Date | number): string {
  // Asked once per date and offer by a calendar: the answer changes only at a minute (local midnight is
  // a whole minute in every zone), so the last one per zone is kept for its minute.
  const minute = Math.floor(Number(now) / 60_000);
  const kept = firstSaleDates.get(timeZone);
  if (kept?.minute === minute) return kept.date;
  const date = dayjs(now).tz(timeZone).add(1, 'day').format('YYYY-MM-DD');
  firstSaleDates.set(timeZone, { minute, date });
  return date;
}

/** Hours from `now` until `minutes` after local midnight of `date` in `timeZone` (negative once past). */
export function hoursUntil(date: string, minutes: number, timeZone: string, now: Date | number): number {
  return (instantOf(date, minutes, timeZone) - Number(now)) / HOUR_MS;
}

/** What the notice rule needs to know of a departure. */
export interface Departure {
  date: string;
  /** Minutes after the supplier's local midnight. */
  startMinutes: number;
  /** The slot's minimum advanced booking in hours (0: none). */
  noticeHours: number;
  timeZone: string;
}

/**
 * The minimum-notice rule: a departure can be booked until `noticeHours` before it starts, on the
 * supplier's clock. The new-booking form greys out what this refuses, and the server refuses it.
 */
export function isPastNotice(d: Departure, now: Date | number): boolean {
  return d.noticeHours > 0 && hoursUntil(d.date, d.startMinutes, d.timeZone, now) < d.noticeHours;
}

/** Calendar dates of the date carousel, as YYYY-MM-DD strings (the API's form). */

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcMs(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The date `days` after `iso` (negative goes back); calendar arithmetic, no time zone drift. */
export function addDays(iso: string, days: number): string {
  return new Date(toUtcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive dates from `first`. */
export function dateRange(first: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(first, i));
}

/** Tomorrow on the device's calendar: a booking's first possible day as the user sees it. */
export function tomorrow(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return addDays(local, 1);
}

/** 'Mon' and '24.11' for 2026-11-24, the weekday in the app's language. */
export function slideParts(iso: string, language: string): { weekday: string; day: string } {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(toUtcMs(iso)),
  );
  return { weekday, day: `${iso.slice(8, 10)}.${iso.slice(5, 7)}` };
}

/** First visible slide that keeps `selectedIndex` in view, within 0…count-visible. */
export function windowStart(selectedIndex: number, count: number, visible: number): number {
  const last = Math.max(0, count - visible);
  if (selectedIndex < 0) return 0;
  return Math.min(last, Math.max(0, selectedIndex - Math.floor((visible - 1) / 2)));
}

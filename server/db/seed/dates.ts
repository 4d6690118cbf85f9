/** Calendar arithmetic on API dates (YYYY-MM-DD), in UTC so a seed never shifts by the machine's time zone. */

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** An ISO UTC timestamp on `date` at `minutes` past midnight. */
export function timestamp(date: string, minutes = 0, seconds = 0): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes * 60 + seconds) * 1000).toISOString();
}

export function isApiDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The earlier of two API dates. */
export function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/** The later of two API dates. */
export function later(a: string, b: string): string {
  return a > b ? a : b;
}

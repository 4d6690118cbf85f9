/** API dates are YYYY-MM-DD; people read DD.MM.YYYY. */
export function toDisplayDate(apiDate: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(apiDate ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** A UTC timestamp as people read it where they are: DD.MM.YYYY HH:mm in the device's time zone. */
export function toDisplayDateTime(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** DD.MM.YYYY → YYYY-MM-DD, or null when it is not a real date. */
export function fromDisplayDate(display: string | null | undefined): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec((display ?? '').trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/** Today's date in UTC as YYYY-MM-DD (the spec's windows are in UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years between a birth date and a day (both YYYY-MM-DD); null when unknown. */
export function ageOn(birthDate: string | null | undefined, on: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** YYYY-MM-DD plus whole days, in UTC. */
export function addDaysUtc(apiDate: string, days: number): string {
  const d = new Date(`${apiDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Time input HH:MM, 24 hour (01-platform section 5): first digit at most 2, hours at most 23,
 * minute tens digit at most 5. A keystroke that breaks a rule reverts to the previous value.
 */
export function acceptTimeInput(previous: string, next: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 4);
  if (next !== '' && !/^[\d:]*$/.test(next)) return previous;
  if (digits.length >= 1 && Number(digits[0]) > 2) return previous;
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 23) return previous;
  if (digits.length >= 3 && Number(digits[2]) > 5) return previous;
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Minutes of the day; a broken value becomes 0 hours 0 minutes. */
export function timeToMinutes(value: string | null | undefined): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec((value ?? '').trim());
  if (!m) return 0;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return 0;
  return h * 60 + min;
}

export function minutesToTime(minutes: number | null | undefined): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return '00:00';
  const m = Math.floor(minutes) % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

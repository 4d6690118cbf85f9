import { fromDisplayDate, toDisplayDate } from '../../../domain/dates';

/** An API date (YYYY-MM-DD) or a shown one (DD.MM.YYYY) as an API date; null unless a real date. */
export function toApiDate(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return fromDisplayDate(toDisplayDate(value));
  return fromDisplayDate(value);
}

/**
 * Typing a date as DD.MM.YYYY: digits only, the dots come by themselves, so a phone's numeric
 * keypad (which has no dot on some keyboards) is enough. Deleting a dot deletes it.
 */
export function acceptDateInput(previous: string, next: string): string {
  if (!/^[\d.]*$/.test(next)) return previous;
  if (next.length < previous.length) return next;
  const digits = next.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return digits;
}

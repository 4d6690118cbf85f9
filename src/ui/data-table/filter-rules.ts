import type { DateRange, FilterType, FilterValue } from './types';
import { toApiDate } from './date-text';

/** The number filter's bounds (01-platform section 5). */
export const NUMBER_FILTER_MIN = 0;
export const NUMBER_FILTER_MAX = 9999;

/** What a filter control hands over: text, a choice, choices, or the two ends of a range. */
export type FilterInput =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[]
  | { from?: string | null; to?: string | null };

/** The numeric text filter takes digits only; any other keystroke keeps the previous text. */
export function acceptNumericText(previous: string, next: string): string {
  return /^\d*$/.test(next) ? next : previous;
}

function text(raw: FilterInput): string {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

function list(raw: FilterInput): readonly (string | number)[] {
  return Array.isArray(raw) ? raw : [];
}

function ends(raw: FilterInput): { from: string | null; to: string | null } {
  const range =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as { from?: string | null; to?: string | null })
      : {};
  return { from: toApiDate(range.from), to: toApiDate(range.to) };
}

function ordered(from: string | null, to: string | null): DateRange {
  // Ends typed the wrong way round still mean the days between them.
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

function numberFilter(raw: FilterInput): number | null {
  const value = text(raw);
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.min(NUMBER_FILTER_MAX, Math.max(NUMBER_FILTER_MIN, n));
}

function yearFilter(raw: FilterInput): number | null {
  const n = Number(text(raw));
  return text(raw) !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A control's input as the filter the query carries, or null when the filter is to be removed:
 * empty text, an empty choice list, a date range without both valid ends (01-platform section 5).
 */
export function normalizeFilter(type: FilterType, raw: FilterInput): FilterValue | null {
  switch (type) {
    case 'none':
      return null;
    case 'text':
      return text(raw) || null;
    case 'text-number':
      return /^\d+$/.test(text(raw)) ? text(raw) : null;
    case 'select':
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
      return typeof raw === 'boolean' ? raw : text(raw) || null;
    case 'multi-select': {
      const values = [
        ...new Set(
          list(raw)
            .map(String)
            .filter((v) => v !== ''),
        ),
      ];
      return values.length > 0 ? values : null;
    }
    case 'multi-select-number': {
      const values = [
        ...new Set(
          list(raw)
            .filter((v) => String(v).trim() !== '')
            .map(Number)
            .filter(Number.isFinite),
        ),
      ];
      return values.length > 0 ? values : null;
    }
    case 'date':
      return toApiDate(text(raw));
    case 'date-range': {
      const { from, to } = ends(raw);
      return from && to ? ordered(from, to) : null;
    }
    case 'optional-date-range': {
      const { from, to } = ends(raw);
      return from || to ? ordered(from, to) : null;
    }
    case 'year':
      return yearFilter(raw);
    case 'number':
      return numberFilter(raw);
  }
}

/** Ten years around the current one: the year selector's default choices. */
export function defaultYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 10 }, (_, i) => year + 1 - i);
}

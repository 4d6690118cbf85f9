import { toDisplayDate } from '../../../domain/dates';
import { acceptTimeInput, minutesToTime, timeToMinutes } from '../../../domain/time-input';
import { acceptDateInput, toApiDate } from './date-text';
import type { EditSpec, TableColumn, TableOption } from './types';

/** What the inputs of a row in edit mode hold, by column id: text, or a checkbox's state. */
export type Draft = Readonly<Record<string, string | boolean>>;

/** A reason an edit cannot be saved: an English text (shown translated) and its values. */
export interface EditProblem {
  text: string;
  params?: Record<string, string | number>;
}

export type EditableColumn<T> = TableColumn<T> & { field: keyof T & string; edit: EditSpec };

export function isEditable<T>(column: TableColumn<T>): column is EditableColumn<T> {
  return Boolean(column.edit && column.field);
}

export function editOptions<T>(column: EditableColumn<T>): readonly TableOption[] {
  return (column.edit.type === 'select' ? column.edit.options : undefined) ?? column.options ?? [];
}

function draftValue<T>(column: EditableColumn<T>, value: unknown): string | boolean {
  if (column.edit.type === 'checkbox') return Boolean(value);
  if (value === null || value === undefined) return '';
  if (column.edit.type === 'date') return toDisplayDate(String(value));
  if (column.edit.type === 'time' && typeof value === 'number') return minutesToTime(value);
  return String(value);
}

/** The inputs' starting values for a row. */
export function draftOf<T>(columns: readonly TableColumn<T>[], row: T): Draft {
  return Object.fromEntries(columns.filter(isEditable).map((c) => [c.id, draftValue(c, row[c.field])]));
}

/** A keystroke in an edit input; time and date inputs keep their shape (01-platform section 5). */
export function acceptEditInput(spec: EditSpec, previous: string, next: string): string {
  if (spec.type === 'time') return acceptTimeInput(previous, next);
  if (spec.type === 'date') return acceptDateInput(previous, next);
  return next;
}

type Parsed = { value: unknown } | { problem: EditProblem };

function parseNumber(spec: Extract<EditSpec, { type: 'number' }>, text: string, column: string): Parsed {
  if (text.trim() === '') return { value: null };
  const n = Number(text);
  if (!Number.isFinite(n)) return { problem: { text: '{{column}} must be a number', params: { column } } };
  const min = spec.min ?? -Infinity;
  const max = spec.max ?? Infinity;
  if (n < min || n > max) {
    return {
      problem: {
        text: '{{column}} must be between {{min}} and {{max}}',
        params: { column, min: spec.min ?? '', max: spec.max ?? '' },
      },
    };
  }
  return { value: n };
}

function parseValue<T>(column: EditableColumn<T>, input: string | boolean, header: string): Parsed {
  const spec = column.edit;
  const text = typeof input === 'string' ? input : '';
  switch (spec.type) {
    case 'checkbox':
      return { value: input === true };
    case 'text':
      return { value: text };
    case 'number':
      return parseNumber(spec, text, header);
    case 'select': {
      const option = editOptions(column).find((o) => String(o.value) === text);
      return { value: option ? option.value : null };
    }
    case 'date': {
      if (text.trim() === '') return { value: null };
      const date = toApiDate(text);
      return date
        ? { value: date }
        : { problem: { text: '{{column}}: enter the date as DD.MM.YYYY', params: { column: header } } };
    }
    case 'time': {
      // A broken time becomes 00:00 (01-platform section 5).
      const minutes = timeToMinutes(text);
      return { value: spec.valueAs === 'minutes' ? minutes : minutesToTime(minutes) };
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  return Object.is(a, b) || (empty(a) && empty(b));
}

/**
 * The fields an edit changes, or the first problem with an input. `header` gives a column's name
 * as shown, for the messages.
 */
export function changesOf<T>(
  columns: readonly TableColumn<T>[],
  row: T,
  draft: Draft,
  header: (column: TableColumn<T>) => string,
): { changes: Partial<T>; problem: EditProblem | null } {
  const changes: Partial<T> = {};
  for (const column of columns.filter(isEditable)) {
    if (!(column.id in draft)) continue;
    const parsed = parseValue(column, draft[column.id], header(column));
    if ('problem' in parsed) return { changes: {}, problem: parsed.problem };
    if (!same(parsed.value, row[column.field])) changes[column.field] = parsed.value as T[keyof T & string];
  }
  return { changes, problem: null };
}

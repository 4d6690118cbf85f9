import { describe, expect, it } from 'vitest';
import { acceptEditInput, changesOf, draftOf } from '../../../../src/ui/data-table/edit-rules';
import type { TableColumn } from '../../../../src/ui/data-table';

interface Slot {
  id: number;
  start: number;
  label: string;
  day: string | null;
  seats: number | null;
  open: boolean;
}
const slot: Slot = { id: 1, start: 510, label: 'Morning', day: '2026-03-05', seats: 12, open: true };
const columns: TableColumn<Slot>[] = [
  { id: 'start', header: 'Start', field: 'start', edit: { type: 'time', valueAs: 'minutes' } },
  { id: 'label', header: 'Label', field: 'label', edit: { type: 'text' } },
  { id: 'day', header: 'Day', field: 'day', edit: { type: 'date' } },
  { id: 'seats', header: 'Seats', field: 'seats', edit: { type: 'number', min: 0, max: 50 } },
  { id: 'open', header: 'Open', field: 'open', edit: { type: 'checkbox' } },
];
const header = (c: TableColumn<Slot>) => c.header;

describe('inline edit values', () => {
  it('starts the inputs from the row as the table shows it', () => {
    expect(draftOf(columns, slot)).toEqual({
      start: '08:30',
      label: 'Morning',
      day: '05.03.2026',
      seats: '12',
      open: true,
    });
  });

  it('turns the inputs back into row values and keeps only what changed', () => {
    const draft = { ...draftOf(columns, slot), start: '09:15', seats: '', open: false };
    expect(changesOf(columns, slot, draft, header)).toEqual({
      changes: { start: 555, seats: null, open: false },
      problem: null,
    });
    expect(changesOf(columns, slot, draftOf(columns, slot), header)).toEqual({ changes: {}, problem: null });
  });

  it('saves a broken time as 00:00 (01-platform section 5)', () => {
    expect(changesOf(columns, slot, { start: '9' }, header).changes).toEqual({ start: 0 });
  });

  it('names the problem of a number out of range or a date that is not a real one', () => {
    expect(changesOf(columns, slot, { seats: '51' }, header).problem).toEqual({
      text: '{{column}} must be between {{min}} and {{max}}',
      params: { column: 'Seats', min: 0, max: 50 },
    });
    expect(changesOf(columns, slot, { day: '30.02.2026' }, header).problem).toEqual({
      text: '{{column}}: enter the date as DD.MM.YYYY',
      params: { column: 'Day' },
    });
    expect(changesOf(columns, slot, { day: '' }, header).changes).toEqual({ day: null });
  });

  it('shapes time and date keystrokes, and leaves other inputs alone', () => {
    expect(acceptEditInput({ type: 'time' }, '1', '19')).toBe('19');
    expect(acceptEditInput({ type: 'time' }, '19', '196')).toBe('19');
    expect(acceptEditInput({ type: 'time' }, '19', '193')).toBe('19:3');
    expect(acceptEditInput({ type: 'date' }, '05', '050')).toBe('05.0');
    expect(acceptEditInput({ type: 'text' }, 'a', 'a?')).toBe('a?');
  });
});

import { describe, expect, it } from 'vitest';
import { filterRows, matchesFilter, sortRows } from '../../../../src/ui/data-table/client-rows';
import { normalizeFilter, type FilterInput } from '../../../../src/ui/data-table/filter-rules';
import type { FilterType, TableColumn } from '../../../../src/ui/data-table';

const passes = (type: FilterType, cell: string | number | null, raw: FilterInput) => {
  const value = normalizeFilter(type, raw);
  if (value === null) throw new Error('the filter was removed');
  return matchesFilter(type, cell, value);
};

describe('client-side filtering by type', () => {
  it('text matches anywhere, whatever the case', () => {
    expect(passes('text', 'Anna Smith', 'SMI')).toBe(true);
    expect(passes('text', 'Anna Smith', 'Khan')).toBe(false);
    expect(passes('text', null, 'a')).toBe(false);
  });

  it('text-number matches the digits within the value', () => {
    expect(passes('text-number', 100_042, '0042')).toBe(true);
    expect(passes('text-number', 100_042, '77')).toBe(false);
  });

  it('select and multi-select match the chosen values, numbers included', () => {
    expect(passes('select', 'Deira', 'Deira')).toBe(true);
    expect(passes('select', 4, 4)).toBe(true);
    expect(passes('select', 0, 4)).toBe(false);
    expect(passes('multi-select', 'Deira', ['Marina', 'Deira'])).toBe(true);
    expect(passes('multi-select', 'Downtown', ['Marina', 'Deira'])).toBe(false);
    expect(passes('multi-select-number', 2, [1, 2])).toBe(true);
    expect(passes('multi-select-number', 0, [1, 2])).toBe(false);
  });

  it('dates match a day, a range (both ends included) or an open-ended range', () => {
    expect(passes('date', '2026-03-05', '05.03.2026')).toBe(true);
    expect(passes('date', '2026-03-06', '05.03.2026')).toBe(false);
    expect(passes('date-range', '2026-03-01', { from: '01.03.2026', to: '05.03.2026' })).toBe(true);
    expect(passes('date-range', '2026-03-05', { from: '01.03.2026', to: '05.03.2026' })).toBe(true);
    expect(passes('date-range', '2026-03-06', { from: '01.03.2026', to: '05.03.2026' })).toBe(false);
    expect(passes('optional-date-range', '2027-01-01', { from: '01.03.2026', to: '' })).toBe(true);
    expect(passes('optional-date-range', '2026-02-01', { from: '01.03.2026', to: '' })).toBe(false);
    expect(passes('optional-date-range', null, { from: '', to: '05.03.2026' })).toBe(false);
  });

  it('year matches a year number or the year of a date', () => {
    expect(passes('year', 2026, 2026)).toBe(true);
    expect(passes('year', '2026-12-31', 2026)).toBe(true);
    expect(passes('year', '2027-01-01', 2026)).toBe(false);
  });

  it('number matches the same number', () => {
    expect(passes('number', 2, '2')).toBe(true);
    expect(passes('number', 3, '2')).toBe(false);
    expect(passes('number', null, '0')).toBe(false);
  });
});

interface Row {
  id: number;
  name: string;
  adults: number | null;
}
const rows: Row[] = [
  { id: 1, name: 'omar', adults: 2 },
  { id: 2, name: 'Anna', adults: null },
  { id: 3, name: 'ivan', adults: 10 },
  { id: 4, name: 'Anna', adults: 1 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', field: 'name', filter: { type: 'text' } },
  { id: 'adults', header: 'Ad', field: 'adults', sortKey: 'numAdults', filter: { type: 'number' } },
];

describe('client-side rows', () => {
  it('applies every filter of the query together', () => {
    expect(filterRows(rows, columns, { name: 'an' }).map((r) => r.id)).toEqual([2, 3, 4]);
    expect(filterRows(rows, columns, { name: 'an', adults: 1 }).map((r) => r.id)).toEqual([4]);
    expect(filterRows(rows, columns, {})).toBe(rows);
  });

  it('sorts numbers as numbers and text regardless of case, keeping ties in order', () => {
    expect(sortRows(rows, columns, { field: 'numadults', direction: 'asc' }).map((r) => r.id)).toEqual([
      4, 1, 3, 2,
    ]);
    expect(sortRows(rows, columns, { field: 'name', direction: 'asc' }).map((r) => r.id)).toEqual([
      2, 4, 3, 1,
    ]);
  });

  it('puts empty values last in both directions', () => {
    expect(sortRows(rows, columns, { field: 'numadults', direction: 'desc' }).map((r) => r.id)).toEqual([
      3, 1, 4, 2,
    ]);
  });
});

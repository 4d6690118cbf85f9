import { describe, expect, it } from 'vitest';
import { acceptDateInput, toApiDate } from '../../../../src/ui/data-table/date-text';
import { acceptNumericText, defaultYears, normalizeFilter } from '../../../../src/ui/data-table/filter-rules';

describe('filter rules by type (01-platform sections 4 and 5)', () => {
  it('none never filters', () => {
    expect(normalizeFilter('none', 'anything')).toBeNull();
  });

  it('text: trimmed; empty or blank removes the filter', () => {
    expect(normalizeFilter('text', '  Smith ')).toBe('Smith');
    expect(normalizeFilter('text', '')).toBeNull();
    expect(normalizeFilter('text', '   ')).toBeNull();
    expect(normalizeFilter('text', null)).toBeNull();
  });

  it('text-number: numeric text only, else removed; typing anything else keeps the previous text', () => {
    expect(normalizeFilter('text-number', '10042')).toBe('10042');
    expect(normalizeFilter('text-number', '12a')).toBeNull();
    expect(normalizeFilter('text-number', '')).toBeNull();
    expect(acceptNumericText('12', '123')).toBe('123');
    expect(acceptNumericText('12', '12a')).toBe('12');
    expect(acceptNumericText('12', '1.2')).toBe('12');
    expect(acceptNumericText('12', '')).toBe('');
  });

  it('select: the chosen value, 0 included; no choice removes the filter', () => {
    expect(normalizeFilter('select', 'Deira')).toBe('Deira');
    expect(normalizeFilter('select', 0)).toBe(0);
    expect(normalizeFilter('select', '')).toBeNull();
    expect(normalizeFilter('select', null)).toBeNull();
  });

  it('multi-select: distinct texts; an empty list removes the filter', () => {
    expect(normalizeFilter('multi-select', ['Deira', 'Marina', 'Deira'])).toEqual(['Deira', 'Marina']);
    expect(normalizeFilter('multi-select', [])).toBeNull();
    expect(normalizeFilter('multi-select', [''])).toBeNull();
  });

  it('multi-select number: distinct numbers; an empty list removes the filter', () => {
    expect(normalizeFilter('multi-select-number', ['1', 4, 4, 0])).toEqual([1, 4, 0]);
    expect(normalizeFilter('multi-select-number', ['x', ''])).toBeNull();
    expect(normalizeFilter('multi-select-number', [])).toBeNull();
  });

  it('date range: applied only when both ends are valid dates, else removed', () => {
    expect(normalizeFilter('date-range', { from: '01.03.2026', to: '15.03.2026' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(normalizeFilter('date-range', { from: '01.03.2026', to: '' })).toBeNull();
    expect(normalizeFilter('date-range', { from: '01.03.2026', to: '31.02.2026' })).toBeNull();
    expect(normalizeFilter('date-range', { from: '01.03.20', to: '15.03.2026' })).toBeNull();
    expect(normalizeFilter('date-range', null)).toBeNull();
  });

  it('date range: ends typed the wrong way round still mean the days between them', () => {
    expect(normalizeFilter('date-range', { from: '15.03.2026', to: '01.03.2026' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('optional date range: either end alone applies; no valid end removes it', () => {
    expect(normalizeFilter('optional-date-range', { from: '01.03.2026', to: '' })).toEqual({
      from: '2026-03-01',
      to: null,
    });
    expect(normalizeFilter('optional-date-range', { from: '', to: '15.03.2026' })).toEqual({
      from: null,
      to: '2026-03-15',
    });
    expect(normalizeFilter('optional-date-range', { from: '32.01.2026', to: '' })).toBeNull();
    expect(normalizeFilter('optional-date-range', {})).toBeNull();
  });

  it('date picker: a real day as an API date, else removed', () => {
    expect(normalizeFilter('date', '29.02.2028')).toBe('2028-02-29');
    expect(normalizeFilter('date', '2026-03-01')).toBe('2026-03-01');
    expect(normalizeFilter('date', '29.02.2026')).toBeNull();
    expect(normalizeFilter('date', '')).toBeNull();
  });

  it('year selector: a whole year, else removed; ten years to choose from by default', () => {
    expect(normalizeFilter('year', 2026)).toBe(2026);
    expect(normalizeFilter('year', '2027')).toBe(2027);
    expect(normalizeFilter('year', '')).toBeNull();
    expect(normalizeFilter('year', '20.5')).toBeNull();
    expect(defaultYears(new Date('2026-06-01T00:00:00Z'))).toEqual([
      2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018,
    ]);
  });

  it('number: 0 to 9999, out-of-range values held to the bounds; empty removes it', () => {
    expect(normalizeFilter('number', '12')).toBe(12);
    expect(normalizeFilter('number', 0)).toBe(0);
    expect(normalizeFilter('number', '12000')).toBe(9999);
    expect(normalizeFilter('number', '-3')).toBe(0);
    expect(normalizeFilter('number', '')).toBeNull();
    expect(normalizeFilter('number', 'abc')).toBeNull();
  });
});

describe('typing dates', () => {
  it('puts the dots in as DD.MM.YYYY is typed, and refuses letters', () => {
    let text = '';
    for (const digit of '05042026') text = acceptDateInput(text, text + digit);
    expect(text).toBe('05.04.2026');
    expect(acceptDateInput('05.0', '05.0x')).toBe('05.0');
    expect(acceptDateInput('05.04', '05.0')).toBe('05.0');
  });

  it('reads shown and API dates, and nothing that is not a real day', () => {
    expect(toApiDate('05.04.2026')).toBe('2026-04-05');
    expect(toApiDate('2026-04-05')).toBe('2026-04-05');
    expect(toApiDate('2026-02-30')).toBeNull();
    expect(toApiDate('5.4.2026')).toBeNull();
  });
});

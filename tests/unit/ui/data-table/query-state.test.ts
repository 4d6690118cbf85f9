import { describe, expect, it } from 'vitest';
import {
  changedFilterCount,
  clearFilters,
  createQuery,
  nextSort,
  sortKeyOf,
  sortParams,
  withFilter,
  withFilterInput,
  withPage,
  withSort,
} from '../../../../src/ui/data-table/query-state';

const defaults = createQuery({ sort: { field: 'date', direction: 'desc' }, filters: { inHouse: true } });

describe('table query', () => {
  it('returns to page 1 on any filter change', () => {
    const onPage3 = withPage(defaults, 3);
    expect(withFilter(onPage3, 'guestName', 'Smith').page).toBe(1);
    expect(withFilterInput(onPage3, 'region', 'multi-select', ['Deira']).page).toBe(1);
    expect(
      withFilterInput(onPage3, 'date', 'date-range', { from: '01.03.2026', to: '02.03.2026' }).page,
    ).toBe(1);
    expect(withFilter(onPage3, 'inHouse', false).page).toBe(1);
  });

  it('removes a filter whose value is empty', () => {
    const filtered = withFilterInput(defaults, 'guestName', 'text', 'Smith');
    expect(filtered.filters).toEqual({ inHouse: true, guestName: 'Smith' });
    expect(withFilterInput(filtered, 'guestName', 'text', '  ').filters).toEqual({ inHouse: true });
    const half = withFilterInput(
      withFilterInput(defaults, 'date', 'date-range', { from: '01.03.2026', to: '02.03.2026' }),
      'date',
      'date-range',
      { from: '01.03.2026', to: '02.03' },
    );
    expect(half.filters).toEqual({ inHouse: true });
  });

  it('keeps the same query (and page) when a filter does not change', () => {
    const onPage3 = withPage(withFilter(defaults, 'guestName', 'Smith'), 3);
    expect(withFilterInput(onPage3, 'guestName', 'text', 'Smith ')).toBe(onPage3);
    expect(withFilterInput(onPage3, 'date', 'date-range', { from: '01.03.2026', to: '' })).toBe(onPage3);
  });

  it("clears the filters back to the screen's defaults, on page 1", () => {
    const changed = withPage(
      withSort(withFilter(withFilter(defaults, 'inHouse', false), 'guestName', 'Smith'), {
        field: 'id',
        direction: 'asc',
      }),
      4,
    );
    expect(changedFilterCount(changed, defaults)).toBe(2);
    const cleared = clearFilters(defaults);
    expect(cleared).toEqual(defaults);
    expect(changedFilterCount(cleared, defaults)).toBe(0);
  });

  it('sends sort values lower-cased, with asc or desc', () => {
    expect(sortKeyOf({ id: 'guestName' })).toBe('guestname');
    expect(sortKeyOf({ id: 'hotel', sortKey: 'HotelName' })).toBe('hotelname');
    expect(sortParams(withSort(defaults, nextSort(null, 'guestName', null)))).toEqual({
      sortField: 'guestname',
      sortType: 'asc',
    });
    expect(sortParams(createQuery())).toEqual({ sortField: '', sortType: '' });
  });

  it('cycles a header through ascending, descending and the default order', () => {
    const byDate = defaults.sort;
    const asc = nextSort(byDate, 'guestName', byDate);
    expect(asc).toEqual({ field: 'guestname', direction: 'asc' });
    const desc = nextSort(asc, 'guestName', byDate);
    expect(desc).toEqual({ field: 'guestname', direction: 'desc' });
    expect(nextSort(desc, 'guestName', byDate)).toEqual(byDate);
    // The default column flips rather than staying stuck on its default order.
    expect(nextSort(byDate, 'date', byDate)).toEqual({ field: 'date', direction: 'asc' });
    expect(nextSort({ field: 'date', direction: 'asc' }, 'date', byDate)).toEqual(byDate);
    expect(nextSort(desc, 'guestName', null)).toBeNull();
  });

  it('returns to page 1 when the order changes, and never goes below page 1', () => {
    expect(withSort(withPage(defaults, 5), { field: 'id', direction: 'asc' }).page).toBe(1);
    expect(withPage(defaults, 0).page).toBe(1);
    expect(withPage(defaults, 1)).toBe(defaults);
  });
});

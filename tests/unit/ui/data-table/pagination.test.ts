import { describe, expect, it } from 'vitest';
import { pageItems, pagingFor } from '../../../../src/ui/data-table/pagination';

describe('pageItems', () => {
  it('shows every page up to ten', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('collapses with an ellipsis beyond ten pages', () => {
    expect(pageItems(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 11]);
    expect(pageItems(6, 11)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 11]);
    expect(pageItems(11, 11)).toEqual([1, 'gap-start', 5, 6, 7, 8, 9, 10, 11]);
  });

  it('keeps nine items wherever the current page is', () => {
    expect(pageItems(5, 200)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 200]);
    expect(pageItems(100, 200)).toEqual([1, 'gap-start', 98, 99, 100, 101, 102, 'gap-end', 200]);
    expect(pageItems(196, 200)).toEqual([1, 'gap-start', 194, 195, 196, 197, 198, 199, 200]);
    for (let page = 1; page <= 40; page++) expect(pageItems(page, 40)).toHaveLength(9);
  });

  it('keeps five items on a phone: first, current, last and the gaps', () => {
    expect(pageItems(50, 200, 0)).toEqual([1, 'gap-start', 50, 'gap-end', 200]);
    expect(pageItems(2, 200, 0)).toEqual([1, 2, 3, 'gap-end', 200]);
    expect(pageItems(199, 200, 0)).toEqual([1, 'gap-start', 198, 199, 200]);
    for (let page = 1; page <= 40; page++) expect(pageItems(page, 40, 0)).toHaveLength(5);
    expect(pageItems(3, 10, 0)).toHaveLength(10);
  });

  it('holds a page number outside the range to the nearest page', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(-1, 20)).toEqual(pageItems(1, 20));
  });
});

describe('pagingFor (client-side rows in the spec pagingInfo shape)', () => {
  it('describes a middle page', () => {
    expect(pagingFor(120, 2, 50)).toEqual({
      currentPage: 2,
      totalItems: 120,
      itemsPerPage: 50,
      prevPage: 1,
      nextPage: 3,
      totalPages: 3,
      from: 51,
      to: 100,
    });
  });

  it('describes the last page, an empty result and a page past the end', () => {
    expect(pagingFor(120, 3, 50)).toMatchObject({ from: 101, to: 120, nextPage: null });
    expect(pagingFor(0, 1, 50)).toEqual({
      currentPage: 1,
      totalItems: 0,
      itemsPerPage: 50,
      prevPage: null,
      nextPage: null,
      totalPages: 1,
      from: 0,
      to: 0,
    });
    expect(pagingFor(10, 7, 5)).toMatchObject({ currentPage: 2, from: 6, to: 10 });
  });

  it('puts every row on one page for a size of 0', () => {
    expect(pagingFor(10_000, 1, 0)).toMatchObject({ totalPages: 1, from: 1, to: 10_000 });
  });
});

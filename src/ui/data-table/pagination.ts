import type { PagingInfo } from '../../../contract/common';

/** Up to this many pages every page number shows; beyond it the bar collapses (01-platform section 9). */
export const ALL_PAGES_UP_TO = 10;

export type PageItem = number | 'gap-start' | 'gap-end';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The page bar: every page up to ten; beyond, the first, the last and `siblings` pages on each side
 * of the current one, with a gap mark for the pages left out. The count of items stays the same
 * wherever the current page is (nine with two siblings, five with none: a phone's width), so the
 * buttons under the user's finger do not move while paging.
 */
export function pageItems(current: number, total: number, siblings = 2): PageItem[] {
  if (total <= 0) return [];
  if (total <= ALL_PAGES_UP_TO) return range(1, total);
  const page = Math.min(Math.max(1, current), total);
  const run = 2 * siblings + 3;
  if (page <= siblings + 3) return [...range(1, run), 'gap-end', total];
  if (page >= total - siblings - 2) return [1, 'gap-start', ...range(total - run + 1, total)];
  return [1, 'gap-start', ...range(page - siblings, page + siblings), 'gap-end', total];
}

/** The spec's pagingInfo for rows paged in the browser; a size of 0 shows every row on one page. */
export function pagingFor(totalItems: number, page: number, size: number): PagingInfo {
  const itemsPerPage = size > 0 ? size : Math.max(totalItems, 1);
  const totalPages = Math.max(1, Math.ceil(totalItems / itemsPerPage));
  const currentPage = Math.min(Math.max(1, page), totalPages);
  return {
    currentPage,
    totalItems,
    itemsPerPage,
    prevPage: currentPage > 1 ? currentPage - 1 : null,
    nextPage: currentPage < totalPages ? currentPage + 1 : null,
    totalPages,
    from: totalItems === 0 ? 0 : (currentPage - 1) * itemsPerPage + 1,
    to: Math.min(currentPage * itemsPerPage, totalItems),
  };
}

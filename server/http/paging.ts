import type { PagingInfo } from '../../contract';

/** The spec's pagingInfo for a page of a list of `total` items. */
export function paging(page: number, itemsPerPage: number, total: number): PagingInfo {
  const totalPages = Math.max(1, Math.ceil(total / itemsPerPage));
  const from = total === 0 ? 0 : (page - 1) * itemsPerPage + 1;
  return {
    currentPage: page,
    totalItems: total,
    itemsPerPage,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
    totalPages,
    from: Math.min(from, total),
    to: Math.min(page * itemsPerPage, total),
  };
}

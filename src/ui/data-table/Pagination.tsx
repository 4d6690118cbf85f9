import { IonIcon } from '@ionic/react';
import type { TFunction } from 'i18next';
import { chevronBack, chevronForward } from 'ionicons/icons';
import type { PagingInfo } from '../../../contract/common';
import { pageItems } from './pagination';

interface PaginationProps {
  paging: PagingInfo;
  onPage: (page: number) => void;
  /** A phone's width: only the current page between the first and the last. */
  compact?: boolean;
  t: TFunction;
}

/** Which rows are shown of how many, and the page buttons (collapsed beyond ten pages). */
export function Pagination({ paging, onPage, compact, t }: PaginationProps) {
  const { currentPage, totalPages, totalItems, from, to, prevPage, nextPage } = paging;
  return (
    <nav className="dt-pagination" aria-label={t('Pages')}>
      <span className="dt-range" aria-live="polite">
        {totalItems === 0 ? t('No rows') : t('{{from}}–{{to}} of {{total}}', { from, to, total: totalItems })}
      </span>
      {totalPages > 1 && (
        <div className="dt-pages">
          <button
            type="button"
            className="dt-page"
            aria-label={t('Previous page')}
            disabled={!prevPage}
            onClick={() => prevPage && onPage(prevPage)}
          >
            <IonIcon icon={chevronBack} aria-hidden="true" />
          </button>
          {pageItems(currentPage, totalPages, compact ? 0 : 2).map((item) =>
            typeof item === 'number' ? (
              <button
                key={item}
                type="button"
                className="dt-page"
                aria-label={t('Page {{page}}', { page: item })}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            ) : (
              <span key={item} className="dt-page-gap" aria-hidden="true">
                …
              </span>
            ),
          )}
          <button
            type="button"
            className="dt-page"
            aria-label={t('Next page')}
            disabled={!nextPage}
            onClick={() => nextPage && onPage(nextPage)}
          >
            <IonIcon icon={chevronForward} aria-hidden="true" />
          </button>
        </div>
      )}
    </nav>
  );
}

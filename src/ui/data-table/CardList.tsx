// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this part, loaded with it
import './cards.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { RowCard } from './RowCard';
import { classNames, type RowView } from './row-view';
import type { RowId } from './types';
import { useOffsetIn, usePageScroller } from './use-page-scroller';
import type { RowEdit } from './use-row-editing';

/** A first guess at a card's height; each card is measured once it renders. */
const CARD_HEIGHT = 280;

interface CardListProps<T> {
  label: string;
  view: RowView<T>;
  rows: readonly T[];
  edits: ReadonlyMap<RowId, RowEdit>;
  selected: ReadonlySet<RowId>;
  /** The page scrolls the cards, unless the table is full screen. */
  withPage: boolean;
  resetKey: unknown;
  emptyText: string;
}

/** The rows as cards on a phone, virtualised like the desktop table. */
export function CardList<T>({
  label,
  view,
  rows,
  edits,
  selected,
  withPage,
  resetKey,
  emptyText,
}: CardListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const found = usePageScroller(list, withPage);
  const page = found ?? null;
  const offset = useOffsetIn(list, page);
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; cards get only the stable measureElement
  const virtualizer = useVirtualizer({
    count: rows.length,
    // The virtualiser moves a scroller it is given to the offset it last knew. Given the list first and
    // the page a moment later, it scrolled the whole page to the top: a tour editor on a phone jumped
    // up from wherever its reader was once its tickets' cards found the page (issue 24). So it waits
    // for the page's scroller, and starts from where that scroller is.
    enabled: found !== undefined,
    initialOffset: () => page?.scrollTop ?? 0,
    getScrollElement: () => page ?? list.current,
    estimateSize: () => CARD_HEIGHT,
    overscan: 4,
    scrollMargin: page ? offset : 0,
    getItemKey: (index) => view.idOf(rows[index]),
  });
  useEffect(() => {
    // A new page of cards starts at its first card, wherever the user had scrolled to.
    if (page) {
      if (page.scrollTop > offset) page.scrollTop = offset;
    } else list.current?.scrollTo({ top: 0 });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only a new query moves the view, not a re-measure
  }, [resetKey]);

  const margin = virtualizer.options.scrollMargin;
  return (
    <div
      className={classNames('dt-card-list', !page && 'dt-scroll')}
      ref={list}
      role="list"
      aria-label={label}
    >
      {rows.length === 0 && <p className="dt-empty">{emptyText}</p>}
      <div className="dt-card-space" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const id = view.idOf(row);
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              className="dt-card-place"
              style={{ transform: `translateY(${item.start - margin}px)` }}
            >
              <RowCard row={row} view={view} edit={edits.get(id)} selected={selected.has(id)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this part, loaded with it
import './table.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { pinLayout } from './pins';
import { usePaneWidth } from './use-pane-width';
import type { RowView } from './row-view';
import { SumsRow } from './SumsRow';
import { TableHead } from './TableHead';
import { TableRow } from './TableRow';
import type { CellValue, RowId, TableColumn, TableSort } from './types';
import type { RowEdit } from './use-row-editing';
import type { AllState } from './use-selection';

/** A row's height (44 px cells and a 1 px border); rows are still measured, should a custom cell grow. */
const ROW_HEIGHT = 45;
const SELECT_WIDTH = 52;
const ACTIONS_WIDTH = 104;
const DEFAULT_WIDTH = 140;

export interface DesktopTableProps<T> {
  label: string;
  view: RowView<T>;
  rows: readonly T[];
  edits: ReadonlyMap<RowId, RowEdit>;
  selected: ReadonlySet<RowId>;
  selectAll?: { state: AllState; toggle: () => void };
  sort: TableSort | null;
  onSort: (column: TableColumn<T>) => void;
  sums: Record<string, CellValue> | null;
  /** Changes when the query does: the view returns to the top. */
  resetKey: unknown;
  emptyText: string;
}

/**
 * The table for tablets and desktops. Only the rows in view (and a few around them) are in the DOM;
 * spacer rows stand for the others, so 10,000 rows scroll as smoothly as 50.
 */
export function DesktopTable<T>(props: DesktopTableProps<T>) {
  const { view, rows, edits, selected, sums } = props;
  const { columns, t } = view;
  const scroller = useRef<HTMLDivElement>(null);
  const paneWidth = usePaneWidth(scroller);
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; rows get only the stable measureElement
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => view.idOf(rows[index]),
  });
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [props.resetKey]);

  const pins = useMemo(
    () =>
      pinLayout(
        columns,
        (c) => c.width ?? DEFAULT_WIDTH,
        {
          selectWidth: view.toggle ? SELECT_WIDTH : 0,
          actionsWidth: view.editing ? ACTIONS_WIDTH : 0,
        },
        paneWidth,
      ),
    [columns, view.toggle, view.editing, paneWidth],
  );
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = columns.reduce(
    (sum, c) => sum + (c.width ?? DEFAULT_WIDTH),
    (view.toggle ? SELECT_WIDTH : 0) + (view.editing ? ACTIONS_WIDTH : 0),
  );
  const span = columns.length + (view.toggle ? 1 : 0) + (view.editing ? 1 : 0);

  return (
    <div className="dt-scroll" ref={scroller} tabIndex={0} role="region" aria-label={props.label}>
      <table className="dt-table" style={{ minWidth: width }}>
        <colgroup>
          {view.toggle && <col style={{ width: SELECT_WIDTH }} />}
          {columns.map((c) => (
            <col key={c.id} style={{ width: c.width ?? DEFAULT_WIDTH }} />
          ))}
          {view.editing && <col style={{ width: ACTIONS_WIDTH }} />}
        </colgroup>
        <TableHead
          columns={columns}
          sort={props.sort}
          onSort={props.onSort}
          selectAll={props.selectAll}
          editable={Boolean(view.editing)}
          pins={pins}
          t={t}
        />
        <tbody>
          {before > 0 && <tr className="dt-spacer" aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index];
            const id = view.idOf(row);
            return (
              <TableRow
                key={item.key}
                row={row}
                index={item.index}
                view={view}
                edit={edits.get(id)}
                selected={selected.has(id)}
                pins={pins}
                measure={virtualizer.measureElement}
              />
            );
          })}
          {after > 0 && <tr className="dt-spacer" aria-hidden="true" style={{ height: after }} />}
          {rows.length === 0 && (
            <tr>
              <td colSpan={span} className="dt-empty">
                {props.emptyText}
              </td>
            </tr>
          )}
        </tbody>
        {sums && (
          <SumsRow
            columns={columns}
            sums={sums}
            selectable={Boolean(view.toggle)}
            editable={Boolean(view.editing)}
            pins={pins}
            t={t}
          />
        )}
      </table>
    </div>
  );
}

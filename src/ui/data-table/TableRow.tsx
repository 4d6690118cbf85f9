import { RowSelectBox } from './RowSelectBox';
import { memo } from 'react';
import { CellContent } from './CellContent';
import { isEditable } from './edit-rules';
import { RowActions } from './RowActions';
import { pinned, type PinLayout } from './pins';
import { classNames, type RowView } from './row-view';
import type { RowEdit } from './use-row-editing';

interface TableRowProps<T> {
  row: T;
  index: number;
  view: RowView<T>;
  edit: RowEdit | undefined;
  selected: boolean;
  pins: PinLayout;
  measure: (node: HTMLTableRowElement | null) => void;
}

function TableRowBase<T>({ row, index, view, edit, selected, pins, measure }: TableRowProps<T>) {
  const { columns } = view;
  const id = view.idOf(row);
  const firstEditable = edit ? columns.find(isEditable)?.id : undefined;
  return (
    <tr
      ref={measure}
      data-index={index}
      className={classNames(
        view.rowClassName?.(row),
        edit && 'dt-row-editing',
        selected && 'dt-row-selected',
      )}
      aria-busy={edit?.saving || undefined}
      onDoubleClick={view.editing ? () => view.handlers.start(row) : undefined}
    >
      {view.toggle && (
        <td {...pinned(pins.select, 'dt-select')}>
          <RowSelectBox id={id} selected={selected} onToggle={view.toggle} />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          {...pinned(pins.columns.get(column.id), column.align ? `dt-align-${column.align}` : undefined)}
        >
          <CellContent
            row={row}
            column={column}
            view={view}
            edit={edit}
            first={column.id === firstEditable}
          />
        </td>
      ))}
      {view.editing && (
        <td {...pinned(pins.actions, 'dt-actions')}>
          <RowActions row={row} view={view} edit={edit} />
        </td>
      )}
    </tr>
  );
}

/** One table row; memoised, so scrolling and editing one row leave the others alone. */
export const TableRow = memo(TableRowBase) as typeof TableRowBase;

import { cellText } from './cell-value';
import { EditInput } from './EditInput';
import { isEditable } from './edit-rules';
import type { RowView } from './row-view';
import type { TableColumn } from './types';
import type { RowEdit } from './use-row-editing';
import { columnTitle } from './column-title';

interface CellContentProps<T> {
  row: T;
  column: TableColumn<T>;
  view: RowView<T>;
  edit: RowEdit | undefined;
  /** The row's first input takes the focus when edit mode opens. */
  first?: boolean;
}

/** A cell's value, or its input while the row is in edit mode. */
export function CellContent<T>({ row, column, view, edit, first }: CellContentProps<T>) {
  if (edit && isEditable(column)) {
    const id = view.idOf(row);
    return (
      <EditInput
        column={column}
        label={columnTitle(column, view.t)}
        value={edit.draft[column.id] ?? ''}
        disabled={edit.saving}
        autoFocus={first}
        onChange={(value) => view.handlers.change(id, column.id, value)}
        onSave={() => void view.handlers.save(row, edit)}
        onCancel={() => view.handlers.cancel(id)}
        t={view.t}
      />
    );
  }
  return column.render ? column.render(row) : cellText(column, row, view.t);
}

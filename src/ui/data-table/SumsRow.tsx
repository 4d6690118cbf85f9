import type { TFunction } from 'i18next';
import { formatValue } from './cell-value';
import { pinned, type PinLayout } from './pins';
import type { CellValue, TableColumn } from './types';

interface SumsRowProps<T> {
  columns: readonly TableColumn<T>[];
  sums: Record<string, CellValue>;
  selectable: boolean;
  editable: boolean;
  pins?: PinLayout;
  t: TFunction;
}

/** The table's foot: 'Total' in the first column without a sum, then each column's sum. */
export function SumsRow<T>({ columns, sums, selectable, editable, pins, t }: SumsRowProps<T>) {
  const labelAt = columns.findIndex((c) => !(c.id in sums));
  return (
    <tfoot>
      <tr className="dt-sums">
        {selectable && <td {...pinned(pins?.select, 'dt-select')} />}
        {columns.map((column, index) =>
          index === labelAt ? (
            <th key={column.id} scope="row" {...pinned(pins?.columns.get(column.id))}>
              {t('Total')}
            </th>
          ) : (
            <td
              key={column.id}
              {...pinned(pins?.columns.get(column.id), column.align ? `dt-align-${column.align}` : undefined)}
            >
              {column.id in sums ? formatValue({ ...column, options: undefined }, sums[column.id], t) : ''}
            </td>
          ),
        )}
        {editable && <td {...pinned(pins?.actions, 'dt-actions')} />}
      </tr>
    </tfoot>
  );
}

import { IonIcon } from '@ionic/react';
import type { TFunction } from 'i18next';
import { arrowDown, arrowUp, swapVertical } from 'ionicons/icons';
import { sortKeyOf } from './query-state';
import { SelectAllBox } from './SelectAllBox';
import type { TableColumn, TableSort } from './types';
import type { AllState } from './use-selection';

interface TableHeadProps<T> {
  columns: readonly TableColumn<T>[];
  sort: TableSort | null;
  onSort: (column: TableColumn<T>) => void;
  selectAll?: { state: AllState; toggle: () => void };
  editable: boolean;
  t: TFunction;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  const icon = direction === 'asc' ? arrowUp : direction === 'desc' ? arrowDown : swapVertical;
  return (
    <IonIcon
      icon={icon}
      className={direction ? 'dt-sort-icon dt-sorted' : 'dt-sort-icon'}
      aria-hidden="true"
    />
  );
}

/** Column headers; a sortable header is a button that moves through the sort orders. */
export function TableHead<T>({ columns, sort, onSort, selectAll, editable, t }: TableHeadProps<T>) {
  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" className="dt-select">
            <SelectAllBox state={selectAll.state} label={t('Select all')} onToggle={selectAll.toggle} />
          </th>
        )}
        {columns.map((column) => {
          const direction = sort?.field === sortKeyOf(column) ? sort.direction : undefined;
          const ariaSort =
            direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
              className={column.align ? `dt-align-${column.align}` : undefined}
            >
              {column.sortable ? (
                <button type="button" className="dt-sort" onClick={() => onSort(column)}>
                  <span>{t(column.header)}</span>
                  <SortIcon direction={direction} />
                </button>
              ) : (
                t(column.header)
              )}
            </th>
          );
        })}
        {editable && (
          <th scope="col" className="dt-actions">
            <span className="dt-visually-hidden">{t('Edit')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

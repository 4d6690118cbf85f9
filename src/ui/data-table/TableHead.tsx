import { IonIcon } from '@ionic/react';
import type { TFunction } from 'i18next';
import { arrowDown, arrowUp, swapVertical } from 'ionicons/icons';
import { pinned, type PinLayout } from './pins';
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
  pins?: PinLayout;
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

/** Consecutive columns under one group header; a column without a group is a run of its own. */
interface HeaderRun<T> {
  group?: string;
  columns: TableColumn<T>[];
}

export function headerRuns<T>(columns: readonly TableColumn<T>[]): HeaderRun<T>[] {
  const runs: HeaderRun<T>[] = [];
  for (const column of columns) {
    const last = runs.at(-1);
    if (column.group && last?.group === column.group) last.columns.push(column);
    else runs.push({ group: column.group, columns: [column] });
  }
  return runs;
}

/**
 * Column headers; a sortable header is a button that moves through the sort orders. Grouped columns
 * get a second header row under their group's, and the others span both rows.
 */
export function TableHead<T>({ columns, sort, onSort, selectAll, editable, pins, t }: TableHeadProps<T>) {
  const runs = headerRuns(columns);
  const grouped = runs.some((r) => r.group);
  const rowSpan = grouped ? 2 : undefined;

  const cell = (column: TableColumn<T>, span?: number) => {
    const direction = sort?.field === sortKeyOf(column) ? sort.direction : undefined;
    const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
    return (
      <th
        key={column.id}
        scope="col"
        rowSpan={span}
        aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
        {...pinned(pins?.columns.get(column.id), column.align ? `dt-align-${column.align}` : undefined)}
      >
        {column.sortable ? (
          <button type="button" className="dt-sort" onClick={() => onSort(column)}>
            <span>{t(column.header)}</span>
            <SortIcon direction={direction} />
          </button>
        ) : (
          <span className="dt-head-text">{t(column.header)}</span>
        )}
      </th>
    );
  };

  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" {...pinned(pins?.select, 'dt-select')} rowSpan={rowSpan}>
            <SelectAllBox state={selectAll.state} label={t('Select all')} onToggle={selectAll.toggle} />
          </th>
        )}
        {runs.map((run) =>
          run.group ? (
            <th
              key={`group-${run.columns[0].id}`}
              scope="colgroup"
              colSpan={run.columns.length}
              className="dt-group-header"
            >
              {t(run.group)}
            </th>
          ) : (
            cell(run.columns[0], rowSpan)
          ),
        )}
        {editable && (
          <th scope="col" {...pinned(pins?.actions, 'dt-actions')} rowSpan={rowSpan}>
            <span className="visually-hidden">{t('Edit')}</span>
          </th>
        )}
      </tr>
      {grouped && <tr>{runs.filter((r) => r.group).flatMap((r) => r.columns.map((c) => cell(c)))}</tr>}
    </thead>
  );
}

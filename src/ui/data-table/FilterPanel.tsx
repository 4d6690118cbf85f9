// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this part, loaded with it
import './filters.css';
import type { TFunction } from 'i18next';
import type { FilterInput } from './filter-rules';
import { FilterField } from './FilterField';
import { filterKeyOf } from './query-state';
import type { Filters, TableColumn } from './types';

interface FilterPanelProps<T> {
  columns: readonly TableColumn<T>[];
  filters: Filters;
  onInput: (column: TableColumn<T>, raw: FilterInput) => void;
  /** Changes when filters are cleared, so every control starts again from the query. */
  version: number;
  t: TFunction;
}

export function filterColumns<T>(columns: readonly TableColumn<T>[]): TableColumn<T>[] {
  return columns.filter((c) => c.filter && c.filter.type !== 'none');
}

/** Every column's filter, labelled by its header: above the table, or in the phone's sheet. */
export function FilterPanel<T>({ columns, filters, onInput, version, t }: FilterPanelProps<T>) {
  return (
    <form className="dt-filters" role="search" aria-label={t('Filters')} onSubmit={(e) => e.preventDefault()}>
      {filterColumns(columns).map((column) => (
        <FilterField
          key={`${column.id}-${version}`}
          column={column}
          value={filters[filterKeyOf(column)]}
          onInput={onInput}
          t={t}
        />
      ))}
    </form>
  );
}

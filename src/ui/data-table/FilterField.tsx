import type { TFunction } from 'i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import type { FilterInput } from './filter-rules';
import { DateFilter } from './filters/DateFilter';
import { DateRangeFilter } from './filters/DateRangeFilter';
import type { FilterControlProps } from './filters/filter-props';
import { MultiSelectFilter } from './filters/ChoiceFilter';
import { NumberFilter } from './filters/NumberFilter';
import { TextFilter } from './filters/TextFilter';
import type { FilterType, FilterValue, TableColumn } from './types';
import { columnTitle } from './column-title';

// ion-select brings ion-alert, ion-action-sheet and the select popover and modal (~30 KB gzip): it
// loads when a table with a select filter first shows one, not with every table.
const SelectFilter = lazy<ComponentType<FilterControlProps<never>>>(() =>
  import('./filters/SelectFilter').then((m) => ({ default: m.SelectFilter })),
);

const CONTROLS: Record<Exclude<FilterType, 'none'>, ComponentType<FilterControlProps<never>>> = {
  text: TextFilter,
  'text-number': TextFilter,
  number: NumberFilter,
  select: SelectFilter,
  year: SelectFilter,
  'multi-select': MultiSelectFilter,
  'multi-select-number': MultiSelectFilter,
  date: DateFilter,
  'date-range': DateRangeFilter,
  'optional-date-range': DateRangeFilter,
};

interface FilterFieldProps<T> {
  column: TableColumn<T>;
  value: FilterValue | undefined;
  onInput: (column: TableColumn<T>, raw: FilterInput) => void;
  t: TFunction;
}

/** The control a column's filter type calls for. */
export function FilterField<T>({ column, value, onInput, t }: FilterFieldProps<T>) {
  const spec = column.filter;
  if (!spec || spec.type === 'none') return null;
  const Control = CONTROLS[spec.type] as ComponentType<FilterControlProps<T>>;
  const wide = spec.type === 'date-range' || spec.type === 'optional-date-range';
  return (
    <div className={wide ? 'dt-filter dt-filter-wide' : 'dt-filter'}>
      <Suspense fallback={null}>
        <Control
          label={columnTitle(column, t)}
          spec={spec}
          options={spec.options ?? column.options ?? []}
          value={value}
          onInput={(raw) => onInput(column, raw)}
          t={t}
        />
      </Suspense>
    </div>
  );
}

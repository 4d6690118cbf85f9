import { lazy, Suspense, useState, type ComponentType } from 'react';
import { CardList } from './CardList';
import type { DataTableProps } from './data-table-props';
import { FilterPanel } from './FilterPanel';
import { FilterSheet } from './FilterSheet';
import { PhoneToolbar } from './PhoneToolbar';
import { Progress } from './Progress';
import { SelectAllBox } from './SelectAllBox';
import type { SortSelectProps } from './SortSelect';
import { SumsCard } from './SumsCard';
import type { TableModel } from './use-data-table';

// The sort list is an ion-select, which brings ion-action-sheet, ion-alert and more (~30 KB gzip):
// it loads with the first phone table rather than in the data table's chunk every table loads.
const SortSelect = lazy<ComponentType<SortSelectProps<never>>>(() =>
  import('./SortSelect').then((m) => ({ default: m.SortSelect })),
);

export interface PhoneLayoutProps<T> {
  props: DataTableProps<T>;
  model: TableModel<T>;
}

/** Phones: a toolbar with the filter sheet, the sort list and the actions menu, then the cards. */
export function PhoneLayout<T>({ props, model }: PhoneLayoutProps<T>) {
  const { t, query, selection, rows } = model;
  const Sort = SortSelect as ComponentType<SortSelectProps<T>>;
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <PhoneToolbar
        items={model.items}
        filterCount={model.filterCount}
        onFilters={() => setSheetOpen(true)}
        selectedCount={selection.selected.size}
        sort={
          <Suspense fallback={null}>
            <Sort columns={model.view.columns} sort={query.sort} onSort={model.setSort} t={t} />
          </Suspense>
        }
        extras={props.toolbarExtras}
        t={t}
      />
      {model.hasFilters && (
        <FilterSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          onClear={model.onClear}
          summary={model.summary}
          t={t}
        >
          <FilterPanel
            columns={model.view.columns}
            filters={query.filters}
            onInput={model.onFilterInput}
            version={model.filtersVersion}
            t={t}
          />
        </FilterSheet>
      )}
      <Progress loading={props.server?.loading} />
      {props.selectable && rows.rows.length > 0 && (
        <label className="dt-select-all">
          <SelectAllBox state={selection.allState} label={t('Select all')} onToggle={selection.toggleAll} />
          <span>{t('Select all')}</span>
        </label>
      )}
      {model.sums && <SumsCard columns={model.view.columns} sums={model.sums} t={t} />}
      <CardList
        label={model.label}
        view={model.view}
        rows={rows.rows}
        edits={model.edits}
        selected={selection.selected}
        withPage={!model.fullScreen}
        resetKey={query}
        emptyText={model.emptyText}
      />
    </>
  );
}

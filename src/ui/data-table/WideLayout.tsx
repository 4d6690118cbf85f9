import { useState } from 'react';
import type { DataTableProps } from './data-table-props';
import { DesktopTable } from './DesktopTable';
import { FilterPanel } from './FilterPanel';
import { Progress } from './Progress';
import { SumsBar } from './SumsBar';
import { TableToolbar } from './TableToolbar';
import type { TableModel } from './use-data-table';

/** Tablets and desktops: toolbar, the filter panel (which can be hidden) and the table. */
export function WideLayout<T>({ props, model }: { props: DataTableProps<T>; model: TableModel<T> }) {
  const { t, query, selection } = model;
  const [filtersShown, setFiltersShown] = useState(true);
  return (
    <>
      <TableToolbar
        items={model.items}
        filterCount={model.filterCount}
        filtersShown={filtersShown}
        onToggleFilters={() => setFiltersShown((shown) => !shown)}
        selectedCount={selection.selected.size}
        extras={props.toolbarExtras}
        t={t}
      />
      {model.hasFilters && filtersShown && (
        <FilterPanel
          columns={model.view.columns}
          filters={query.filters}
          onInput={model.onFilterInput}
          version={model.filtersVersion}
          t={t}
        />
      )}
      <Progress loading={props.server?.loading} />
      {model.sums && <SumsBar columns={model.view.columns} sums={model.sums} t={t} />}
      <DesktopTable
        label={model.label}
        view={model.view}
        rows={model.rows.rows}
        edits={model.edits}
        selected={selection.selected}
        selectAll={props.selectable ? { state: selection.allState, toggle: selection.toggleAll } : undefined}
        sort={query.sort}
        onSort={model.onSort}
        sums={model.sums}
        resetKey={query}
        emptyText={model.emptyText}
      />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ROW_STYLES,
  withFilter,
  type RowEditing,
  type TableQuery,
} from '../../../../ui/data-table';
import { getArrivals, useArrivals } from '../../api/get-arrivals';
import { useHotelsWithArrivals } from '../../api/get-hotels-with-arrivals';
import { useSales } from '../../api/get-sales';
import { arrivalKeys } from '../../api/keys';
import type { GroupSaver } from '../../hooks/use-group-edits';
import { useArrivalRows } from '../../hooks/use-arrival-rows';
import { mergeOutbox } from '../../model/arrival-rows';
import { DEFAULT_TABLE_QUERY, EXPORT_PAGE_SIZE, IN_HOUSE, toArrivalsFilter } from '../../model/table-query';
import { groupChangesOf, toTableRow, type ArrivalTableRow } from '../../model/table-row';
import { arrivalColumns } from './arrival-columns';
import { InHouseCheckbox } from './InHouseCheckbox';

const rowClassName = ({ row }: ArrivalTableRow) =>
  row.arrival.isDeleted
    ? ROW_STYLES.cancelled
    : row.sync?.state === 'pending'
      ? ROW_STYLES.pending
      : undefined;

/** Tablets and desktops: the full arrivals table, paged on the server, edited inline. */
export function ArrivalsTable({
  saver,
  onResolve,
}: {
  saver: GroupSaver;
  onResolve: (entryId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { data, dataUpdatedAt, isFetching } = useArrivals(toArrivalsFilter(query));
  const { rows, entries } = useArrivalRows(data?.entities ?? [], dataUpdatedAt);
  const tableRows = useMemo(() => rows.map(toTableRow), [rows]);
  const { data: hotels = [] } = useHotelsWithArrivals();
  const { data: sales = [] } = useSales();
  const columns = useMemo(
    () => arrivalColumns({ hotels, sales, onResolve, t }),
    [hotels, sales, onResolve, t],
  );

  const fetchAll = useCallback(
    async (q: TableQuery) => {
      const all = [];
      // The whole query, page after page, for the Excel file; rows as the table shows them.
      for (let page = 1; ; page++) {
        const part = await getArrivals(toArrivalsFilter({ ...q, page }, EXPORT_PAGE_SIZE));
        all.push(...part.entities);
        if (!part.pagingInfo.nextPage) break;
      }
      return mergeOutbox(all, entries, Date.now()).map(toTableRow);
    },
    [entries],
  );

  const editing = useMemo<RowEditing<ArrivalTableRow>>(
    () => ({
      onSave: async (row, changes) => {
        await saver.edit(row.row, groupChangesOf(row, changes));
        return true;
      },
      barredReason: ({ row }) =>
        row.sync && row.sync.state !== 'pending'
          ? "Decide first what happens to this group's unsent change"
          : null,
    }),
    [saver],
  );

  return (
    <DataTable
      title="Arrivals"
      columns={columns}
      idField="id"
      server={{ rows: tableRows, paging: data?.pagingInfo ?? null, fetchAll, loading: isFetching }}
      defaultQuery={DEFAULT_TABLE_QUERY}
      query={query}
      onQueryChange={setQuery}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: arrivalKeys.lists })}
      excel={{ fileName: 'arrivals.xlsx', title: 'Arrivals' }}
      rowClassName={rowClassName}
      editing={editing}
      toolbarExtras={
        <InHouseCheckbox
          checked={query.filters[IN_HOUSE] !== false}
          onChange={(on) => setQuery((q) => withFilter(q, IN_HOUSE, on))}
        />
      }
      emptyText="No arrivals match these filters."
    />
  );
}

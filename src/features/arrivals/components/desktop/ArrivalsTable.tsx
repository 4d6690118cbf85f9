import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { toggleFlag } from '../../../../../domain/arrival-status';
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
import { mergeOutbox, type ArrivalRow } from '../../model/arrival-rows';
import { groupByGroupId, type GuestGroup } from '../../model/group-by';
import { useEver } from '../../../../ui/use-ever';
import { DEFAULT_TABLE_QUERY, EXPORT_PAGE_SIZE, IN_HOUSE, toArrivalsFilter } from '../../model/table-query';
import { groupChangesOf, toTableRow, type ArrivalTableRow } from '../../model/table-row';
import { arrivalColumns } from './arrival-columns';
import { InHouseCheckbox } from './InHouseCheckbox';

// The group sheet (ion-modal, the form) loads when a row's group is first opened.
const EditGroupSheet = lazy(() =>
  import('../phone/EditGroupSheet').then((m) => ({ default: m.EditGroupSheet })),
);

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
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_TABLE_QUERY);
  const { data, dataUpdatedAt, isFetching } = useArrivals(toArrivalsFilter(query));
  const { rows, entries } = useArrivalRows(data?.entities ?? [], dataUpdatedAt);
  const tableRows = useMemo(() => rows.map(toTableRow), [rows]);
  const { data: hotels = [] } = useHotelsWithArrivals();
  const { data: sales = [] } = useSales();
  const [opened, setOpened] = useState<string | null>(null);
  const openGroup = useCallback((row: ArrivalRow) => setOpened(row.arrival.groupId), []);
  // The group as this page lists it, unsent edits included: the sheet's chips follow each tap.
  const openedGroup = useMemo(
    () => (opened === null ? null : (groupByGroupId(rows).find((g) => g.groupId === opened) ?? null)),
    [opened, rows],
  );
  const sheetWanted = useEver(openedGroup !== null);
  const columns = useMemo(
    () => arrivalColumns({ hotels, sales, onResolve, onOpenGroup: openGroup, t, language: i18n.language }),
    [hotels, sales, onResolve, openGroup, t, i18n.language],
  );
  const toggle = useCallback(
    (group: GuestGroup, flag: number) => {
      const lead = group.rows[0];
      void saver.edit(lead, { communicationStatus: toggleFlag(lead.values.communicationStatus, flag) });
    },
    [saver],
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
    <>
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
      {sheetWanted && (
        <Suspense fallback={null}>
          <EditGroupSheet
            group={openedGroup}
            layout="dialog"
            onSave={(g, changes) => saver.edit(g.rows[0], changes)}
            onToggleFlag={toggle}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourManageRow } from '../../../../../contract';
import { NOTHING_SAVED_TEXT, nothingSavedOffline } from '../../../../platform/query-cache/nothing-saved';
import { createQuery, DataTable, ROW_STYLES, type TableQuery } from '../../../../ui/data-table';
import { useTourFilterOptions } from '../../api/tour-filter-options';
import { tourKeys } from '../../api/tour-keys';
import { useTourLanguages } from '../../api/tour-languages';
import { getTourManageList, useTourManageList } from '../../api/tour-manage-list';
import { toTourListParams, TOURS_EXPORT_PAGE_SIZE } from './tour-list-query';
import { toursColumns } from './tours-columns';
import { ToursToolbar } from './ToursToolbar';
import './tours-list.css';
import '../tour-row-links.css';

const DEFAULT_QUERY = createQuery();
const rowClass = (row: TourManageRow) => (row.isDeleted ? ROW_STYLES.cancelled : undefined);

/** The supplier's tours, paged by the server (02-catalogue "Tours table"); cards on a phone. */
export function ToursList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TableQuery>(DEFAULT_QUERY);
  const [showDeleted, setShowDeleted] = useState(false);
  const list = useTourManageList(toTourListParams(query, showDeleted));
  const { data, isFetching } = list;
  const options = useTourFilterOptions().data;
  const languages = useTourLanguages();

  const columns = useMemo(
    () =>
      toursColumns({
        tours: options?.tours ?? [],
        offers: options?.offers ?? [],
        languages,
        t,
      }),
    [options, languages, t],
  );

  const fetchAll = useCallback(
    async (q: TableQuery) => {
      const all: TourManageRow[] = [];
      for (let page = 1; ; page++) {
        const part = await getTourManageList(
          toTourListParams({ ...q, page }, showDeleted, TOURS_EXPORT_PAGE_SIZE),
        );
        all.push(...part.entities);
        if (!part.pagingInfo.nextPage) return all;
      }
    },
    [showDeleted],
  );

  return (
    <DataTable<TourManageRow>
      title="Tours"
      columns={columns}
      idField="id"
      server={{ rows: data?.entities ?? [], paging: data?.pagingInfo ?? null, fetchAll, loading: isFetching }}
      defaultQuery={DEFAULT_QUERY}
      query={query}
      onQueryChange={setQuery}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: tourKeys.all })}
      excel={{ fileName: 'tours.xlsx', title: 'Tours' }}
      rowClassName={rowClass}
      toolbarExtras={
        <ToursToolbar
          showDeleted={showDeleted}
          onShowDeletedChange={(on) => {
            setShowDeleted(on);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
        />
      }
      // Offline with no list kept, an empty table is not 'no tours'.
      emptyText={nothingSavedOffline(list) ? NOTHING_SAVED_TEXT : 'No tours match these filters.'}
    />
  );
}

import { useMemo } from 'react';
import type { SupplierCity } from '../../../../contract';
import { createQuery, DataTable, type RowEditing, type TableColumn } from '../../../ui/data-table';
import { cityColumn, pickUpTimeColumns, rowTimes } from './pick-up-columns';
import type { RegionRow } from './pick-up-rows';

const DEFAULT_QUERY = createQuery({ sort: null });

/** The set's regions: city filter, from/to (or minutes before the start), active, edited in the row. */
export function RegionTable({
  rows,
  cities,
  isFixedTime,
  readOnly,
  onChange,
}: {
  rows: readonly RegionRow[];
  cities: readonly SupplierCity[];
  isFixedTime: boolean;
  readOnly: boolean;
  onChange: (regionId: number, changes: Partial<RegionRow>) => void;
}) {
  const columns = useMemo<TableColumn<RegionRow>[]>(() => {
    const times = pickUpTimeColumns<RegionRow>(isFixedTime, { start: 'From', end: 'To' }, 110);
    return [
      {
        id: 'name',
        header: 'Region',
        field: 'name',
        card: 'title',
        sortable: true,
        filter: { type: 'text' },
        width: 220,
      },
      cityColumn<RegionRow>(cities, { card: 'subtitle', width: 160 }),
      ...times,
      {
        id: 'isActive',
        header: 'Active',
        field: 'isActive',
        format: 'boolean',
        edit: { type: 'checkbox' },
        width: 90,
      },
    ];
  }, [cities, isFixedTime]);

  const editing = useMemo<RowEditing<RegionRow> | undefined>(
    () =>
      readOnly
        ? undefined
        : {
            onSave: async (row, changes) => {
              onChange(row.regionId, rowTimes(isFixedTime, row, changes));
              return true;
            },
          },
    [readOnly, onChange, isFixedTime],
  );

  return (
    <DataTable
      title="Regions"
      columns={columns}
      idField="regionId"
      data={rows}
      pageSize={0}
      defaultQuery={DEFAULT_QUERY}
      editing={editing}
      emptyText="No regions to show."
    />
  );
}

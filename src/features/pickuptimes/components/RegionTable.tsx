import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierCity } from '../../../../contract';
import { createQuery, type TableColumn } from '../../../ui/data-table';
import { cityColumn, pickUpTimeColumns } from './pick-up-columns';
import type { RegionRow } from './pick-up-rows';
import { PickUpTimesTable } from './PickUpTimesTable';

const DEFAULT_QUERY = createQuery({ sort: null });

/**
 * The set's regions: city filter, from/to (or minutes before the start), active, edited in the row or,
 * for the selected regions at once, by the same mass edit as the hotels.
 */
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
  onChange: (regionIds: readonly number[], changes: Partial<RegionRow>) => void;
}) {
  const { t } = useTranslation();
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

  return (
    <PickUpTimesTable
      title="Regions"
      columns={columns}
      idField="regionId"
      rows={rows}
      pageSize={0}
      defaultQuery={DEFAULT_QUERY}
      isFixedTime={isFixedTime}
      readOnly={readOnly}
      onChange={onChange}
      words={{
        label: 'Pick up time for the selected regions',
        heading: (n) => t('Pick up time for {{n}} selected regions', { n }),
        action: 'Edit pick up time of the selected regions',
      }}
      emptyText="No regions to show."
    />
  );
}

import { pencilOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierCity } from '../../../../contract';
import {
  createQuery,
  DataTable,
  type RowEditing,
  type RowId,
  type TableColumn,
} from '../../../ui/data-table';
import { MassTimeEdit } from './MassTimeEdit';
import { cityColumn, pickUpTimeColumns, rowTimes } from './pick-up-columns';
import type { RegionRow } from './pick-up-rows';

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
  const [selected, setSelected] = useState<readonly RowId[]>([]);
  const [mass, setMass] = useState(false);
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
              onChange([row.regionId], rowTimes(isFixedTime, row, changes));
              return true;
            },
          },
    [readOnly, onChange, isFixedTime],
  );

  const ids = selected.map(Number);

  return (
    <>
      {mass && (
        <MassTimeEdit
          label="Pick up time for the selected regions"
          heading={t('Pick up time for {{n}} selected regions', { n: ids.length })}
          isFixedTime={isFixedTime}
          onApply={(times) => {
            onChange(ids, times);
            setMass(false);
          }}
          onCancel={() => setMass(false)}
        />
      )}
      <DataTable
        title="Regions"
        columns={columns}
        idField="regionId"
        data={rows}
        pageSize={0}
        defaultQuery={DEFAULT_QUERY}
        editing={editing}
        selectable={!readOnly}
        onSelectionChange={setSelected}
        actions={[
          {
            id: 'mass-edit',
            label: 'Edit pick up time of the selected regions',
            icon: pencilOutline,
            disabled: readOnly || ids.length === 0,
            onClick: () => setMass(true),
          },
        ]}
        emptyText="No regions to show."
      />
    </>
  );
}

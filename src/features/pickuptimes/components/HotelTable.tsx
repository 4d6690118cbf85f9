import { IonButton, IonIcon } from '@ionic/react';
import { calendarOutline, closeCircleOutline, pencilOutline } from 'ionicons/icons';
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
import type { HotelRow } from './pick-up-rows';

const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });

/**
 * Hotels with their own pick-up times: filters, inline edit, a mass edit of the selected hotels, and
 * the calendar toggle that shows only the hotels whose times are overridden.
 */
export function HotelTable({
  rows,
  cities,
  isFixedTime,
  readOnly,
  onChange,
}: {
  rows: readonly HotelRow[];
  cities: readonly SupplierCity[];
  isFixedTime: boolean;
  readOnly: boolean;
  onChange: (hotelIds: readonly number[], changes: Partial<HotelRow>) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<readonly RowId[]>([]);
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [mass, setMass] = useState(false);

  const columns = useMemo<TableColumn<HotelRow>[]>(() => {
    const times = pickUpTimeColumns<HotelRow>(isFixedTime, { start: 'Start', end: 'End' }, 100);
    return [
      {
        id: 'name',
        header: 'Hotel',
        field: 'name',
        card: 'title',
        sortable: true,
        filter: { type: 'text' },
        width: 260,
      },
      cityColumn<HotelRow>(cities, { width: 140 }),
      {
        id: 'regionName',
        header: 'Region',
        field: 'regionName',
        card: 'subtitle',
        sortable: true,
        filter: { type: 'text' },
        width: 180,
      },
      ...times,
      {
        id: 'isOverridden',
        header: 'Overridden',
        field: 'isOverridden',
        format: 'boolean',
        width: 110,
      },
    ];
  }, [cities, isFixedTime]);

  const editing = useMemo<RowEditing<HotelRow> | undefined>(
    () =>
      readOnly
        ? undefined
        : {
            onSave: async (row, changes) => {
              onChange([row.hotelId], { ...rowTimes(isFixedTime, row, changes), isOverridden: true });
              return true;
            },
          },
    [readOnly, onChange, isFixedTime],
  );

  const shown = useMemo(
    () => (onlyOverridden ? rows.filter((r) => r.isOverridden) : rows),
    [rows, onlyOverridden],
  );
  const ids = selected.map(Number);

  return (
    <>
      {mass && (
        <MassTimeEdit
          label="Pick up time for the selected hotels"
          heading={t('Pick up time for {{n}} selected hotels', { n: ids.length })}
          isFixedTime={isFixedTime}
          onApply={(times) => {
            onChange(ids, { ...times, isOverridden: true });
            setMass(false);
          }}
          onCancel={() => setMass(false)}
        />
      )}
      <DataTable
        title="Hotels"
        columns={columns}
        idField="hotelId"
        data={shown}
        defaultQuery={DEFAULT_QUERY}
        editing={editing}
        selectable={!readOnly}
        onSelectionChange={setSelected}
        actions={[
          {
            id: 'mass-edit',
            label: 'Edit pick up time of the selected hotels',
            icon: pencilOutline,
            disabled: readOnly || ids.length === 0,
            onClick: () => setMass(true),
          },
          {
            id: 'remove',
            label: 'Remove the override of the selected hotels',
            icon: closeCircleOutline,
            disabled: readOnly || ids.length === 0,
            onClick: () => onChange(ids, { isOverridden: false, timeStart: 0, timeEnd: 0 }),
          },
        ]}
        toolbarExtras={
          <IonButton
            size="small"
            fill={onlyOverridden ? 'solid' : 'outline'}
            aria-pressed={onlyOverridden}
            onClick={() => setOnlyOverridden(!onlyOverridden)}
            className="pt-calendar"
          >
            <IonIcon icon={calendarOutline} slot="start" aria-hidden="true" />
            {t('Only hotels with overridden times')}
          </IonButton>
        }
        emptyText={onlyOverridden ? 'No hotel has its own pick up time.' : 'No hotels.'}
      />
    </>
  );
}

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
import { TimeInput } from '../../../ui/inputs/TimeInput';
import { cityColumn, pickUpTimeColumns, rowTimes } from './pick-up-columns';
import type { HotelRow } from './pick-up-rows';

const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });
/** 02-catalogue §9: the mass edit starts at 00:00-00:00. */
const MASS_DEFAULT = { timeStart: 0, timeEnd: 0 };

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
  const [mass, setMass] = useState<typeof MASS_DEFAULT | null>(null);

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
        <div className="pt-mass" role="group" aria-label={t('Pick up time for the selected hotels')}>
          <strong>{t('Pick up time for {{n}} selected hotels', { n: ids.length })}</strong>
          <div className="pt-mass-times">
            <TimeInput
              label={isFixedTime ? 'Start' : 'Minutes before start'}
              value={mass.timeStart}
              onChange={(m) => setMass({ ...mass, timeStart: m })}
            />
            {isFixedTime && (
              <TimeInput
                label="End"
                value={mass.timeEnd}
                onChange={(m) => setMass({ ...mass, timeEnd: m })}
              />
            )}
          </div>
          <div className="pt-mass-buttons">
            <IonButton
              onClick={() => {
                onChange(ids, {
                  timeStart: mass.timeStart,
                  timeEnd: isFixedTime ? mass.timeEnd : mass.timeStart,
                  isOverridden: true,
                });
                setMass(null);
              }}
            >
              {t('Apply')}
            </IonButton>
            <IonButton fill="outline" onClick={() => setMass(null)}>
              {t('Cancel')}
            </IonButton>
          </div>
        </div>
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
            onClick: () => setMass(MASS_DEFAULT),
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

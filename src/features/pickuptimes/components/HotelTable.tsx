import { IonButton, IonIcon } from '@ionic/react';
import { calendarOutline, closeCircleOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierCity } from '../../../../contract';
import { createQuery, type TableColumn } from '../../../ui/data-table';
import { cityColumn, pickUpTimeColumns } from './pick-up-columns';
import type { HotelRow } from './pick-up-rows';
import { PickUpTimesTable } from './PickUpTimesTable';

const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });
/** A hotel whose times are changed has its own times from then on. */
const OVERRIDDEN: Partial<HotelRow> = { isOverridden: true };

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
  const [onlyOverridden, setOnlyOverridden] = useState(false);

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

  const shown = useMemo(
    () => (onlyOverridden ? rows.filter((r) => r.isOverridden) : rows),
    [rows, onlyOverridden],
  );

  return (
    <PickUpTimesTable
      title="Hotels"
      columns={columns}
      idField="hotelId"
      rows={shown}
      defaultQuery={DEFAULT_QUERY}
      isFixedTime={isFixedTime}
      readOnly={readOnly}
      alongTimes={OVERRIDDEN}
      onChange={onChange}
      words={{
        label: 'Pick up time for the selected hotels',
        heading: (n) => t('Pick up time for {{n}} selected hotels', { n }),
        action: 'Edit pick up time of the selected hotels',
      }}
      moreActions={(ids) => [
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
  );
}

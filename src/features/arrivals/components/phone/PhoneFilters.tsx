import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotelsWithArrivals } from '../../api/get-hotels-with-arrivals';
import { IonSearchbar } from '../../../../ui/ionic/searchbar';
import { IonToggle } from '../../../../ui/ionic/toggle';

// The hotel sheet (ion-modal, its search box) loads beside the cards rather than before them.
const HotelSelect = lazy(() => import('./HotelSelect').then((m) => ({ default: m.HotelSelect })));

export interface PhoneFilter {
  search: string;
  hotelId: number | null;
  inHouse: boolean;
}

export const DEFAULT_PHONE_FILTER: PhoneFilter = { search: '', hotelId: null, inHouse: true };

/** Search by name, room or phone, one hotel, and the 'In House' switch: what a lobby rep narrows by. */
export function PhoneFilters({
  value,
  onChange,
}: {
  value: PhoneFilter;
  onChange: (next: PhoneFilter) => void;
}) {
  const { t } = useTranslation();
  const { data: hotels = [] } = useHotelsWithArrivals();
  return (
    <div className="phone-filters">
      <IonSearchbar
        value={value.search}
        placeholder={t('Name, room or phone')}
        aria-label={t('Search by name, room or phone')}
        debounce={400}
        inputmode="search"
        onIonInput={(e) => onChange({ ...value, search: String(e.detail.value ?? '').trim() })}
      />
      <div className="phone-filter-row">
        {/* Its box keeps the row's layout while the select loads. */}
        <Suspense fallback={<div className="phone-hotel" />}>
          <HotelSelect
            hotels={hotels}
            hotelId={value.hotelId}
            onChange={(hotelId) => onChange({ ...value, hotelId })}
          />
        </Suspense>
        <IonToggle
          checked={value.inHouse}
          onIonChange={(e) => onChange({ ...value, inHouse: e.detail.checked })}
          labelPlacement="start"
        >
          {t('In House')}
        </IonToggle>
      </div>
    </div>
  );
}

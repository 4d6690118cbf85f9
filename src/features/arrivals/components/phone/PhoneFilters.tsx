import { useTranslation } from 'react-i18next';
import { useHotelsWithArrivals } from '../../api/get-hotels-with-arrivals';
import { IonSearchbar } from '../../../../ui/ionic/searchbar';
import { IonSelect, IonSelectOption } from '../../../../ui/ionic/select';
import { IonToggle } from '../../../../ui/ionic/toggle';

export interface PhoneFilter {
  search: string;
  hotelId: number | null;
  inHouse: boolean;
}

export const DEFAULT_PHONE_FILTER: PhoneFilter = { search: '', hotelId: null, inHouse: true };

const ALL_HOTELS = 'all';

/** Search by name or room, one hotel, and the 'In House' switch: what a lobby rep narrows by. */
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
        placeholder={t('Name or room')}
        aria-label={t('Search by name or room')}
        debounce={400}
        inputmode="search"
        onIonInput={(e) => onChange({ ...value, search: String(e.detail.value ?? '').trim() })}
      />
      <div className="phone-filter-row">
        <IonSelect
          aria-label={t('Hotel')}
          interface="action-sheet"
          className="phone-hotel"
          value={value.hotelId === null ? ALL_HOTELS : value.hotelId}
          onIonChange={(e) =>
            onChange({ ...value, hotelId: e.detail.value === ALL_HOTELS ? null : Number(e.detail.value) })
          }
        >
          <IonSelectOption value={ALL_HOTELS}>{t('All hotels')}</IonSelectOption>
          {hotels.map((h) => (
            <IonSelectOption key={h.id} value={h.id}>
              {h.name}
            </IonSelectOption>
          ))}
        </IonSelect>
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

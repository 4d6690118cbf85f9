import { useTranslation } from 'react-i18next';
import { IonSearchbar } from '../ionic/searchbar';
import { IonSelect, IonSelectOption } from '../ionic/select';
import { usePhotoTours } from './photo-tours';

export interface PhotoFilterValue {
  search: string;
  toursIds: number[];
}

/** The photo filter panel (01-platform, media manager): tours multi-select and text search. */
export function PhotoFilters({
  value,
  onChange,
}: {
  value: PhotoFilterValue;
  onChange: (next: PhotoFilterValue) => void;
}) {
  const { t } = useTranslation();
  const tours = usePhotoTours();
  return (
    <div className="photo-filters">
      <IonSearchbar
        className="photo-search"
        value={value.search}
        debounce={500}
        placeholder={t('Search photos')}
        aria-label={t('Search photos')}
        onIonInput={(e) => {
          onChange({ ...value, search: (e.detail.value ?? '').trim() });
        }}
      />
      <IonSelect
        className="photo-tours"
        label={t('Tours')}
        labelPlacement="floating"
        fill="outline"
        multiple
        interface="popover"
        value={value.toursIds}
        onIonChange={(e) => onChange({ ...value, toursIds: (e.detail.value as number[] | null) ?? [] })}
      >
        {(tours.data ?? []).map((tour) => (
          <IonSelectOption key={tour.id} value={tour.id}>
            {tour.name}
          </IonSelectOption>
        ))}
      </IonSelect>
    </div>
  );
}

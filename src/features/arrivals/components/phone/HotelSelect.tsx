import { useTranslation } from 'react-i18next';
import type { PlainPair } from '../../../../../contract';
import { IonSelect, IonSelectOption } from '../../../../ui/ionic/select';

const ALL_HOTELS = 'all';

interface HotelSelectProps {
  hotels: readonly PlainPair[];
  hotelId: number | null;
  onChange: (hotelId: number | null) => void;
}

/** One hotel or all of them, picked from an action sheet. */
export function HotelSelect({ hotels, hotelId, onChange }: HotelSelectProps) {
  const { t } = useTranslation();
  return (
    <IonSelect
      aria-label={t('Hotel')}
      interface="action-sheet"
      className="phone-hotel"
      value={hotelId === null ? ALL_HOTELS : hotelId}
      onIonChange={(e) => onChange(e.detail.value === ALL_HOTELS ? null : Number(e.detail.value))}
    >
      <IonSelectOption value={ALL_HOTELS}>{t('All hotels')}</IonSelectOption>
      {hotels.map((h) => (
        <IonSelectOption key={h.id} value={h.id}>
          {h.name}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

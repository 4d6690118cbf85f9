import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { checkmark, chevronDown } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainPair } from '../../../../../contract';
import { IonModal } from '../../../../ui/ionic/modal';
import { IonSearchbar } from '../../../../ui/ionic/searchbar';

interface HotelSelectProps {
  hotels: readonly PlainPair[];
  hotelId: number | null;
  onChange: (hotelId: number | null) => void;
}

/** Hotels whose name holds the typed text, whatever its case. */
export function hotelsMatching(hotels: readonly PlainPair[], text: string): PlainPair[] {
  const typed = text.trim().toLowerCase();
  return typed === '' ? [...hotels] : hotels.filter((h) => h.name.toLowerCase().includes(typed));
}

/**
 * One hotel or all of them. Forty hotels do not fit a phone's action sheet: the choice opens a sheet
 * with a search box over the list, so a rep types 'mar' and taps the Marriott.
 */
export function HotelSelect({ hotels, hotelId, onChange }: HotelSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const current = hotels.find((h) => h.id === hotelId)?.name ?? t('All hotels');
  const shown = hotelsMatching(hotels, text);
  const choose = (id: number | null) => {
    onChange(id);
    setOpen(false);
  };
  const option = (id: number | null, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      role="radio"
      aria-checked={id === hotelId}
      className="hotel-option"
      onClick={() => choose(id)}
    >
      <span>{name}</span>
      {id === hotelId && <IonIcon icon={checkmark} aria-hidden="true" />}
    </button>
  );
  return (
    <>
      <button
        type="button"
        className="phone-hotel hotel-button"
        aria-haspopup="dialog"
        aria-label={`${t('Hotel')}: ${current}`}
        onClick={() => setOpen(true)}
      >
        <span>{current}</span>
        <IonIcon icon={chevronDown} aria-hidden="true" />
      </button>
      <IonModal
        isOpen={open}
        onDidDismiss={() => {
          setOpen(false);
          setText('');
        }}
        className="hotel-sheet"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>{t('Hotel')}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>{t('Close')}</IonButton>
            </IonButtons>
          </IonToolbar>
          <IonToolbar>
            <IonSearchbar
              value={text}
              placeholder={t('Search hotels')}
              aria-label={t('Search hotels')}
              inputmode="search"
              onIonInput={(e) => setText(String(e.detail.value ?? ''))}
            />
          </IonToolbar>
        </IonHeader>
        <IonContent>
          <div role="radiogroup" aria-label={t('Hotel')} className="hotel-options">
            {text.trim() === '' && option(null, t('All hotels'))}
            {shown.map((h) => option(h.id, h.name))}
            {shown.length === 0 && <p className="centered-note">{t('No hotels match')}</p>}
          </div>
        </IonContent>
      </IonModal>
    </>
  );
}

import { IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { readCoordinates, type CoordinateTexts } from './use-coordinate-texts';

interface CoordinateInputsProps {
  texts: CoordinateTexts;
  onChange: (texts: CoordinateTexts) => void;
}

/** Latitude and longitude typed by hand: the way to place a point without a map. */
export function CoordinateInputs({ texts, onChange }: CoordinateInputsProps) {
  const { t } = useTranslation();
  const { latWrong, lngWrong } = readCoordinates(texts);
  return (
    <div className="map-row">
      <div>
        <IonInput
          label={t('Latitude')}
          labelPlacement="floating"
          fill="outline"
          inputmode="decimal"
          placeholder="25.2048"
          value={texts.lat}
          className={latWrong ? 'ion-invalid' : undefined}
          onIonInput={(e) => onChange({ ...texts, lat: e.detail.value ?? '' })}
        />
        {latWrong && <p className="field-error">{t('Latitude must be a number from -90 to 90')}</p>}
      </div>
      <div>
        <IonInput
          label={t('Longitude')}
          labelPlacement="floating"
          fill="outline"
          inputmode="decimal"
          placeholder="55.2708"
          value={texts.lng}
          className={lngWrong ? 'ion-invalid' : undefined}
          onIonInput={(e) => onChange({ ...texts, lng: e.detail.value ?? '' })}
        />
        {lngWrong && <p className="field-error">{t('Longitude must be a number from -180 to 180')}</p>}
      </div>
    </div>
  );
}

import { IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from './AddressSearch';
import { CoordinateInputs } from './CoordinateInputs';
import { isLatLng } from './geo';
import type { GeocodeResult } from './geocoder';
import { mapConfig } from './map-config';
import { MapView } from './MapView';
import { useBrowserCentre } from './use-browser-centre';
import { readCoordinates, useCoordinateTexts, type CoordinateTexts } from './use-coordinate-texts';
import { useNoLocationAlert } from './use-no-location-alert';
import '../inputs/inputs.css';
import './maps.css';
import { IonToggle } from '../ionic/toggle';

/** A place's id (for rating lookups) with where it is, as far as known. */
export interface PlaceIdValue {
  placeId: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface PlaceIdPickerProps {
  value: PlaceIdValue | null;
  onChange: (value: PlaceIdValue | null) => void;
  /** Whether the picker is switched on; without it the toggle keeps its own state (on when a value exists). */
  enabled?: boolean;
  onEnabledChange?: (enabled: boolean) => void;
  /** Default 18: close enough to tell one building from the next. */
  zoom?: number;
  height?: number;
}

const EMPTY: PlaceIdValue = { placeId: '', address: '', lat: null, lng: null };

/** A toggle, then the place id: found by address search (with its map) or typed; 'Clear place Id' removes it. */
export function PlaceIdPicker({
  value,
  onChange,
  enabled,
  onEnabledChange,
  zoom = mapConfig.placeZoom,
  height = mapConfig.height,
}: PlaceIdPickerProps) {
  const { t } = useTranslation();
  const [ownEnabled, setOwnEnabled] = useState(value !== null);
  const on = enabled ?? ownEnabled;
  const [address, setAddress] = useState(value?.address ?? '');
  const [texts, setTexts] = useCoordinateTexts(value);
  const browserCentre = useBrowserCentre(on && !isLatLng(value));
  const noLocation = useNoLocationAlert();
  const marker = isLatLng(value) ? value : null;
  // A loaded or chosen place brings its address into the search box.
  const [seenAddress, setSeenAddress] = useState(value?.address);
  if (seenAddress !== value?.address) {
    setSeenAddress(value?.address);
    if (value) setAddress(value.address);
  }

  const update = (change: Partial<PlaceIdValue>) => {
    const next = { ...(value ?? EMPTY), ...change };
    onChange(next.placeId.trim() === '' && !isLatLng(next) ? null : next);
  };
  const onChoose = (result: GeocodeResult) => {
    if (!result.placeId || !isLatLng(result)) return noLocation();
    setAddress(result.address);
    onChange({ placeId: result.placeId, address: result.address, lat: result.lat, lng: result.lng });
  };
  const onTyped = (next: CoordinateTexts) => {
    setTexts(next);
    const { lat, lng } = readCoordinates(next);
    if ((lat === null) === (lng === null)) update({ lat, lng });
  };
  const toggle = (checked: boolean) => {
    setOwnEnabled(checked);
    onEnabledChange?.(checked);
  };

  return (
    <div className="map-picker">
      <IonToggle
        checked={on}
        onIonChange={(e) => toggle(e.detail.checked)}
        labelPlacement="end"
        justify="start"
      >
        {t('Use a place Id')}
      </IonToggle>
      {on && (
        <>
          <AddressSearch text={address} onTextChange={setAddress} onChoose={onChoose} />
          <MapView
            label="Place"
            centre={marker ?? browserCentre ?? mapConfig.defaultCentre}
            zoom={zoom}
            height={height}
            marker={marker}
          />
          <IonInput
            label={t('Place Id')}
            labelPlacement="floating"
            fill="outline"
            value={value?.placeId ?? ''}
            onIonInput={(e) => update({ placeId: e.detail.value ?? '' })}
          />
          <CoordinateInputs texts={texts} onChange={onTyped} />
          <div>
            <button type="button" className="flat-button" disabled={!value} onClick={() => onChange(null)}>
              {t('Clear place Id')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

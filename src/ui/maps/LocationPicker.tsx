import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from './AddressSearch';
import { CoordinateInputs } from './CoordinateInputs';
import { isLatLng, type LatLng, type MapsLocation } from './geo';
import type { GeocodeResult } from './geocoder';
import { mapConfig } from './map-config';
import { MapView } from './MapView';
import { useBrowserCentre } from './use-browser-centre';
import { readCoordinates, useCoordinateTexts, type CoordinateTexts } from './use-coordinate-texts';
import { useNoLocationAlert } from './use-no-location-alert';
import '../inputs/inputs.css';
import './maps.css';

export interface LocationPickerProps {
  /** Null: no location chosen. A location always has its point; the address may be empty. */
  value: MapsLocation | null;
  onChange: (value: MapsLocation | null) => void;
  /** Default 12. */
  zoom?: number;
  /** Map height in px; default 400. */
  height?: number;
  /** English name of the map; shown translated to screen readers. */
  label?: string;
}

/** A place by address search, a click on the map, or typed coordinates; 'Clear location' removes it. */
export function LocationPicker({
  value,
  onChange,
  zoom = mapConfig.locationZoom,
  height = mapConfig.height,
  label = 'Location',
}: LocationPickerProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(value?.address ?? '');
  const [texts, setTexts] = useCoordinateTexts(value);
  const browserCentre = useBrowserCentre(value === null);
  const noLocation = useNoLocationAlert();
  const marker = isLatLng(value) ? value : null;
  // A loaded or chosen place brings its address into the search box.
  const [seenAddress, setSeenAddress] = useState(value?.address);
  if (seenAddress !== value?.address) {
    setSeenAddress(value?.address);
    if (value) setAddress(value.address);
  }

  const place = (point: LatLng, addressText = address) =>
    onChange({ address: addressText, lat: point.lat, lng: point.lng });
  const onAddress = (text: string) => {
    setAddress(text);
    if (value) onChange({ ...value, address: text });
  };
  const onChoose = (result: GeocodeResult) => {
    if (!isLatLng(result)) return noLocation();
    setAddress(result.address);
    place(result, result.address);
  };
  const onTyped = (next: CoordinateTexts) => {
    setTexts(next);
    const { lat, lng } = readCoordinates(next);
    if (lat !== null && lng !== null) place({ lat, lng });
    else if (value && next.lat.trim() === '' && next.lng.trim() === '') onChange(null);
  };
  const clear = () => {
    setAddress('');
    setTexts({ lat: '', lng: '' });
    onChange(null);
  };

  return (
    <div className="map-picker">
      <AddressSearch text={address} onTextChange={onAddress} onChoose={onChoose} />
      <MapView
        label={label}
        centre={marker ?? browserCentre ?? mapConfig.defaultCentre}
        zoom={zoom}
        height={height}
        marker={marker}
        onPick={(p) => place(p)}
      />
      <CoordinateInputs texts={texts} onChange={onTyped} />
      <div>
        <button type="button" className="flat-button" disabled={!value && !address} onClick={clear}>
          {t('Clear location')}
        </button>
      </div>
    </div>
  );
}

import { icon } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { mapConfig } from '../map-config';
import type { LeafletMapProps } from '../map-view-props';
import { ClickToPick, FollowCentre, KeepSized, TwoFingerPan } from './map-helpers';
import 'leaflet/dist/leaflet.css';

// Leaflet finds its default marker images by a CSS path that bundling breaks; hand them over.
const markerIcon = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** A browser offline with `onLine` still true fails every tile: after a few, with none loaded, give up. */
const FAILURES_BEFORE_GIVING_UP = 3;

/** How long the two-finger hint stays after the last one-finger swipe over the map. */
const HINT_MS = 1500;

/** The Leaflet map of the pickers; its own chunk, so Leaflet loads only with the first map shown. */
export default function LeafletMap({
  centre,
  zoom,
  marker,
  onPick,
  onTilesFailed,
  height,
  label,
}: LeafletMapProps) {
  const { t } = useTranslation();
  const tiles = useRef({ loaded: 0, failed: 0 });
  const [hintUntil, setHintUntil] = useState(0);
  const showHint = useCallback(() => setHintUntil(Date.now() + HINT_MS), []);
  useEffect(() => {
    if (hintUntil === 0) return;
    const timer = setTimeout(() => setHintUntil(0), Math.max(0, hintUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [hintUntil]);
  const onTileError = () => {
    tiles.current.failed += 1;
    if (tiles.current.loaded === 0 && tiles.current.failed === FAILURES_BEFORE_GIVING_UP) onTilesFailed();
  };
  return (
    <div className="leaflet-frame" role="region" aria-label={label}>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={zoom}
        style={{ height }}
        className="leaflet-map"
        zoomControl={false}
      >
        {/* Leaflet's own zoom control names its buttons in English only. */}
        <ZoomControl zoomInTitle={t('Zoom in')} zoomOutTitle={t('Zoom out')} />
        <TileLayer
          url={mapConfig.tileUrl}
          attribution={mapConfig.tileAttribution}
          eventHandlers={{ tileload: () => void (tiles.current.loaded += 1), tileerror: onTileError }}
        />
        {marker && <Marker position={[marker.lat, marker.lng]} icon={markerIcon} />}
        {onPick && <ClickToPick onPick={onPick} />}
        <FollowCentre centre={centre} zoom={zoom} />
        <KeepSized />
        <TwoFingerPan onOneFingerSwipe={showHint} />
      </MapContainer>
      {hintUntil > 0 && (
        <div className="map-touch-hint" role="status">
          {t('Use two fingers to move the map')}
        </div>
      )}
    </div>
  );
}

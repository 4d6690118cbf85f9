import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../platform/online/use-online';
import type { LeafletMapProps } from './map-view-props';
import { MapErrorBoundary } from './MapErrorBoundary';
import './maps.css';

const LeafletMap = lazy(() => import('./leaflet/LeafletMap'));

type MapViewProps = Omit<LeafletMapProps, 'onTilesFailed' | 'label'> & { label: string };

/**
 * The map of a picker, or, without a network (offline, tiles failing, the map code unreachable),
 * a note that coordinates can be typed instead. Back online, the map is tried again.
 */
export function MapView({ label, ...props }: MapViewProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const [wasOnline, setWasOnline] = useState(online);
  if (wasOnline !== online) {
    setWasOnline(online);
    if (online) setFailed(false);
  }

  const offline = (
    <div className="map-offline" style={{ minHeight: Math.min(props.height, 120) }}>
      {/* Online, the tiles or the map's code failed: 'offline' would send the user to check a network that works. */}
      <p role="status">
        {t(
          online
            ? 'The map could not be loaded — type the coordinates'
            : 'Map unavailable offline — type the coordinates',
        )}
      </p>
      {online && failed && (
        <button type="button" className="flat-button" onClick={() => setFailed(false)}>
          {t('Try the map again')}
        </button>
      )}
    </div>
  );
  if (!online || failed) return offline;
  return (
    <MapErrorBoundary fallback={offline}>
      <Suspense
        fallback={
          <div className="map-loading" style={{ height: props.height }}>
            {t('Loading')}
          </div>
        }
      >
        <LeafletMap {...props} label={t(label)} onTilesFailed={() => setFailed(true)} />
      </Suspense>
    </MapErrorBoundary>
  );
}

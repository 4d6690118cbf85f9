import { useEffect, useState } from 'react';
import type { LatLng } from './geo';

/**
 * Where the browser says the user is, asked once while `wanted` (nothing picked yet); null until
 * it answers, and for good when the user refuses or the device cannot tell.
 */
export function useBrowserCentre(wanted: boolean): LatLng | null {
  const [centre, setCentre] = useState<LatLng | null>(null);
  useEffect(() => {
    if (!wanted || centre || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (p) => live && setCentre({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => undefined,
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted, centre]);
  return centre;
}

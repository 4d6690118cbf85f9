import { mapConfig } from './map-config';

export interface GeocodeResult {
  /** Stable id of the place: the OpenStreetMap type letter and id (N…, W…, R…). */
  placeId: string;
  address: string;
  /** NaN when the geocoder gave no usable location. */
  lat: number;
  lng: number;
}

function placeIdOf(r: Record<string, unknown>): string {
  if (typeof r.osm_type === 'string' && r.osm_type && r.osm_id != null)
    return `${r.osm_type[0].toUpperCase()}${String(r.osm_id)}`;
  return r.place_id != null ? String(r.place_id) : '';
}

/** Nominatim's answer (and compatible ones: Photon's Nominatim mode, LocationIQ) → results. */
export function parseGeocoderResults(body: unknown): GeocodeResult[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      placeId: placeIdOf(r),
      address: typeof r.display_name === 'string' ? r.display_name : '',
      lat: r.lat == null || r.lat === '' ? Number.NaN : Number(r.lat),
      lng: r.lon == null || r.lon === '' ? Number.NaN : Number(r.lon),
    }))
    .filter((r) => r.address !== '' || r.placeId !== '');
}

/**
 * Looks an address up. A third-party service: no token and no cookies go to it. Throws when the
 * service cannot be reached or answers with an error.
 */
export async function geocode(
  query: string,
  language: string,
  signal?: AbortSignal,
): Promise<GeocodeResult[]> {
  const response = await fetch(`${mapConfig.geocoderUrl}${encodeURIComponent(query)}`, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  return parseGeocoderResults((await response.json()) as unknown);
}

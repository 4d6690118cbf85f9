/**
 * Map settings, from the build's environment so an installation can point at its own tile server
 * or geocoder (both must be https: the server's CSP allows https images and connections only).
 */
function setting(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const mapConfig = {
  tileUrl: setting(import.meta.env.VITE_MAP_TILE_URL, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  tileAttribution: setting(
    import.meta.env.VITE_MAP_TILE_ATTRIBUTION,
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  ),
  /** The typed address is appended, URL-encoded. */
  geocoderUrl: setting(
    import.meta.env.VITE_GEOCODER_URL,
    'https://nominatim.openstreetmap.org/search?format=json&q=',
  ),
  /** Dubai (01-platform: the default centre), until the browser tells where the user is. */
  defaultCentre: { lat: 25.2048, lng: 55.2708 },
  height: 400,
  locationZoom: 12,
  placeZoom: 18,
} as const;

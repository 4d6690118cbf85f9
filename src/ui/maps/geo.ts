export interface LatLng {
  lat: number;
  lng: number;
}

/** The spec's Maps location: an address and the point it names. */
export interface MapsLocation extends LatLng {
  address: string;
}

function parseInRange(text: string, limit: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d{1,3}(?:\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Math.abs(n) <= limit ? n : null;
}

/** A typed latitude, -90…90 (a decimal comma is accepted); null when it is not one. */
export const parseLatitude = (text: string): number | null => parseInRange(text, 90);

/** A typed longitude, -180…180; null when it is not one. */
export const parseLongitude = (text: string): number | null => parseInRange(text, 180);

/** Six decimals are about 10 cm: enough for a meeting point, short enough to read. */
export function roundCoordinate(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function isLatLng(p: { lat: number | null; lng: number | null } | null | undefined): p is LatLng {
  return p != null && p.lat != null && p.lng != null && Number.isFinite(p.lat) && Number.isFinite(p.lng);
}

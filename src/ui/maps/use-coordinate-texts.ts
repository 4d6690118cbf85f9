import { useState } from 'react';
import { parseLatitude, parseLongitude } from './geo';

export interface CoordinateTexts {
  lat: string;
  lng: string;
}

type Point = { lat: number | null; lng: number | null } | null;

const toTexts = (p: Point): CoordinateTexts => ({
  lat: p?.lat == null ? '' : String(p.lat),
  lng: p?.lng == null ? '' : String(p.lng),
});

/** The typed coordinates read as numbers, with which of them are filled but wrong. */
export function readCoordinates(texts: CoordinateTexts) {
  const lat = parseLatitude(texts.lat);
  const lng = parseLongitude(texts.lng);
  return {
    lat,
    lng,
    latWrong: texts.lat.trim() !== '' && lat === null,
    lngWrong: texts.lng.trim() !== '' && lng === null,
  };
}

/**
 * The latitude and longitude boxes' texts. A point from outside (a map click, a search result, a
 * loaded record) replaces them, unless they already say it: '25.20' must not turn into '25.2'
 * under the user's fingers.
 */
export function useCoordinateTexts(point: Point) {
  const [texts, setTexts] = useState(() => toTexts(point));
  const lat = point?.lat ?? null;
  const lng = point?.lng ?? null;
  const [seen, setSeen] = useState({ lat, lng });
  if (seen.lat !== lat || seen.lng !== lng) {
    setSeen({ lat, lng });
    const read = readCoordinates(texts);
    if (read.lat !== lat || read.lng !== lng) setTexts(toTexts({ lat, lng }));
  }
  return [texts, setTexts] as const;
}

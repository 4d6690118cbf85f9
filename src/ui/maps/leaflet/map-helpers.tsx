import { latLng } from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { roundCoordinate, type LatLng } from '../geo';

export function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({
    click: (e) => onPick({ lat: roundCoordinate(e.latlng.lat), lng: roundCoordinate(e.latlng.lng) }),
  });
  return null;
}

/** A new centre (a search result, the browser's location) moves the map, unless it is already in view. */
export function FollowCentre({ centre, zoom }: { centre: LatLng; zoom: number }) {
  const map = useMap();
  const { lat, lng } = centre;
  useEffect(() => {
    const point = latLng(lat, lng);
    if (!map.getBounds().contains(point)) map.setView(point, Math.max(map.getZoom(), zoom));
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * Ionic pages start hidden and slide in, so Leaflet may measure a zero-sized box at first and
 * leave grey gaps; it re-measures whenever its container changes size.
 */
export function KeepSized() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * On a phone a map across the screen would take every one-finger swipe, and the page could not be
 * scrolled past it. Where the main pointer is a finger, one finger scrolls the page and two move the
 * map (Leaflet's pinch handler pans with the fingers' midpoint); a one-finger swipe over the map is
 * told so. The choice is made before the touch: the browser reads Leaflet's `touch-action` when a
 * touch starts, too early for a touchstart listener to switch dragging off.
 */
export function TwoFingerPan({ onOneFingerSwipe }: { onOneFingerSwipe: () => void }) {
  const map = useMap();
  useEffect(() => {
    if (!window.matchMedia('(pointer: coarse)').matches) return;
    map.dragging.disable();
    const container = map.getContainer();
    const onMove = (e: TouchEvent) => {
      if (e.touches.length === 1) onOneFingerSwipe();
    };
    container.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      container.removeEventListener('touchmove', onMove);
      map.dragging.enable();
    };
  }, [map, onOneFingerSwipe]);
  return null;
}

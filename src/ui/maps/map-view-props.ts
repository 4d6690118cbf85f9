import type { LatLng } from './geo';

export interface LeafletMapProps {
  centre: LatLng;
  zoom: number;
  marker: LatLng | null;
  /** Clicking the map picks this point; without it the map only shows. */
  onPick?: (point: LatLng) => void;
  /** Tiles keep failing and none has loaded: the map cannot be shown. */
  onTilesFailed: () => void;
  height: number;
  /** Translated name of the map for screen readers. */
  label: string;
}

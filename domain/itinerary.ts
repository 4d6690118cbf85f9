import type { Itinerary, ItineraryStop } from '../contract/catalogue';

/** A stop with nothing filled in yet (the popup's rows). */
export function emptyStop(index: number, guid: string): ItineraryStop {
  return {
    index,
    guid,
    time: null,
    timeEnd: null,
    name: '',
    description: '',
    address: '',
    lat: null,
    lng: null,
  };
}

/** What the itinerary popup opens with: a new itinerary with no stops gets one empty stop (02-catalogue §4). */
export function forEditing(itinerary: Itinerary, makeGuid: () => string): Itinerary {
  return itinerary.stops.length > 0 ? itinerary : { ...itinerary, stops: [emptyStop(1, makeGuid())] };
}

/**
 * A saved itinerary back into the tour's list (02-catalogue §4): it replaces the one with the same
 * id (saved ones) or guid (ones made in this session); otherwise it is appended with a new guid.
 * The list is numbered from 1 afterwards.
 */
export function placeItinerary(
  list: readonly Itinerary[],
  saved: Itinerary,
  makeGuid: () => string,
): Itinerary[] {
  const at = list.findIndex(
    (it) => (saved.id > 0 && it.id === saved.id) || (!!saved.guid && it.guid === saved.guid),
  );
  const next =
    at >= 0 ? list.map((it, i) => (i === at ? saved : it)) : [...list, { ...saved, guid: makeGuid() }];
  return next.map((it, i) => (it.index === i + 1 ? it : { ...it, index: i + 1 }));
}

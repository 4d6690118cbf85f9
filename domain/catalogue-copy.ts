import type { OfferInput, TourInput } from '../contract/catalogue';

// Duplicating a tour, a ticket or a valid period (issue 24 item 18): the copy is a new, unsaved record the
// editor opens with the original's content, for the user to change before Save (which creates it).
// What makes a record itself — its id, version, guids, its deleted flag — is new; the rest is the original's.

/** A tour's url with '-copy' added, which its slug rule accepts (the save still refuses a taken one). */
const copyUrl = (url: string) => (url ? `${url}-copy` : url);

/**
 * A new tour with the content of `tour`: names end with `suffix` (the user's language, ' (copy)'), the url
 * with '-copy'; its itineraries and stops get new guids. Its tickets are not part of it: each is
 * duplicated into the saved copy from its own editor.
 */
export function copyOfTour<T extends TourInput>(tour: T, suffix: string, newGuid: () => string): T {
  return {
    ...tour,
    id: 0,
    version: 0,
    isDeleted: false,
    nameInternal: `${tour.nameInternal}${suffix}`,
    nameDisplay: `${tour.nameDisplay}${suffix}`,
    url: copyUrl(tour.url),
    itineraries: tour.itineraries.map((it) => ({
      ...it,
      id: 0,
      guid: newGuid(),
      stops: it.stops.map((s) => ({ ...s, guid: newGuid() })),
    })),
    offers: [],
  };
}

/**
 * A new ticket of tour `tourId` with the content of `offer`: names end with `suffix`, every valid period
 * is new (id 0, a new guid) with the same dates and prices — the editor's Duplicate on a period moves one
 * to the next free dates.
 */
export function copyOfOffer(
  offer: OfferInput,
  tourId: number,
  suffix: string,
  newGuid: () => string,
): OfferInput {
  return {
    ...offer,
    id: 0,
    version: 0,
    tourId,
    isDeleted: false,
    nameInternal: `${offer.nameInternal}${suffix}`,
    nameDisplay: `${offer.nameDisplay}${suffix}`,
    validPeriods: offer.validPeriods.map((p) => ({ ...p, id: 0, offerId: 0, guid: newGuid() })),
  };
}

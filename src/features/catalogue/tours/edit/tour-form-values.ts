import type { TourForEdit, TourInput } from '../../../../../contract';

/** What the editor holds: the tour as loaded, with its offers for the Tickets tab. */
export type TourFormValues = TourInput & { offers?: TourForEdit['offers'] };

/** A new tour (/tours/add): the four default/custom toggles start on defaults (02-catalogue §3). */
export function newTour(): TourFormValues {
  return {
    id: 0,
    version: 0,
    nameInternal: '',
    nameDisplay: '',
    url: '',
    cityId: null,
    toursCategories: [],
    recommendedFor: undefined as unknown as number,
    languageId: undefined as unknown as number,
    isDeleted: false,
    isTopTour: false,
    videoUrl: '',
    heroImageId: null,
    photos: [],
    isDefaultCancellationPolicy: true,
    isDefaultNotesToClientsPostBooking: true,
    isDefaultTermsAndConditions: true,
    isDefaultFaq: true,
    cancellationPolicy: [],
    termsAndConditions: '',
    faq: '',
    faqs: [],
    shortDescription: '',
    salesDescription: '',
    tourItinerary: '',
    itineraries: [],
    notesToAgents: '',
    seo: '',
    seoPageTitle: '',
    seoPageDescription: '',
    notesToClientsPostBooking: '',
    locationTiming: '',
    locationAddress: '',
    locationLatitude: null,
    locationLongitude: null,
    googlePlacesId: '',
    googlePlacesRating: null,
    googlePlacesTotalRatings: null,
    tripAdvisorId: '',
    tripAdvisorRating: null,
    tripAdvisorTotalRatings: null,
    facebookPageId: '',
    directions: [],
    offers: [],
  };
}

/**
 * The body of a save (02-catalogue §4): offers cleared, and a default cancellation policy sent as an
 * empty list (the account default applies).
 */
export function toSaveBody(values: TourInput): TourInput {
  const body: TourInput = { ...values, cityId: values.cityId || null };
  delete body.offers;
  if (body.isDefaultCancellationPolicy) body.cancellationPolicy = [];
  return body;
}

/** The form's values: the tour without its offers, which the Tickets tab lists and a save never sends. */
export function formValuesOf(tour: TourFormValues): TourInput {
  const values: TourFormValues = { ...tour };
  delete values.offers;
  return values;
}

/** The tour editor's eight tabs (02-catalogue "Tour edit screen"), in order, with the fields each holds. */
export const TOUR_TABS = [
  {
    id: 'basic',
    title: 'Basic details',
    fields: [
      'nameInternal',
      'nameDisplay',
      'url',
      'cityId',
      'toursCategories',
      'recommendedFor',
      'languageId',
      'isTopTour',
      'shortDescription',
      'salesDescription',
      'notesToAgents',
      'facebookPageId',
    ],
  },
  {
    id: 'location',
    title: 'Location details',
    fields: [
      'locationAddress',
      'locationLatitude',
      'locationLongitude',
      'googlePlacesId',
      'googlePlacesRating',
      'googlePlacesTotalRatings',
      'tripAdvisorId',
      'tripAdvisorRating',
      'tripAdvisorTotalRatings',
      'directions',
      'locationTiming',
    ],
  },
  {
    id: 'terms',
    title: 'Terms & Conditions',
    fields: [
      'cancellationPolicy',
      'isDefaultCancellationPolicy',
      'termsAndConditions',
      'isDefaultTermsAndConditions',
      'notesToClientsPostBooking',
      'isDefaultNotesToClientsPostBooking',
    ],
  },
  { id: 'media', title: 'Media', fields: ['photos', 'heroImageId', 'videoUrl'] },
  { id: 'itinerary', title: 'Itinerary', fields: ['itineraries', 'tourItinerary'] },
  { id: 'faq', title: 'FAQ', fields: ['faqs', 'faq', 'isDefaultFaq'] },
  { id: 'seo', title: 'SEO', fields: ['seo', 'seoPageTitle', 'seoPageDescription'] },
  { id: 'tickets', title: 'Tickets', fields: ['offers'] },
] as const;

export type TourTabId = (typeof TOUR_TABS)[number]['id'];

/** The tab a field's message belongs to: by the field's first path segment ('faqs.2.question' → faq). */
export function tabOfField(path: string): TourTabId {
  const root = path.split('.')[0];
  const tab = TOUR_TABS.find((t) => (t.fields as readonly string[]).includes(root));
  return tab?.id ?? 'basic';
}

/** The label a field has on the form, where it has one of its own (English; shown translated). */
const OWN_LABELS: Readonly<Record<string, string>> = {
  nameInternal: 'Tour Code',
  nameDisplay: 'Display name',
  url: 'Url',
  cityId: 'City',
  toursCategories: 'Categories',
  recommendedFor: 'Recommended For',
  languageId: 'Language',
  isTopTour: 'Top tour',
  shortDescription: 'Short description',
  salesDescription: 'Sales description',
  notesToAgents: 'Notes to agents',
  facebookPageId: 'Facebook page id',
  locationAddress: 'Address',
  googlePlacesRating: 'Google rating',
  googlePlacesTotalRatings: 'Google ratings count',
  tripAdvisorId: 'TripAdvisor id or page URL',
  tripAdvisorRating: 'TripAdvisor rating',
  tripAdvisorTotalRatings: 'TripAdvisor ratings count',
  locationTiming: 'Location timing',
  cancellationPolicy: 'Cancellation policy',
  isDefaultCancellationPolicy: 'Cancellation policy',
  termsAndConditions: 'Terms and conditions',
  isDefaultTermsAndConditions: 'Terms and conditions',
  notesToClientsPostBooking: 'Notes to clients post booking',
  isDefaultNotesToClientsPostBooking: 'Notes to clients post booking',
  videoUrl: 'Video URL',
  itineraries: 'Itineraries',
  tourItinerary: 'Tour itinerary',
  seoPageTitle: 'Page title',
  seoPageDescription: 'Page description',
};

/**
 * What a stale save's notice calls each field the server names ('shortDescription' → 'Short
 * description'): its label on the form, else the title of the tab that holds it (issue 24 item 15).
 */
export const TOUR_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  TOUR_TABS.flatMap((tab) => tab.fields.map((f) => [f, OWN_LABELS[f] ?? tab.title] as const)),
);

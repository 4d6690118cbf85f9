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

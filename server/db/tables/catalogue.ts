import type { Generated } from 'kysely';

// Tours, their ordered children, offers, ticket types and valid periods (prices).
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface TourCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface ToursTable {
  id: Generated<number>;
  supplierId: number;
  nameInternal: string;
  nameDisplay: string;
  url: string;
  cityId: number | null;
  recommendedFor: Generated<number>;
  languageId: number;
  isDeleted: Generated<number>;
  isTopTour: Generated<number>;
  videoUrl: string | null;
  heroImageId: number | null;
  isDefaultCancellationPolicy: Generated<number>;
  isDefaultNotesToClientsPostBooking: Generated<number>;
  isDefaultTermsAndConditions: Generated<number>;
  isDefaultFaq: Generated<number>;
  cancellationPolicy: Generated<string>;
  termsAndConditions: string | null;
  faq: string | null;
  shortDescription: string | null;
  salesDescription: string | null;
  tourItinerary: string | null;
  notesToAgents: string | null;
  seo: string | null;
  seoPageTitle: string | null;
  seoPageDescription: string | null;
  notesToClientsPostBooking: string | null;
  locationTiming: string | null;
  locationAddress: string | null;
  locationLatitude: number | null;
  locationLongitude: number | null;
  googlePlacesId: string | null;
  googlePlacesRating: number | null;
  googlePlacesTotalRatings: number | null;
  tripAdvisorId: string | null;
  tripAdvisorRating: number | null;
  tripAdvisorTotalRatings: number | null;
  facebookPageId: string | null;
  updatedAt: string;
  version: Generated<number>;
}

export interface TourCategoryLinksTable {
  tourId: number;
  categoryId: number;
}

export interface TourPhotosTable {
  tourId: number;
  photoId: number;
  idx: Generated<number>;
}

export interface TourDirectionsTable {
  tourId: number;
  type: number;
  description: string;
}

export interface TourFaqsTable {
  id: Generated<number>;
  tourId: number;
  idx: number;
  question: string;
  answer: string;
}

export interface ItinerariesTable {
  id: Generated<number>;
  tourId: number;
  guid: string;
  idx: number;
  name: string;
}

export interface ItineraryStopsTable {
  id: Generated<number>;
  itineraryId: number;
  guid: string;
  idx: number;
  time: number | null;
  timeEnd: number | null;
  name: string;
  description: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
}

export interface TicketTypesTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  shortName: string;
  reorderLevel: Generated<number>;
  reservationTime: Generated<number>;
  /** 0: deactivated (migration 0058): no longer chosen for a ticket; its codes stay. */
  isActive: Generated<number>;
  version: Generated<number>;
}

/** One attraction-ticket code of a type's stock (migration 0045); status: contract TICKET_CODE_STATUSES. */
export interface TicketCodesTable {
  id: Generated<number>;
  ticketTypeId: number;
  code: string;
  expiresOn: string | null;
  status: Generated<'available' | 'frozen' | 'sold'>;
  bookingId: number | null;
  /** TicketPaxType of the guest the code was sold for. */
  paxType: number | null;
  importedAt: string;
  importedBy: number | null;
}

export interface OffersTable {
  id: Generated<number>;
  tourId: number;
  nameInternal: string;
  nameDisplay: string;
  description: string | null;
  minNumOfPeople: Generated<number>;
  maxNumOfPeople: Generated<number>;
  numberOfHours: Generated<number>;
  isTicketsRequired: Generated<number>;
  minimumAdvancedPayment: Generated<number>;
  heroImageId: number | null;
  childrenAllowed: Generated<number>;
  childAge: Generated<number>;
  infantsAllowed: Generated<number>;
  infantAge: Generated<number>;
  isDirectReporting: Generated<number>;
  allowDirectCollection: Generated<number>;
  isAppendTransactionFeeB2b: Generated<number>;
  isDeleted: Generated<number>;
  bookingType: Generated<number>;
  daysOffered: Generated<number>;
  notesToClientsPostBooking: string | null;
  isOverrideTourCancellationPolicy: Generated<number>;
  cancellationPolicy: Generated<string>;
  updatedAt: string;
  version: Generated<number>;
}

export interface OfferCitiesTable {
  offerId: number;
  cityId: number;
}

export interface OfferPhotosTable {
  offerId: number;
  photoId: number;
  idx: Generated<number>;
}

export interface OfferTicketTypesTable {
  offerId: number;
  ticketTypeId: number;
  type: number;
}

export interface ValidPeriodsTable {
  id: Generated<number>;
  offerId: number;
  guid: string;
  periodStart: string;
  periodEnd: string;
  minimumAdvancedPayment: Generated<number>;
  vat: Generated<number>;
  vatK: Generated<number>;
  convRate: Generated<number>;
  convType: Generated<number>;
  priceAdult: Generated<number>;
  priceChild: Generated<number>;
  priceTrip: Generated<number>;
  commissionAdult: Generated<number>;
  commissionChild: Generated<number>;
  commissionTrip: Generated<number>;
}

/** Who saved which version of a tour or offer, and which fields it changed (409 answers, audit). */
export interface CatalogueChangesTable {
  id: Generated<number>;
  entity: 'tour' | 'offer' | 'supplier' | 'supplierDefaults' | 'supplierAccount' | 'ticketType';
  entityId: number;
  version: number;
  userId: number | null;
  at: string;
  /** 'create' | 'update' | 'delete' | 'restore' */
  action: string;
  /** JSON array of field names. */
  changedFields: Generated<string>;
}

/**
 * One row per tour: a stamp that triggers move on every write to what the agents' new-booking list shows
 * of the tour (migration 2026-11-25-0028). bigint on PostgreSQL (a sequence); on SQLite a counter in
 * commit order (0031). PostgreSQL also keeps `tx`, the transaction that moved it last (0031), which only
 * sale-list.ts reads.
 */
export interface SaleStampsTable {
  tourId: number;
  stamp: number | string;
}

export interface CatalogueTables {
  tourCategories: TourCategoriesTable;
  tours: ToursTable;
  tourCategoryLinks: TourCategoryLinksTable;
  tourPhotos: TourPhotosTable;
  tourDirections: TourDirectionsTable;
  tourFaqs: TourFaqsTable;
  itineraries: ItinerariesTable;
  itineraryStops: ItineraryStopsTable;
  ticketTypes: TicketTypesTable;
  ticketCodes: TicketCodesTable;
  offers: OffersTable;
  offerCities: OfferCitiesTable;
  offerPhotos: OfferPhotosTable;
  offerTicketTypes: OfferTicketTypesTable;
  validPeriods: ValidPeriodsTable;
  catalogueChanges: CatalogueChangesTable;
  saleStamps: SaleStampsTable;
}

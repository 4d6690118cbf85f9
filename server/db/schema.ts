import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  code: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  countryId: number;
}

export interface RegionsTable {
  id: Generated<number>;
  name: string;
  cityId: number;
}

export interface HotelsTable {
  id: Generated<number>;
  name: string;
  regionId: number;
  cityId: number;
  address: string | null;
  lat: number | null;
  lng: number | null;
  isDeleted: Generated<number>;
}

export interface LanguagesTable {
  id: Generated<number>;
  name: string;
  code: string;
  isOffers: Generated<number>;
  isDeleted: Generated<number>;
  imgUrl: string | null;
  updatedAt: string;
}

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  code: string;
  isOperator: Generated<number>;
  address: string | null;
  countryId: number | null;
  taxRegistrationNumber: string | null;
  tradeLicenseNumber: string | null;
  paymentDetails: Generated<string>;
  isAcknowledged: Generated<number>;
  customerSupport: Generated<string>;
  operationsSupport: Generated<string>;
  accountsDepartment: Generated<string>;
  defaultFaq: string | null;
  defaultTermsAndConditions: string | null;
  defaultNotesToClientPostBooking: string | null;
  defaultCancellationPolicy: Generated<string>;
  taxName: Generated<string>;
  taxAmount: Generated<number>;
  taxAmountK: Generated<number>;
  defaultCommission: Generated<number>;
  baseCurrency: Generated<string>;
  secondaryCurrency: Generated<string>;
  convRate: Generated<number>;
  convType: Generated<number>;
}

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  code: string;
  email: string | null;
  phone: string | null;
  commission: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  fullName: string;
  phone: string | null;
  passwordHash: string;
  supplierId: number | null;
  agencyId: number | null;
  isAgencyAdmin: Generated<number>;
  tokenVersion: Generated<number>;
  isDeleted: Generated<number>;
  createdAt: string;
}

export interface UserRolesTable {
  userId: number;
  role: string;
}

export interface TourCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface PhotosTable {
  id: Generated<number>;
  supplierId: number;
  title: Generated<string>;
  description: Generated<string>;
  fileName: string;
  urlBig: string;
  urlMedium: string;
  urlSmall: string;
  isDeleted: Generated<number>;
  createdAt: string;
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
  available: Generated<number>;
  expired: Generated<number>;
  freezed: Generated<number>;
  expiresIn5Days: Generated<number>;
}

export interface PickUpTimeSetsTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  isFixedTime: Generated<number>;
}

export interface PickUpTimeRegionsTable {
  pickUpTimeId: number;
  regionId: number;
  timeStart: number;
  timeEnd: number;
  isActive: Generated<number>;
}

export interface PickUpTimeHotelsTable {
  pickUpTimeId: number;
  hotelId: number;
  timeStart: number;
  timeEnd: number;
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

export interface TimeSlotGroupsTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  pickUpTimeId: number | null;
  capacity: Generated<number>;
  minimumAdvancedBooking: Generated<number>;
  isTimeSlotsIndependant: Generated<number>;
}

export interface TimeSlotsTable {
  id: Generated<number>;
  groupId: number;
  name: string;
  description: string | null;
  startMinutes: Generated<number>;
  endMinutes: Generated<number>;
  timeType: Generated<number>;
  interval: number | null;
  pickUpTimeId: number | null;
  duration: number | null;
  cutOffResponseTime: number | null;
  type: Generated<number>;
  daysOffered: Generated<number>;
  capacity: number | null;
  minimumAdvancedBooking: number | null;
  isExternalId: Generated<number>;
  externalId: string | null;
  externalPerChildId: string | null;
  bookingReferencePrefix: string | null;
  externalProviderId: number | null;
  externalProviderCodeType: Generated<number>;
  externalProviderDiffProductsAdultChild: Generated<number>;
  externalProductId: string | null;
  externalProductMappingValue: string | null;
  externalProductPerChildId: string | null;
  externalProductPerChildMappingValue: string | null;
  externalIsTicketPerPax: Generated<number>;
  isDeleted: Generated<number>;
}

export interface OfferTimeSlotsTable {
  offerId: number;
  timeSlotId: number;
}

export interface SlotSeatsTable {
  groupId: number;
  timeSlotId: number;
  date: string;
  booked: Generated<number>;
  capacity: number;
}

export interface ArrivalsTable {
  id: Generated<number>;
  supplierId: number;
  tdHotelId: number | null;
  hotelId: number | null;
  paxId: number | null;
  tdAgencyId: number | null;
  tdAgencyName: string | null;
  agencyId: number | null;
  groupId: string;
  arrivalDate: string;
  arrivalTime: number | null;
  departureDate: string;
  departureTime: number | null;
  pickUpTime: number | null;
  pickUpTimeEnd: number | null;
  isDeleted: Generated<number>;
  touristName: string;
  birthDate: string | null;
  touristPhone: string | null;
  touristEmail: string | null;
  touristCountry: string | null;
  roomType: string | null;
  accType: string | null;
  mealType: string | null;
  arrivalFlight: string | null;
  arrivalTerminal: string | null;
  arrivalTransport: string | null;
  departureFlight: string | null;
  departureTerminal: string | null;
  departureTransport: string | null;
  hotelConfNumber: string | null;
  agentConfNumber: string | null;
  roomNumber: string | null;
  isManuallyEntered: Generated<number>;
  arrivalListId: number | null;
  arrivalListName: string | null;
  notes: string | null;
  updatedAt: string;
}

export interface GroupInfosTable {
  id: Generated<number>;
  supplierId: number;
  groupId: string;
  status: Generated<number>;
  notes: string | null;
  phoneNumbers: string | null;
  communicationStatus: Generated<number>;
  salesStaffId: number | null;
  version: Generated<number>;
  updatedAt: string;
  updatedBy: number | null;
}

export interface GroupInfoHotelsTable {
  groupInfoId: number;
  hotelId: number;
  roomNumber: Generated<string>;
}

export interface MeetingsTable {
  id: Generated<number>;
  supplierId: number;
  groupId: string;
  date: string;
  staffId: number | null;
  timeStart: number | null;
  timeEnd: number | null;
  isNoTime: Generated<number>;
}

export interface BookingsTable {
  id: Generated<number>;
  refundPercent: number | null;
  statusChangedAt: string | null;
  statusChangedBy: number | null;
  clientRef: string;
  supplierId: number;
  agencyId: number;
  agentId: number;
  staffAgentId: number | null;
  date: string;
  bookingDateTime: string;
  tourId: number;
  offerId: number;
  timeSlotId: number | null;
  hotelId: number | null;
  customHotelName: string | null;
  regionId: number | null;
  arrivalId: number | null;
  groupId: string | null;
  groupInfoId: number | null;
  guestName: string;
  tel: string | null;
  roomNumber: string | null;
  numAdults: Generated<number>;
  numChildren: Generated<number>;
  numInfants: Generated<number>;
  numFoc: Generated<number>;
  startMinutes: number | null;
  endMinutes: number | null;
  pickUpTimeStart: number | null;
  pickUpTimeEnd: number | null;
  paid: Generated<number>;
  paidOrig: Generated<number>;
  paidTo: string | null;
  collect: Generated<number>;
  collectOrig: Generated<number>;
  collectTo: string | null;
  grossSales: Generated<number>;
  grossSalesAed: Generated<number>;
  agencyReceivable: Generated<number>;
  netTotal: Generated<number>;
  priceAdult: Generated<number>;
  priceChild: Generated<number>;
  priceTrip: Generated<number>;
  voucher: string | null;
  notes: string | null;
  status: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  state: string;
  statusCode: number | null;
  responseBody: string | null;
  createdAt: string;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: number;
  at: string;
  /** What the password was offered for: 'signin' or 'changepassword' (server/auth/throttle.ts). */
  kind: Generated<string>;
  /** 1 while the password is being checked (a failure once older than a minute, as if the check died). */
  pending: Generated<number>;
}

/** A session ended by sign-out; kept until its token would have expired anyway. */
export interface RevokedSessionsTable {
  sid: string;
  userId: number;
  expiresAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  userId: number | null;
  action: string;
  subject: string | null;
  detail: string | null;
  ip: string | null;
}

export interface DB {
  appSettings: AppSettingsTable;
  countries: CountriesTable;
  cities: CitiesTable;
  regions: RegionsTable;
  hotels: HotelsTable;
  languages: LanguagesTable;
  suppliers: SuppliersTable;
  agencies: AgenciesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  tourCategories: TourCategoriesTable;
  photos: PhotosTable;
  tours: ToursTable;
  tourCategoryLinks: TourCategoryLinksTable;
  tourPhotos: TourPhotosTable;
  tourDirections: TourDirectionsTable;
  tourFaqs: TourFaqsTable;
  itineraries: ItinerariesTable;
  itineraryStops: ItineraryStopsTable;
  ticketTypes: TicketTypesTable;
  pickUpTimeSets: PickUpTimeSetsTable;
  pickUpTimeRegions: PickUpTimeRegionsTable;
  pickUpTimeHotels: PickUpTimeHotelsTable;
  offers: OffersTable;
  offerCities: OfferCitiesTable;
  offerPhotos: OfferPhotosTable;
  offerTicketTypes: OfferTicketTypesTable;
  validPeriods: ValidPeriodsTable;
  timeSlotGroups: TimeSlotGroupsTable;
  timeSlots: TimeSlotsTable;
  offerTimeSlots: OfferTimeSlotsTable;
  slotSeats: SlotSeatsTable;
  arrivals: ArrivalsTable;
  groupInfos: GroupInfosTable;
  groupInfoHotels: GroupInfoHotelsTable;
  meetings: MeetingsTable;
  bookings: BookingsTable;
  idempotencyKeys: IdempotencyKeysTable;
  signInAttempts: SignInAttemptsTable;
  revokedSessions: RevokedSessionsTable;
  auditLog: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type BookingUpdate = Updateable<BookingsTable>;
export type ArrivalRow = Selectable<ArrivalsTable>;
export type NewArrival = Insertable<ArrivalsTable>;
export type ArrivalUpdate = Updateable<ArrivalsTable>;
export type GroupInfoRow = Selectable<GroupInfosTable>;
export type NewGroupInfo = Insertable<GroupInfosTable>;
export type GroupInfoUpdate = Updateable<GroupInfosTable>;
export type TourRow = Selectable<ToursTable>;
export type NewTour = Insertable<ToursTable>;
export type TourUpdate = Updateable<ToursTable>;
export type OfferRow = Selectable<OffersTable>;
export type NewOffer = Insertable<OffersTable>;
export type OfferUpdate = Updateable<OffersTable>;
export type LanguageRow = Selectable<LanguagesTable>;
export type NewLanguage = Insertable<LanguagesTable>;
export type LanguageUpdate = Updateable<LanguagesTable>;

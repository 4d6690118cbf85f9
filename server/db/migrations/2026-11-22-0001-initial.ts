import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/*
 * Conventions: money is bigint in 1/10000 of the unit; percentages and rates are bigint in 1/10000 too
 * (5 % = 50000); dates are text YYYY-MM-DD; timestamps are text ISO-8601 UTC; flags are integer 0/1,
 * so the same SQL runs on SQLite and PostgreSQL. Times of day are minutes (integer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const table = (name: string) => withId(db, s.createTable(name));

  await s
    .createTable('appSettings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await table('countries')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();
  await table('cities')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('countryId', 'integer', (c) => c.notNull().references('countries.id'))
    .execute();
  await table('regions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id'))
    .execute();
  await table('hotels')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('regionId', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('address', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('hotelsName').on('hotels').column('name').execute();
  await s.createIndex('hotelsRegion').on('hotels').column('regionId').execute();

  await table('languages')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('isOffers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imgUrl', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('languagesUpdated').on('languages').column('updatedAt').execute();

  await table('suppliers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('isOperator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text')
    .addColumn('countryId', 'integer', (c) => c.references('countries.id'))
    .addColumn('taxRegistrationNumber', 'text')
    .addColumn('tradeLicenseNumber', 'text')
    .addColumn('paymentDetails', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('isAcknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customerSupport', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('operationsSupport', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('accountsDepartment', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('defaultFaq', 'text')
    .addColumn('defaultTermsAndConditions', 'text')
    .addColumn('defaultNotesToClientPostBooking', 'text')
    .addColumn('defaultCancellationPolicy', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('taxName', 'text', (c) => c.notNull().defaultTo('vat'))
    .addColumn('taxAmount', 'bigint', (c) => c.notNull().defaultTo(50_000))
    .addColumn('taxAmountK', 'bigint', (c) => c.notNull().defaultTo(10_500))
    .addColumn('defaultCommission', 'bigint', (c) => c.notNull().defaultTo(200_000))
    .addColumn('baseCurrency', 'text', (c) => c.notNull().defaultTo('AED'))
    .addColumn('secondaryCurrency', 'text', (c) => c.notNull().defaultTo('$'))
    .addColumn('convRate', 'bigint', (c) => c.notNull().defaultTo(36_500))
    .addColumn('convType', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table('agencies')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('commission', 'bigint', (c) => c.notNull().defaultTo(200_000))
    .execute();

  await table('users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('supplierId', 'integer', (c) => c.references('suppliers.id'))
    .addColumn('agencyId', 'integer', (c) => c.references('agencies.id'))
    .addColumn('isAgencyAdmin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('usersAgency').on('users').column('agencyId').execute();
  await s
    .createTable('userRoles')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('userRolesPk', ['userId', 'role'])
    .execute();

  await table('tourCategories')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await table('photos')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('urlBig', 'text', (c) => c.notNull())
    .addColumn('urlMedium', 'text', (c) => c.notNull())
    .addColumn('urlSmall', 'text', (c) => c.notNull())
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('photosSupplier').on('photos').columns(['supplierId', 'createdAt']).execute();

  await table('tours')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('nameInternal', 'text', (c) => c.notNull())
    .addColumn('nameDisplay', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('cityId', 'integer', (c) => c.references('cities.id'))
    .addColumn('recommendedFor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('languageId', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isTopTour', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('videoUrl', 'text')
    .addColumn('heroImageId', 'integer', (c) => c.references('photos.id'))
    .addColumn('isDefaultCancellationPolicy', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isDefaultNotesToClientsPostBooking', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isDefaultTermsAndConditions', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isDefaultFaq', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cancellationPolicy', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('termsAndConditions', 'text')
    .addColumn('faq', 'text')
    .addColumn('shortDescription', 'text')
    .addColumn('salesDescription', 'text')
    .addColumn('tourItinerary', 'text')
    .addColumn('notesToAgents', 'text')
    .addColumn('seo', 'text')
    .addColumn('seoPageTitle', 'text')
    .addColumn('seoPageDescription', 'text')
    .addColumn('notesToClientsPostBooking', 'text')
    .addColumn('locationTiming', 'text')
    .addColumn('locationAddress', 'text')
    .addColumn('locationLatitude', 'double precision')
    .addColumn('locationLongitude', 'double precision')
    .addColumn('googlePlacesId', 'text')
    .addColumn('googlePlacesRating', 'double precision')
    .addColumn('googlePlacesTotalRatings', 'integer')
    .addColumn('tripAdvisorId', 'text')
    .addColumn('tripAdvisorRating', 'double precision')
    .addColumn('tripAdvisorTotalRatings', 'integer')
    .addColumn('facebookPageId', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('toursSupplierName').on('tours').columns(['supplierId', 'nameDisplay']).execute();

  await s
    .createTable('tourCategoryLinks')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('categoryId', 'integer', (c) => c.notNull().references('tourCategories.id'))
    .addPrimaryKeyConstraint('tourCategoryLinksPk', ['tourId', 'categoryId'])
    .execute();
  await s
    .createTable('tourPhotos')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('photoId', 'integer', (c) => c.notNull().references('photos.id'))
    .addColumn('idx', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tourPhotosPk', ['tourId', 'photoId'])
    .execute();
  await s
    .createTable('tourDirections')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tourDirectionsPk', ['tourId', 'type'])
    .execute();
  await table('tourFaqs')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('tourFaqsTour').on('tourFaqs').columns(['tourId', 'idx']).execute();
  await table('itineraries')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('itinerariesTour').on('itineraries').columns(['tourId', 'idx']).execute();
  await table('itineraryStops')
    .addColumn('itineraryId', 'integer', (c) => c.notNull().references('itineraries.id').onDelete('cascade'))
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('time', 'integer')
    .addColumn('timeEnd', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('address', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute();
  await s
    .createIndex('itineraryStopsItinerary')
    .on('itineraryStops')
    .columns(['itineraryId', 'idx'])
    .execute();

  await table('ticketTypes')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortName', 'text', (c) => c.notNull())
    .addColumn('reorderLevel', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reservationTime', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freezed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiresIn5Days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('pickUpTimeSets')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isFixedTime', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('pickUpTimeRegions')
    .addColumn('pickUpTimeId', 'integer', (c) =>
      c.notNull().references('pickUpTimeSets.id').onDelete('cascade'),
    )
    .addColumn('regionId', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('timeStart', 'integer', (c) => c.notNull())
    .addColumn('timeEnd', 'integer', (c) => c.notNull())
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('pickUpTimeRegionsPk', ['pickUpTimeId', 'regionId'])
    .execute();
  await s
    .createTable('pickUpTimeHotels')
    .addColumn('pickUpTimeId', 'integer', (c) =>
      c.notNull().references('pickUpTimeSets.id').onDelete('cascade'),
    )
    .addColumn('hotelId', 'integer', (c) => c.notNull().references('hotels.id'))
    .addColumn('timeStart', 'integer', (c) => c.notNull())
    .addColumn('timeEnd', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pickUpTimeHotelsPk', ['pickUpTimeId', 'hotelId'])
    .execute();

  await table('offers')
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id'))
    .addColumn('nameInternal', 'text', (c) => c.notNull())
    .addColumn('nameDisplay', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('minNumOfPeople', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maxNumOfPeople', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('numberOfHours', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isTicketsRequired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimumAdvancedPayment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('heroImageId', 'integer', (c) => c.references('photos.id'))
    .addColumn('childrenAllowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('childAge', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('infantsAllowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('infantAge', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('isDirectReporting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowDirectCollection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isAppendTransactionFeeB2b', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookingType', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('daysOffered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notesToClientsPostBooking', 'text')
    .addColumn('isOverrideTourCancellationPolicy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellationPolicy', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('offersTour').on('offers').column('tourId').execute();
  await s
    .createTable('offerCities')
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('cityId', 'integer', (c) => c.notNull().references('cities.id'))
    .addPrimaryKeyConstraint('offerCitiesPk', ['offerId', 'cityId'])
    .execute();
  await s
    .createTable('offerPhotos')
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('photoId', 'integer', (c) => c.notNull().references('photos.id'))
    .addColumn('idx', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('offerPhotosPk', ['offerId', 'photoId'])
    .execute();
  await s
    .createTable('offerTicketTypes')
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('ticketTypeId', 'integer', (c) => c.notNull().references('ticketTypes.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offerTicketTypesPk', ['offerId', 'ticketTypeId', 'type'])
    .execute();

  // Prices: recommended price with VAT in the base currency and a commission per adult/child/trip;
  // the other variants (without VAT, USD, net) are derived by domain/pricing so they never disagree.
  await table('validPeriods')
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('periodStart', 'text', (c) => c.notNull())
    .addColumn('periodEnd', 'text', (c) => c.notNull())
    .addColumn('minimumAdvancedPayment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vat', 'bigint', (c) => c.notNull().defaultTo(50_000))
    .addColumn('vatK', 'bigint', (c) => c.notNull().defaultTo(10_500))
    .addColumn('convRate', 'bigint', (c) => c.notNull().defaultTo(36_500))
    .addColumn('convType', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('priceAdult', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priceChild', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priceTrip', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commissionAdult', 'bigint', (c) => c.notNull().defaultTo(200_000))
    .addColumn('commissionChild', 'bigint', (c) => c.notNull().defaultTo(200_000))
    .addColumn('commissionTrip', 'bigint', (c) => c.notNull().defaultTo(200_000))
    .execute();
  await s
    .createIndex('validPeriodsOffer')
    .on('validPeriods')
    .columns(['offerId', 'periodStart', 'periodEnd'])
    .execute();

  await table('timeSlotGroups')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pickUpTimeId', 'integer', (c) => c.references('pickUpTimeSets.id'))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('minimumAdvancedBooking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isTimeSlotsIndependant', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await table('timeSlots')
    .addColumn('groupId', 'integer', (c) => c.notNull().references('timeSlotGroups.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('startMinutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('endMinutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timeType', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interval', 'integer')
    .addColumn('pickUpTimeId', 'integer', (c) => c.references('pickUpTimeSets.id'))
    .addColumn('duration', 'integer')
    .addColumn('cutOffResponseTime', 'integer')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daysOffered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer')
    .addColumn('minimumAdvancedBooking', 'integer')
    .addColumn('isExternalId', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('externalId', 'text')
    .addColumn('externalPerChildId', 'text')
    .addColumn('bookingReferencePrefix', 'text')
    .addColumn('externalProviderId', 'integer')
    .addColumn('externalProviderCodeType', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('externalProviderDiffProductsAdultChild', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('externalProductId', 'text')
    .addColumn('externalProductMappingValue', 'text')
    .addColumn('externalProductPerChildId', 'text')
    .addColumn('externalProductPerChildMappingValue', 'text')
    .addColumn('externalIsTicketPerPax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('timeSlotsGroup').on('timeSlots').column('groupId').execute();
  await s
    .createTable('offerTimeSlots')
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('timeSlotId', 'integer', (c) => c.notNull().references('timeSlots.id'))
    .addPrimaryKeyConstraint('offerTimeSlotsPk', ['offerId', 'timeSlotId'])
    .execute();
  // Seats taken per capacity unit and date: one row moved by a conditional update inside the booking's
  // transaction, so capacity is never oversold (timeSlotId 0 = the group's shared capacity).
  await s
    .createTable('slotSeats')
    .addColumn('groupId', 'integer', (c) => c.notNull().references('timeSlotGroups.id'))
    .addColumn('timeSlotId', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('slotSeatsPk', ['groupId', 'timeSlotId', 'date'])
    .execute();

  await table('arrivals')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('tdHotelId', 'integer')
    .addColumn('hotelId', 'integer', (c) => c.references('hotels.id'))
    .addColumn('paxId', 'integer')
    .addColumn('tdAgencyId', 'integer')
    .addColumn('tdAgencyName', 'text')
    .addColumn('agencyId', 'integer', (c) => c.references('agencies.id'))
    .addColumn('groupId', 'text', (c) => c.notNull())
    .addColumn('arrivalDate', 'text', (c) => c.notNull())
    .addColumn('arrivalTime', 'integer')
    .addColumn('departureDate', 'text', (c) => c.notNull())
    .addColumn('departureTime', 'integer')
    .addColumn('pickUpTime', 'integer')
    .addColumn('pickUpTimeEnd', 'integer')
    .addColumn('isDeleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('touristName', 'text', (c) => c.notNull())
    .addColumn('birthDate', 'text')
    .addColumn('touristPhone', 'text')
    .addColumn('touristEmail', 'text')
    .addColumn('touristCountry', 'text')
    .addColumn('roomType', 'text')
    .addColumn('accType', 'text')
    .addColumn('mealType', 'text')
    .addColumn('arrivalFlight', 'text')
    .addColumn('arrivalTerminal', 'text')
    .addColumn('arrivalTransport', 'text')
    .addColumn('departureFlight', 'text')
    .addColumn('departureTerminal', 'text')
    .addColumn('departureTransport', 'text')
    .addColumn('hotelConfNumber', 'text')
    .addColumn('agentConfNumber', 'text')
    .addColumn('roomNumber', 'text')
    .addColumn('isManuallyEntered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('arrivalListId', 'integer')
    .addColumn('arrivalListName', 'text')
    .addColumn('notes', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('arrivalsStay')
    .on('arrivals')
    .columns(['supplierId', 'arrivalDate', 'departureDate'])
    .execute();
  await s.createIndex('arrivalsGroup').on('arrivals').columns(['supplierId', 'groupId']).execute();
  await s.createIndex('arrivalsHotel').on('arrivals').columns(['hotelId', 'arrivalDate']).execute();
  await s.createIndex('arrivalsTourist').on('arrivals').column('touristName').execute();

  await table('groupInfos')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('groupId', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('phoneNumbers', 'text')
    .addColumn('communicationStatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salesStaffId', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('updatedBy', 'integer', (c) => c.references('users.id'))
    .addUniqueConstraint('groupInfosGroup', ['supplierId', 'groupId'])
    .execute();
  await s
    .createTable('groupInfoHotels')
    .addColumn('groupInfoId', 'integer', (c) => c.notNull().references('groupInfos.id').onDelete('cascade'))
    .addColumn('hotelId', 'integer', (c) => c.notNull().references('hotels.id'))
    .addColumn('roomNumber', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('groupInfoHotelsPk', ['groupInfoId', 'hotelId'])
    .execute();
  await table('meetings')
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('groupId', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('staffId', 'integer', (c) => c.references('users.id'))
    .addColumn('timeStart', 'integer')
    .addColumn('timeEnd', 'integer')
    .addColumn('isNoTime', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('meetingsGroup').on('meetings').columns(['supplierId', 'groupId', 'date']).execute();

  await table('bookings')
    .addColumn('clientRef', 'text', (c) => c.notNull().unique())
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('agencyId', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('agentId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('staffAgentId', 'integer')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('bookingDateTime', 'text', (c) => c.notNull())
    .addColumn('tourId', 'integer', (c) => c.notNull().references('tours.id'))
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('timeSlotId', 'integer', (c) => c.references('timeSlots.id'))
    .addColumn('hotelId', 'integer', (c) => c.references('hotels.id'))
    .addColumn('customHotelName', 'text')
    .addColumn('regionId', 'integer', (c) => c.references('regions.id'))
    .addColumn('arrivalId', 'integer', (c) => c.references('arrivals.id'))
    .addColumn('groupId', 'text')
    .addColumn('groupInfoId', 'integer', (c) => c.references('groupInfos.id'))
    .addColumn('guestName', 'text', (c) => c.notNull())
    .addColumn('tel', 'text')
    .addColumn('roomNumber', 'text')
    .addColumn('numAdults', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('numChildren', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('numInfants', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('numFoc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('startMinutes', 'integer')
    .addColumn('endMinutes', 'integer')
    .addColumn('pickUpTimeStart', 'integer')
    .addColumn('pickUpTimeEnd', 'integer')
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paidOrig', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paidTo', 'text')
    .addColumn('collect', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('collectOrig', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('collectTo', 'text')
    .addColumn('grossSales', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('grossSalesAed', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('agencyReceivable', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('netTotal', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priceAdult', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priceChild', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priceTrip', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('bookingsSupplierDate').on('bookings').columns(['supplierId', 'date', 'id']).execute();
  await s.createIndex('bookingsAgencyDate').on('bookings').columns(['agencyId', 'date', 'id']).execute();
  await s.createIndex('bookingsAgentDate').on('bookings').columns(['agentId', 'date', 'id']).execute();
  await s.createIndex('bookingsGroup').on('bookings').column('groupId').execute();
  await s.createIndex('bookingsSlotDate').on('bookings').columns(['timeSlotId', 'date']).execute();
  await s.createIndex('bookingsVoucher').on('bookings').column('voucher').execute();
  await s.createIndex('bookingsGuest').on('bookings').column('guestName').execute();

  // Offline replays: the key is claimed in the same transaction as the write it guards.
  await s
    .createTable('idempotencyKeys')
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('requestHash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('statusCode', 'integer')
    .addColumn('responseBody', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotencyKeysPk', ['userId', 'key'])
    .execute();
  await s.createIndex('idempotencyKeysCreated').on('idempotencyKeys').column('createdAt').execute();

  await table('signInAttempts')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('signInAttemptsEmail').on('signInAttempts').columns(['email', 'at']).execute();

  await table('auditLog')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .execute();
  await s.createIndex('auditLogAt').on('auditLog').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'auditLog',
    'signInAttempts',
    'idempotencyKeys',
    'bookings',
    'meetings',
    'groupInfoHotels',
    'groupInfos',
    'arrivals',
    'slotSeats',
    'offerTimeSlots',
    'timeSlots',
    'timeSlotGroups',
    'validPeriods',
    'offerTicketTypes',
    'offerPhotos',
    'offerCities',
    'offers',
    'pickUpTimeHotels',
    'pickUpTimeRegions',
    'pickUpTimeSets',
    'ticketTypes',
    'itineraryStops',
    'itineraries',
    'tourFaqs',
    'tourDirections',
    'tourPhotos',
    'tourCategoryLinks',
    'tours',
    'photos',
    'tourCategories',
    'userRoles',
    'users',
    'agencies',
    'suppliers',
    'languages',
    'hotels',
    'regions',
    'cities',
    'countries',
    'appSettings',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}

import { z } from 'zod';
import { cancellationPolicySchema, savedCancellationPolicySchema } from './cancellation-policy';
import {
  apiDateSchema,
  errorBodySchema,
  ID_TOO_LARGE,
  MAX_ID,
  optionSchema,
  pagedResultSchema,
} from './common';
import { ConversionType, OfferBookingType } from './enums';
import { forTourIdQuerySchema } from './media';

// Tours, tickets (offers), valid periods and prices: 02-catalogue sections 3–5 and 7.
// The screens' react-hook-form resolvers and the server's routes use these same schemas,
// so a message the spec names is written once, here.

export const RecommendedFor = {
  Everybody: 0,
  FamiliesWithChildren: 1,
  FamiliesWithInfants: 2,
  YoungAdults: 3,
  Elderly: 4,
} as const;
export const DirectionType = { ByCar: 0, ByBus: 1, ByMetro: 2 } as const;
/** A ticket type's use in an offer: `ticketsTypes[].type`. */
export const TicketPaxType = { Adult: 0, Child: 1, Infant: 2 } as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).nullable().optional();
const id = z.number().int().min(0).max(MAX_ID, 'No such id');
const ids = z.array(z.number().int().positive().max(MAX_ID, 'No such id')).max(1000);
/** A saved entity's version: sent back on save, a different one answers 409 (someone saved in between). */
const version = z.number().int().min(0).max(MAX_ID);

/** A chosen photo of a tour or an offer, in order. The server fills title and urlSmall on read; a save needs only id. */
export const photoRefSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, 'No such id'),
  title: z.string().optional(),
  urlSmall: z.string().optional(),
});
export type PhotoRef = z.infer<typeof photoRefSchema>;

export const directionSchema = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  description: text(4000),
});
export type Direction = z.infer<typeof directionSchema>;

export const faqItemSchema = z.object({
  index: z.number().int().min(1),
  question: text(1000).min(1, 'Question is required'),
  answer: text(8000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const itineraryStopSchema = z.object({
  index: z.number().int().min(1),
  guid: z.string().min(1).max(64),
  /** Minutes after midnight; the form edits them as HH:MM (domain/time-input). */
  time: z.number().int().min(0).max(1439).nullable(),
  timeEnd: z.number().int().min(0).max(1439).nullable(),
  name: text(300).min(1, 'Stop name is required'),
  description: optionalText(4000),
  address: optionalText(500),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
});
export type ItineraryStop = z.infer<typeof itineraryStopSchema>;

export const itinerarySchema = z.object({
  id,
  guid: z.string().min(1).max(64),
  index: z.number().int().min(1),
  name: text(300).min(1, 'Itinerary name is required'),
  stops: z.array(itineraryStopSchema).min(1, 'Please add at least on stop').max(100),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** An offer as the tour's Tickets tab lists it (read only; stripped before a tour is saved). */
export const tourOfferRowSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  nameInternal: z.string(),
  nameDisplay: z.string(),
  bookingType: z.number().int(),
  isDeleted: z.boolean(),
});
export type TourOfferRow = z.infer<typeof tourOfferRowSchema>;

/** Rich text as the spec's editor makes it; the server sanitises it (lists and links only). */
const richText = z.string().max(100_000).nullable().optional();

export const tourSchema = z.object({
  id,
  version,
  nameInternal: text(200).min(1, 'Tour code is required'),
  nameDisplay: text(300).min(1, 'Display name is required'),
  url: text(300)
    .min(1, 'Url is required')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Url may hold lowercase letters, digits and single dashes'),
  /** 0 from the form becomes null. A codec, not a transform, so the server can also send it (encode). */
  cityId: z.codec(
    z.number().int().min(0).max(MAX_ID, 'No such id').nullable(),
    z.number().int().positive().nullable(),
    {
      decode: (v) => (v ? v : null),
      encode: (v) => v,
    },
  ),
  toursCategories: ids.min(1, 'At least one tour category is required'),
  recommendedFor: z
    .number({ error: 'Recommended For is required' })
    .int()
    .min(0, 'Recommended For is required')
    .max(4, 'Recommended For is required'),
  languageId: z
    .number({ error: 'Language is required' })
    .int()
    .positive('Language is required')
    .max(MAX_ID, 'No such id'),
  isDeleted: z.boolean(),
  isTopTour: z.boolean(),
  videoUrl: optionalText(500),
  heroImageId: z.number().int().positive().max(MAX_ID, 'No such id').nullable(),
  photos: z.array(photoRefSchema).max(200),
  isDefaultCancellationPolicy: z.boolean(),
  isDefaultNotesToClientsPostBooking: z.boolean(),
  isDefaultTermsAndConditions: z.boolean(),
  isDefaultFaq: z.boolean(),
  /** Sent empty while isDefaultCancellationPolicy: the account default applies. */
  cancellationPolicy: savedCancellationPolicySchema,
  termsAndConditions: richText,
  faq: richText,
  faqs: z.array(faqItemSchema).max(200),
  shortDescription: optionalText(2000),
  salesDescription: richText,
  tourItinerary: richText,
  itineraries: z.array(itinerarySchema).max(50),
  notesToAgents: optionalText(4000),
  seo: optionalText(4000),
  seoPageTitle: optionalText(300),
  seoPageDescription: optionalText(1000),
  notesToClientsPostBooking: richText,
  locationTiming: optionalText(1000),
  locationAddress: optionalText(500),
  locationLatitude: z.number().min(-90).max(90).nullable(),
  locationLongitude: z.number().min(-180).max(180).nullable(),
  googlePlacesId: optionalText(300),
  googlePlacesRating: z.number().min(0).max(5).nullable(),
  googlePlacesTotalRatings: z.number().int().min(0).max(MAX_ID).nullable(),
  tripAdvisorId: optionalText(50),
  tripAdvisorRating: z.number().min(0).max(5).nullable(),
  tripAdvisorTotalRatings: z.number().int().min(0).max(MAX_ID).nullable(),
  facebookPageId: optionalText(200),
  /** At most one per direction type. */
  directions: z
    .array(directionSchema)
    .max(3)
    .refine((d) => new Set(d.map((x) => x.type)).size === d.length, 'One description per direction type'),
  /** Filled on read; the client clears it before saving (spec 02 §4). */
  offers: z.array(tourOfferRowSchema).max(0, 'Offers are saved on their own screen').optional(),
});
export type TourInput = z.input<typeof tourSchema>;
export type Tour = z.output<typeof tourSchema>;
/** A tour as GET /api/tours/manage/{id} and the save answer it: with its offers. */
export const tourForEditSchema = tourSchema.extend({ offers: z.array(tourOfferRowSchema) });
export type TourForEdit = z.infer<typeof tourForEditSchema>;

/** One row of /api/tours/manageList. */
export const tourManageRowSchema = z.object({
  id: z.number().int(),
  nameInternal: z.string(),
  nameDisplay: z.string(),
  languageId: z.number().int(),
  languageName: z.string(),
  isTopTour: z.boolean(),
  isDeleted: z.boolean(),
  /** The version a delete or restore from the table sends back (deletedFlagSchema). */
  version: z.number().int(),
  offers: z.array(tourOfferRowSchema),
});
export type TourManageRow = z.infer<typeof tourManageRowSchema>;

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? v.split(',') : []).map(Number).filter((n) => Number.isInteger(n) && n > 0),
  )
  .pipe(z.array(z.number().max(MAX_ID, 'No such id')));

/** Filters of the tours table: tour, language, offer, top / not top, the trash toggle. */
export const tourManageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
  toursIds: idList,
  languagesIds: idList,
  offersIds: idList,
  /** 1 top tours only, 2 not top tours, absent both. */
  top: z.coerce.number().int().min(1).max(2).optional(),
  /** The trash toggle: show deleted tours and offers too. */
  showDeleted: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type TourManageQuery = z.input<typeof tourManageQuerySchema>;
export const tourManageListSchema = pagedResultSchema(tourManageRowSchema);
export type TourManageList = z.infer<typeof tourManageListSchema>;

/** Delete or restore (the spec keeps deletion a flag; how it is asked for is ours: docs/decisions.md). */
export const deletedFlagSchema = z.object({ isDeleted: z.boolean(), version });

/** 409 answer of a stale save: what was changed since the editor's version, by whom. */
export const staleSaveBodySchema = errorBodySchema.extend({
  reason: z.literal('stale'),
  version: z.number().int(),
  changedFields: z.array(z.string()),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type StaleSaveBody = z.infer<typeof staleSaveBodySchema>;

/** GET /api/tours/GooglePlaceRatings and /api/tours/TripAdvisorLocationRating. */
export const placeRatingSchema = z.object({ rating: z.number(), ratingsCount: z.number().int() });
export type PlaceRating = z.infer<typeof placeRatingSchema>;
export const googlePlaceRatingQuerySchema = z.object({ placeId: text(300).min(1, 'Place id is required') });
export const tripAdvisorRatingQuerySchema = z.object({
  locationId: text(50).regex(/^\d+$/, 'TripAdvisor location id is a number'),
});

export const optionListSchema = z.array(optionSchema);

/**
 * GET /api/tours/filterOptions: the tours table's tour and offer filters, every one of the caller's
 * tours and offers (label/value, by label; an offer's label names its tour). Deleted ones with the trash
 * toggle (`showDeleted`, as the list's query).
 */
export const tourFilterOptionsQuerySchema = tourManageQuerySchema.pick({ showDeleted: true });
export const tourFilterOptionsSchema = z.object({ tours: optionListSchema, offers: optionListSchema });
export type TourFilterOptions = z.infer<typeof tourFilterOptionsSchema>;

// ---- Tickets (offers), valid periods, prices ----

/** GET /api/tickets/types?forTourId=: the types a ticket of that tour may take (its supplier's). */
export const ticketTypesQuerySchema = z.object({ forTourId: forTourIdQuerySchema });

/** GET /api/tickets/types: a ticket type's stock. */
export const ticketTypeStockSchema = z.object({
  id: z.number().int(),
  /** Whose type it is (the operator's staff reach every supplier's). */
  supplierId: z.number().int(),
  supplierName: z.string(),
  name: z.string(),
  shortName: z.string(),
  reorderLevel: z.number().int(),
  reservationTime: z.number().int(),
  available: z.number().int(),
  expired: z.number().int(),
  freezed: z.number().int(),
  expiresIn5Days: z.number().int(),
  /** False: deactivated, no longer chosen for a ticket (its codes stay; tickets that have it keep it). */
  isActive: z.boolean(),
  /** Sent back by an edit (PUT /api/tickets/types/{id}); another version answers 409. */
  version: z.number().int(),
});
export type TicketTypeStock = z.infer<typeof ticketTypeStockSchema>;

const price = z.number().min(0, 'Prices cannot be negative').max(10_000_000);
const percent = z.number().min(0, 'Between 0 and 100').max(100, 'Between 0 and 100');

/**
 * A valid period with its prices. Stored: the recommended price with VAT in the base currency and the
 * commission percent, per adult, child and trip; every other variant is derived by domain/pricing.ts
 * and sent for display. The server recomputes the derived ones and ignores what was sent.
 */
export const validPeriodSchema = z
  .object({
    id,
    offerId: id,
    guid: z.string().min(1).max(64),
    periodStart: apiDateSchema,
    periodEnd: apiDateSchema,
    minimumAdvancedPayment: percent,
    vat: z.number().min(0).max(100),
    vatK: z.number().min(1).max(2),
    convRate: z.number().positive('Conversion rate must be above 0').max(100_000),
    convType: z.union([z.literal(ConversionType.Multiply), z.literal(ConversionType.Divide)]),
    pricePerAdultRec: price,
    pricePerAdultRecNoVat: price,
    pricePerAdultRecUsd: price,
    pricePerAdultRecUsdNoVat: price,
    pricePerChildRec: price,
    pricePerChildRecNoVat: price,
    pricePerChildRecUsd: price,
    pricePerChildRecUsdNoVat: price,
    pricePerTripRec: price,
    pricePerTripRecNoVat: price,
    pricePerTripRecUsd: price,
    pricePerTripRecUsdNoVat: price,
    pricePerAdultNet: price,
    pricePerAdultNetNoVat: price,
    pricePerAdultNetUsd: price,
    pricePerAdultNetUsdNoVat: price,
    pricePerChildNet: price,
    pricePerChildNetNoVat: price,
    pricePerChildNetUsd: price,
    pricePerChildNetUsdNoVat: price,
    pricePerTripNet: price,
    pricePerTripNetNoVat: price,
    pricePerTripNetUsd: price,
    pricePerTripNetUsdNoVat: price,
    commissionPerAdult: percent,
    commissionPerChild: percent,
    commissionPerTrip: percent,
  })
  .refine((p) => p.periodEnd >= p.periodStart, {
    path: ['periodEnd'],
    message: 'Period end must not be before its start',
  });
export type ValidPeriod = z.infer<typeof validPeriodSchema>;

export const ticketTypeUseSchema = z.object({
  ticketTypeId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/**
 * A ticket's fields. What a save must satisfy across fields is `offerSchema`'s; an answer is checked
 * by the fields alone, so a row stored under older rules (or changed since by another part of the
 * catalogue) is still read and shown to be fixed, never a 500.
 */
const offerFieldsSchema = z.object({
  id,
  version,
  tourId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  nameInternal: text(200).min(1, 'Ticket code is required'),
  nameDisplay: text(300).min(1, 'Display name is required'),
  minNumOfPeople: z.number({ error: 'Minimum number of people is required' }).int().min(1, 'At least 1'),
  maxNumOfPeople: z.number({ error: 'Maximum number of people is required' }).int().min(1, 'At least 1'),
  numberOfHours: z
    .number({ error: 'Minimum duration is 1 hour' })
    .int('Duration is in whole hours')
    .min(1, 'Minimum duration is 1 hour')
    .max(2400),
  isTicketsRequired: z.boolean(),
  minimumAdvancedPayment: percent,
  /** Origin cities. */
  origin: ids,
  validPeriods: z.array(validPeriodSchema).max(500),
  description: richText,
  heroImageId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).nullable(),
  photos: z.array(photoRefSchema).max(200),
  childrenAllowed: z.boolean(),
  childAge: z.number().int().min(1, 'Age between 1 and 18').max(18, 'Age between 1 and 18'),
  infantsAllowed: z.boolean(),
  infantAge: z.number().int().min(1, 'Age between 1 and 18').max(18, 'Age between 1 and 18'),
  isDirectReporting: z.boolean(),
  allowDirectCollection: z.boolean(),
  isAppendTransactionFeeB2b: z.boolean(),
  ticketTypesAdult: ids,
  ticketTypesChild: ids,
  ticketTypesInfant: ids,
  isDeleted: z.boolean(),
  /** Time slot ids, chosen from the supplier's slot groups. */
  timeSlots: ids,
  bookingType: z.union([
    z.literal(OfferBookingType.OnRequest),
    z.literal(OfferBookingType.LiveBook),
    z.literal(OfferBookingType.TicketOnly),
  ]),
  notesToClientsPostBooking: richText,
  isOverrideTourCancellationPolicy: z.boolean(),
  /** Sent only when overridden; otherwise empty and the tour's policy applies. */
  cancellationPolicy: savedCancellationPolicySchema,
});
export const offerSchema = offerFieldsSchema.superRefine((o, ctx) => {
  if (o.maxNumOfPeople < o.minNumOfPeople)
    ctx.addIssue({
      code: 'custom',
      path: ['maxNumOfPeople'],
      message: 'Maximum must not be below the minimum',
    });
  if (o.isTicketsRequired) {
    const need = [
      ['ticketTypesAdult', 'Adult ticket types are required'],
      ['ticketTypesChild', 'Child ticket types are required'],
      ['ticketTypesInfant', 'Infant ticket types are required'],
    ] as const;
    for (const [field, message] of need)
      if (o[field].length === 0) ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;
/** GET /api/offers/manage/{id}; also carries the tour's policy, which "Use custom cancellation" copies. */
export const offerForEditSchema = z.object({
  offer: offerFieldsSchema.extend({ cancellationPolicy: cancellationPolicySchema }),
  tourName: z.string(),
  tourCancellationPolicy: cancellationPolicySchema,
});
export type OfferForEdit = z.infer<typeof offerForEditSchema>;
/** POST|PUT /api/offers answer (spec: "answer has id and tourId"). */
export const offerSavedSchema = z.object({ id: z.number().int(), tourId: z.number().int(), version });

// ---- Account settings (02 §3; edited on the admin screens) ----

export const accountSettingsSchema = z.object({
  taxes: z.object({
    name: text(50).min(1, 'Tax name is required'),
    amount: z.number().min(0).max(100),
    amountK: z.number().min(1).max(2),
  }),
  defaultCommission: percent,
  currency: z.object({
    baseCurrency: text(10).min(1),
    secondaryCurrency: text(10).min(1),
    convRate: z.number().positive('Conversion rate must be above 0').max(100_000),
    convType: z.union([z.literal(ConversionType.Multiply), z.literal(ConversionType.Divide)]),
  }),
  /**
   * The version the save started from (GET answers it): one made from an older version answers 409 with
   * what changed and who saved. A save without one is not checked, as the supplier profile's
   * (docs/decisions.md "Supplier profile versions"; account settings: migration 0030).
   */
  version: version.optional(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
/** GET and PUT /api/account/settings answer the version always. */
export const savedAccountSettingsSchema = accountSettingsSchema.extend({ version });
export type SavedAccountSettings = z.infer<typeof savedAccountSettingsSchema>;
export const defaultCommissionSchema = z.object({ defaultCommission: z.number() });

import { z } from 'zod';
import { bookingHotelSchema } from './bookings';
import { apiDateSchema, ID_TOO_LARGE, MAX_ID, optionSchema } from './common';
import { forTourIdQuerySchema } from './media';
import { TimeSlotType, TimeType } from './enums';

/** The longest reason a slot or a slot-day is closed for sale with (the editors stop typing there). */
export const STOP_SELL_REASON_MAX = 500;

// Time slot groups, time slots and pick-up time sets: 02-catalogue sections 3, 5 and 7.
// The screens' resolvers and the server's routes use these same schemas and messages.

/** External provider ticket code: None 0, QrCode 1, BarCode 2. */
export const ExternalCodeType = { None: 0, QrCode: 1, BarCode: 2 } as const;
/** The list's Is External filter (02-catalogue §9). */
export const IsExternalFilter = { Yes: 1, No: 2 } as const;

export const TIME_SLOT_GROUP_CAPACITY = { min: 1, max: 999_999 } as const;
export const MINIMUM_ADVANCED_BOOKING = { min: -23, max: 2400 } as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const id = z.number().int().min(0).max(MAX_ID, ID_TOO_LARGE);
const minutes = z.number().int().min(0).max(1439);
const optionalId = z
  .number()
  .int()
  .min(0)
  .max(MAX_ID, ID_TOO_LARGE)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const capacity = z
  .number({ error: 'Capacity is required' })
  .int('Capacity must be a whole number')
  .min(TIME_SLOT_GROUP_CAPACITY.min, 'Capacity must be between 1 and 999999')
  .max(TIME_SLOT_GROUP_CAPACITY.max, 'Capacity must be between 1 and 999999');
const advancedBooking = z
  .number()
  .int('Minimum advanced booking must be a whole number of hours')
  .min(MINIMUM_ADVANCED_BOOKING.min, 'Minimum advanced booking must be between -23 and 2400 hours')
  .max(MINIMUM_ADVANCED_BOOKING.max, 'Minimum advanced booking must be between -23 and 2400 hours');

export const timeSlotGroupSchema = z.object({
  id,
  name: text(200).min(1, 'Time slot group name is required'),
  /** 0 (Not applicable) becomes null. */
  pickUpTimeId: optionalId,
  capacity,
  minimumAdvancedBooking: advancedBooking,
  isTimeSlotsIndependant: z.boolean(),
});
export type TimeSlotGroupInput = z.input<typeof timeSlotGroupSchema>;

/** A group as the edit screen loads it, with its slots in full (the slot editor starts from them). */
export const timeSlotGroupOutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pickUpTimeId: z.number().int().nullable(),
  capacity: z.number().int(),
  minimumAdvancedBooking: z.number().int(),
  isTimeSlotsIndependant: z.boolean(),
  /** Whose group this is, when the caller reaches more than one supplier (the operator's staff). */
  supplierName: z.string().nullable().optional(),
  get timeSlots() {
    return z.array(timeSlotOutSchema);
  },
});
export type TimeSlotGroup = z.infer<typeof timeSlotGroupOutSchema>;

/** A group as the list shows it. */
export const timeSlotGroupRowSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  name: z.string(),
  capacity: z.number().int(),
  minimumAdvancedBooking: z.number().int(),
  isTimeSlotsIndependant: z.boolean(),
  pickUpTimeName: z.string().nullable(),
  isExternal: z.boolean(),
  /** Whose group this is, when the caller reaches more than one supplier (the operator's staff). */
  supplierName: z.string().nullable().optional(),
  timeSlots: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TimeSlotGroupRow = z.infer<typeof timeSlotGroupRowSchema>;

export const timeSlotGroupsQuerySchema = z.object({
  isExternal: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'Is External is 1 (Yes) or 2 (No)')
    .optional(),
  /** The groups a ticket of this tour may take: its supplier's (0: a tour not saved yet, the caller's). */
  forTourId: forTourIdQuerySchema,
});

/**
 * forGroupId as a query string parameter: the pick-up sets and ticket providers a group's slots may
 * take are its supplier's (0 or absent: a group not saved yet, the caller's own supplier's).
 */
export const forGroupQuerySchema = z.object({
  forGroupId: z.coerce
    .number('forGroupId must be a number')
    .int('forGroupId must be a number')
    .min(0, 'forGroupId must be 0 (a new group) or a group id')
    .max(MAX_ID, 'Time slot group not found or you are not allowed to manage it')
    .optional(),
});

const timeTypeSchema = z.union([
  z.literal(TimeType.Fixed),
  z.literal(TimeType.Anytime),
  z.literal(TimeType.NoTime),
]);
const slotTypeSchema = z.union([z.literal(TimeSlotType.Live), z.literal(TimeSlotType.OnRequest)]);

/** Every field of the Time slot entity (02-catalogue §3), plus the stop-sell this product adds. */
export const timeSlotSchema = z
  .object({
    id,
    groupId: z
      .number({ error: 'Time slot group is required' })
      .int()
      .positive('Time slot group is required')
      .max(MAX_ID, ID_TOO_LARGE),
    groupName: z.string().optional(),
    name: text(200).min(1, 'Time slot name is required'),
    description: optionalText(2000),
    startHour: z.number().int().min(0).max(23),
    startMinutes: z.number().int().min(0).max(59),
    endHour: z.number().int().min(0).max(23),
    endMinutes: z.number().int().min(0).max(59),
    startTimeDescription: z.string().optional(),
    endTimeDescription: z.string().optional(),
    timeType: timeTypeSchema,
    isAnytime: z.boolean().optional(),
    isNoTime: z.boolean().optional(),
    interval: z.number().int().min(1, 'Interval is at least 1 minute').max(1440).nullable().optional(),
    pickUpTimeId: optionalId,
    duration: z.number().int().min(0).max(100_000).nullable().optional(),
    cutOffResponseTime: z.number().int().min(0).max(10_000).nullable().optional(),
    type: slotTypeSchema,
    daysOffered: z.number().int().min(0).max(127),
    capacity: capacity.nullable().optional(),
    minimumAdvancedBooking: advancedBooking.nullable().optional(),
    isExternalId: z.boolean(),
    externalId: optionalText(200),
    externalPerChildId: optionalText(200),
    bookingReferencePrefix: optionalText(50),
    externalProviderId: optionalId,
    externalProviderCodeType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    externalProviderDiffProductsAdultChild: z.boolean(),
    externalProductId: optionalText(200),
    externalProductMappingValue: optionalText(200),
    externalProductPerChildId: optionalText(200),
    externalProductPerChildMappingValue: optionalText(200),
    /** The mapped product's slots no longer match (read only; set by the provider sync). */
    isMappingMismatch: z.boolean().optional(),
    externalIsTicketPerPax: z.boolean(),
    offers: z
      .array(z.object({ id: z.number().int().max(MAX_ID, ID_TOO_LARGE), name: z.string() }))
      .optional(),
    /** Closed for sale with a reason (null: on sale). */
    stopSellReason: optionalText(STOP_SELL_REASON_MAX),
  })
  .superRefine((s, ctx) => {
    if (s.timeType === TimeType.Anytime && !s.interval && !s.isExternalId) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: 'Interval is required' });
    }
  });
export type TimeSlotInput = z.input<typeof timeSlotSchema>;

const nullableString = z.string().nullable();
const caravanPriceSchema = z.object({ price: z.number(), agentsNet: z.number() });
export const slotOfferPeriodSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  adult: caravanPriceSchema,
  child: caravanPriceSchema,
});
export type SlotOfferPeriod = z.infer<typeof slotOfferPeriodSchema>;
/** A slot as the server answers it: every field, plain (answers are encoded, so no transforms). */
export const timeSlotOutSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  description: nullableString,
  startHour: z.number().int(),
  startMinutes: z.number().int(),
  endHour: z.number().int(),
  endMinutes: z.number().int(),
  startTimeDescription: z.string(),
  endTimeDescription: z.string(),
  timeType: z.number().int(),
  isAnytime: z.boolean(),
  isNoTime: z.boolean(),
  interval: z.number().int().nullable(),
  pickUpTimeId: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  cutOffResponseTime: z.number().int().nullable(),
  type: z.number().int(),
  daysOffered: z.number().int(),
  capacity: z.number().int().nullable(),
  minimumAdvancedBooking: z.number().int().nullable(),
  isExternalId: z.boolean(),
  externalId: nullableString,
  externalPerChildId: nullableString,
  bookingReferencePrefix: nullableString,
  externalProviderId: z.number().int().nullable(),
  externalProviderCodeType: z.number().int(),
  externalProviderDiffProductsAdultChild: z.boolean(),
  externalProductId: nullableString,
  externalProductMappingValue: nullableString,
  externalProductPerChildId: nullableString,
  externalProductPerChildMappingValue: nullableString,
  isMappingMismatch: z.boolean(),
  externalIsTicketPerPax: z.boolean(),
  /**
   * The tickets that sell the slot, with their prices from today on (each current or coming valid
   * period: recommended price and agents' net per adult and child, base currency): the slot editor sets
   * them beside a mapped provider's net (issue 26 item 8).
   */
  offers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      childrenAllowed: z.boolean(),
      periods: z.array(slotOfferPeriodSchema),
    }),
  ),
  stopSellReason: nullableString,
  /** Future days closed for sale. */
  closedDays: z.array(z.object({ date: z.string(), reason: nullableString })),
});
export type TimeSlot = z.infer<typeof timeSlotOutSchema>;

/** The longest range of days one stop-sell closes or reopens: a year and a day, a season at most. */
export const STOP_SELL_RANGE_MAX_DAYS = 366;

/**
 * Close (or reopen) a slot for sale on one day, or on every day it runs from `date` to `dateTo`
 * (inclusive): the chart's sheet closes one, the slot editor a range, through the same call.
 */
export const slotDayStopSellSchema = z
  .object({
    timeSlotId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
    date: apiDateSchema,
    dateTo: apiDateSchema.optional(),
    closed: z.boolean(),
    reason: optionalText(STOP_SELL_REASON_MAX),
  })
  .superRefine((d, ctx) => {
    if (!d.dateTo) return;
    const days = (Date.parse(d.dateTo) - Date.parse(d.date)) / 86_400_000 + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'The last day is before the first' });
    else if (days > STOP_SELL_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'At most 366 days at once' });
  });
export type SlotDayStopSell = z.input<typeof slotDayStopSellSchema>;
/** A stop-sell's answer: the slot, its group, and how many days it closed or reopened. */
export const stopSellResultSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  days: z.number().int(),
});
export type StopSellResult = z.infer<typeof stopSellResultSchema>;

export const savedIdSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  groupId: z.number().int().max(MAX_ID, ID_TOO_LARGE).optional(),
});

// ---- pick-up times ----

const entryBase = {
  name: z.string().optional(),
  /** Fixed: minutes after midnight. Not fixed: minutes before the slot's start (timeStart only). */
  timeStart: minutes,
  timeEnd: minutes,
};

export const regionPickUpTimeSchema = z.object({
  ...entryBase,
  regionId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  cityId: z.number().int().max(MAX_ID, ID_TOO_LARGE).optional(),
  cityName: z.string().optional(),
  isActive: z.boolean(),
});
export type RegionPickUpTime = z.infer<typeof regionPickUpTimeSchema>;

export const hotelPickUpTimeSchema = z.object({
  ...entryBase,
  hotelId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  regionId: z.number().int().max(MAX_ID, ID_TOO_LARGE).optional(),
  regionName: z.string().optional(),
  cityId: z.number().int().max(MAX_ID, ID_TOO_LARGE).optional(),
  cityName: z.string().optional(),
});
export type HotelPickUpTime = z.infer<typeof hotelPickUpTimeSchema>;

export const pickUpTimeSetSchema = z.object({
  id,
  name: text(200).min(1, 'Pick up time name is required'),
  isFixedTime: z.boolean(),
  regionsPickUpTimes: z.array(regionPickUpTimeSchema).max(5000),
  hotelsPickUpTimes: z.array(hotelPickUpTimeSchema).max(20_000),
});
export type PickUpTimeSetInput = z.input<typeof pickUpTimeSetSchema>;
export type PickUpTimeSet = z.infer<typeof pickUpTimeSetSchema>;

export const pickUpTimeSetRowSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  name: z.string(),
  isFixedTime: z.boolean(),
  regions: z.number().int(),
  hotels: z.number().int(),
  /** Whose set this is, when the caller reaches more than one supplier (the operator's staff). */
  supplierName: z.string().nullable().optional(),
});
export type PickUpTimeSetRow = z.infer<typeof pickUpTimeSetRowSchema>;

/** GET /api/hotels/supplier: a hotel with its region and city, the same row the new-booking form lists. */
export const supplierHotelSchema = bookingHotelSchema;
export type SupplierHotel = z.infer<typeof supplierHotelSchema>;
export const supplierRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
});
export type SupplierRegion = z.infer<typeof supplierRegionSchema>;
export const supplierCitySchema = z.object({ id: z.number().int(), name: z.string() });
export type SupplierCity = z.infer<typeof supplierCitySchema>;

export const pickUpOptionsSchema = z.array(optionSchema);

/** A set as the server answers it (plain: answers are encoded, so no trims or transforms). */
export const pickUpTimeSetOutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isFixedTime: z.boolean(),
  regionsPickUpTimes: z.array(
    z.object({
      name: z.string(),
      timeStart: z.number().int(),
      timeEnd: z.number().int(),
      regionId: z.number().int(),
      cityId: z.number().int(),
      cityName: z.string(),
      isActive: z.boolean(),
    }),
  ),
  hotelsPickUpTimes: z.array(
    z.object({
      name: z.string(),
      timeStart: z.number().int(),
      timeEnd: z.number().int(),
      hotelId: z.number().int(),
      regionId: z.number().int(),
      regionName: z.string(),
      cityId: z.number().int(),
      cityName: z.string(),
    }),
  ),
});
export type PickUpTimeSetOut = z.infer<typeof pickUpTimeSetOutSchema>;

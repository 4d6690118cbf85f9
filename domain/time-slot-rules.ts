import { TimeSlotType, TimeType } from '../contract/enums';
import { addDaysUtc } from './dates';
import { isOfferedOn, isoWeekdayOf } from './day-mask';
import { fillTemplate } from './message-template';

/**
 * Rules of the time slot editor (02-catalogue §4–5), applied by the form as the user edits and by the
 * server before it stores a slot, so both agree on what is kept.
 */

export const EXTERNAL_FIELDS = [
  'externalId',
  'externalPerChildId',
  'bookingReferencePrefix',
  'externalProviderId',
  'externalProductId',
  'externalProductMappingValue',
  'externalProductPerChildId',
  'externalProductPerChildMappingValue',
] as const;
/** What a change of provider clears: the ids and products of the old provider. */
export const PROVIDER_BOUND_FIELDS = [
  'externalId',
  'externalPerChildId',
  'externalProductId',
  'externalProductMappingValue',
  'externalProductPerChildId',
  'externalProductPerChildMappingValue',
] as const;

export interface ExternalFields {
  isExternalId: boolean;
  externalId?: string | null;
  externalPerChildId?: string | null;
  bookingReferencePrefix?: string | null;
  externalProviderId?: number | null;
  externalProviderCodeType?: number;
  externalProviderDiffProductsAdultChild?: boolean;
  externalProductId?: string | null;
  externalProductMappingValue?: string | null;
  externalProductPerChildId?: string | null;
  externalProductPerChildMappingValue?: string | null;
  externalIsTicketPerPax?: boolean;
}

/** Removing the external flag clears every external field. */
export function clearExternalWhenNotExternal<T extends ExternalFields>(slot: T): T {
  if (slot.isExternalId) return slot;
  const cleared: T = { ...slot };
  for (const f of EXTERNAL_FIELDS) (cleared as ExternalFields)[f] = null;
  return {
    ...cleared,
    externalProviderCodeType: 0,
    externalProviderDiffProductsAdultChild: false,
    externalIsTicketPerPax: false,
  };
}

/** Changing the provider clears the external ids and products chosen under the previous one. */
export function changeProvider<T extends ExternalFields>(slot: T, providerId: number | null): T {
  if ((slot.externalProviderId ?? null) === providerId) return slot;
  const next: T = { ...slot, externalProviderId: providerId };
  for (const f of PROVIDER_BOUND_FIELDS) (next as ExternalFields)[f] = null;
  return next;
}

/** 'Interval is required' when the time type is any-time, with no interval, and the slot is not external. */
export function intervalMissing(s: {
  timeType: number;
  interval?: number | null;
  isExternalId: boolean;
}): boolean {
  return s.timeType === TimeType.Anytime && !s.interval && !s.isExternalId;
}

/** Cut-off response time belongs to on-request slots only. */
export const showsCutOff = (type: number): boolean => type === TimeSlotType.OnRequest;
/** A slot's own capacity only counts when its group's slots are independent. */
export const showsCapacity = (groupIndependent: boolean): boolean => groupIndependent;

export interface SlotShape extends ExternalFields {
  type: number;
  timeType: number;
  interval?: number | null;
  cutOffResponseTime?: number | null;
  capacity?: number | null;
}

/** What is stored: fields hidden by the rules are cleared, so a hidden value never acts later. */
export function normaliseSlot<T extends SlotShape>(slot: T, groupIndependent: boolean): T {
  const s = clearExternalWhenNotExternal(slot);
  return {
    ...s,
    cutOffResponseTime: showsCutOff(s.type) ? (s.cutOffResponseTime ?? null) : null,
    capacity: showsCapacity(groupIndependent) ? (s.capacity ?? null) : null,
    interval: s.timeType === TimeType.Anytime ? (s.interval ?? null) : null,
  };
}

/** A slot is on sale on a date unless it is stopped, or that day is closed. */
export function isSlotOnSale(
  slot: { stopSellReason?: string | null },
  date: string | null,
  closedDates: readonly string[] | undefined,
): boolean {
  if (slot.stopSellReason) return false;
  return !(date && closedDates?.includes(date));
}

/**
 * The days a stop-sell closes or reopens: the one day asked, or every day from `from` to `to` (inclusive)
 * that the slot runs on (its days offered), so a range over a Friday-only slot lists its Fridays.
 */
export function stopSellDays(from: string, to: string | undefined, daysOffered: number): string[] {
  if (!to) return [from];
  const days: string[] = [];
  for (let d = from; d <= to; d = addDaysUtc(d, 1))
    if (isOfferedOn(daysOffered, isoWeekdayOf(d))) days.push(d);
  return days;
}
export const NO_DAY_IN_RANGE_MESSAGE = 'The slot runs on no day of this range';

/** Seats sold per date against a proposed capacity: the dates that would be oversold, in order. */
export function oversoldDates(sold: readonly { date: string; booked: number }[], capacity: number): string[] {
  return sold
    .filter((r) => r.booked > capacity)
    .map((r) => r.date)
    .sort();
}

// The refusals below have values in them, so they are written from templates (message-template.ts): the
// browser finds the template again and shows it in the user's language (src/platform/i18n/texts/).

export const CAPACITY_BELOW_SOLD_MESSAGE =
  'Capacity {{capacity}} is below the seats already sold on {{dates}}';
export const CAPACITY_BELOW_SOLD_MORE_MESSAGE =
  'Capacity {{capacity}} is below the seats already sold on {{dates}} and {{more}} more';
export const BELOW_SOLD_FIELD_MESSAGE = 'Below the seats already sold';

/** The refusal of a capacity under the seats sold on some dates (shown DD.MM.YYYY), naming ten at most. */
export function capacityBelowSoldMessage(capacity: number, shownDates: readonly string[]): string {
  const dates = shownDates.slice(0, 10).join(', ');
  return shownDates.length > 10
    ? fillTemplate(CAPACITY_BELOW_SOLD_MORE_MESSAGE, { capacity, dates, more: shownDates.length - 10 })
    : fillTemplate(CAPACITY_BELOW_SOLD_MESSAGE, { capacity, dates });
}

export const CLOSED_FOR_SALE_MESSAGES = {
  stopped: '{{slot}} is closed for sale',
  stoppedWithReason: '{{slot}} is closed for sale: {{reason}}',
  day: '{{slot}} is closed for sale on {{date}}',
  dayWithReason: '{{slot}} is closed for sale on {{date}}: {{reason}}',
} as const;

/**
 * Why a booking cannot take a slot that is not on sale: stopped altogether (no date named), or closed on
 * the booking's date (shown DD.MM.YYYY); with the reason the supplier gave, when there is one.
 */
export function closedForSaleMessage(slot: string, closedDate: string | null, reason: string | null): string {
  const m = CLOSED_FOR_SALE_MESSAGES;
  const template = closedDate ? (reason ? m.dayWithReason : m.day) : reason ? m.stoppedWithReason : m.stopped;
  return fillTemplate(template, { slot, date: closedDate ?? '', reason: reason ?? '' });
}

/**
 * Choosing another external product (or option) clears the external time slot picked under the previous
 * one: start times belong to a product. `perChild` works on the child product's fields.
 */
export function changeExternalProduct<T extends ExternalFields>(
  slot: T,
  productId: string | null,
  mappingValue: string | null,
  perChild = false,
): T {
  if (perChild) {
    if (
      (slot.externalProductPerChildId ?? null) === productId &&
      (slot.externalProductPerChildMappingValue ?? null) === mappingValue
    )
      return slot;
    return {
      ...slot,
      externalProductPerChildId: productId,
      externalProductPerChildMappingValue: mappingValue,
      externalPerChildId: null,
    };
  }
  if (
    (slot.externalProductId ?? null) === productId &&
    (slot.externalProductMappingValue ?? null) === mappingValue
  )
    return slot;
  return {
    ...slot,
    externalProductId: productId,
    externalProductMappingValue: mappingValue,
    externalId: null,
  };
}

export const NO_EXTERNAL_SLOTS_HINT =
  'No time slots for selected product. Maybe it should be guest defines time?';

/**
 * 'No time slots for selected product…' shows for a fixed-time slot whose chosen external product has no
 * start times (known, not still loading).
 */
export function showsNoExternalSlotsHint(
  timeType: number,
  productSlots: readonly unknown[] | undefined,
): boolean {
  return timeType === TimeType.Fixed && productSlots !== undefined && productSlots.length === 0;
}

/** A slot's minimum notice in hours: its own when set, else its group's (0: none). */
export function slotNoticeHours(own: number | null | undefined, group: number | null | undefined): number {
  return own ?? group ?? 0;
}

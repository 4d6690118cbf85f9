import { EXTERNAL_CACHE_SECONDS, type TicketTerms } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import { keptAnswer } from '../external-providers/cache';
import type { Db } from '../../db/database';
import { cachedProducts, providerFailure } from '../external-providers/service';
import type { ProviderConnector } from './octo-port';
import { chooseOption, requiredContactFieldsOf, unitLimitsOf } from './plan';
import { externalSlotOf } from './repo';
import { supplierTimeZone } from '../suppliers/repo';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What the slot's provider asks of a booking (contract ticketTermsSchema), from the product list kept in
 * the database (the slot editor's and the booking's, 5 minutes): null when the slot sells no provider's
 * tickets, or its provider is not set up (the booking itself says so on Save). A provider that fails
 * answers 502 as the other look-ups do; the form then shows nothing, and Save still checks everything.
 */
export async function ticketTerms(
  db: Db,
  connect: ProviderConnector,
  offerId: number,
  timeSlotId: number,
  date?: string,
): Promise<TicketTerms | null> {
  const external = await externalSlotOf(db, offerId, timeSlotId);
  if (!external) return null;
  const link = await connect(external.supplierId, external.mapping.providerId);
  if (!link) return null;
  const { mapping } = external;
  const products = await cachedProducts(db, link).catch((e: unknown) => {
    throw providerFailure(e, link.name);
  });
  const product = products.value.find((p) => p.id === mapping.productId);
  if (!product) return null;
  let option;
  try {
    option = chooseOption(product, mapping.externalId, external.startMinutes, mapping.optionId);
  } catch {
    return null; // the booking refuses it on Save, with the reason
  }
  // Children are on the child product's option when the slot sells them apart.
  const childProduct =
    mapping.diffProductsAdultChild && mapping.childProductId
      ? products.value.find((p) => p.id === mapping.childProductId)
      : product;
  let childOption = option;
  if (childProduct && childProduct !== product) {
    try {
      childOption = chooseOption(
        childProduct,
        mapping.childExternalId ?? mapping.externalId,
        external.startMinutes,
        mapping.childOptionId,
      );
    } catch {
      childOption = option;
    }
  }
  const { min, max } = unitLimitsOf(option);
  const startAtProvider =
    product.availabilityType === 'OPENING_HOURS'
      ? null
      : mapping.externalId && /^\d{2}:\d{2}$/.test(mapping.externalId)
        ? mapping.externalId
        : external.startMinutes != null
          ? hhmm(external.startMinutes)
          : null;
  return {
    provider: link.name,
    productName: product.internalName,
    optionName: option.internalName,
    requiredContactFields: requiredContactFieldsOf(
      option,
      (option.units ?? []).map((u) => u.id),
    ),
    childAsAdult: !(childOption.units ?? []).some((u) => u.type === 'CHILD' || u.type === 'YOUTH'),
    minUnits: min,
    maxUnits: max,
    productTimeZone: product.timeZone ?? null,
    supplierTimeZone: await supplierTimeZone(db, external.supplierId),
    providerStartTime: startAtProvider,
    unavailableDays: date ? await unavailableDays(db, link, product.id, option.id, date) : [],
  };
}

/** Days the calendar shows for the option: what the form reads of it, and how far ahead. */
const CALENDAR_DAYS = 14;

/**
 * The option's sold-out and closed days from `date` (OCTO availability calendar, one answer per day),
 * kept in the database as the other availability answers are (EXTERNAL_CACHE_SECONDS.availability). A
 * calendar that cannot be read says nothing: these are hints, the reserve is the check.
 */
async function unavailableDays(
  db: Db,
  link: Awaited<ReturnType<ProviderConnector>> & object,
  productId: string,
  optionId: string,
  date: string,
): Promise<string[]> {
  const q = {
    productId,
    optionId,
    localDateStart: date,
    localDateEnd: addDaysUtc(date, CALENDAR_DAYS - 1),
  };
  try {
    const { value } = await keptAnswer(
      db,
      link.id,
      `calendar:${JSON.stringify(q)}`,
      EXTERNAL_CACHE_SECONDS.availability,
      () => link.client.availabilityCalendar(q),
    );
    return value
      .filter((d) => d.status === 'SOLD_OUT' || d.status === 'CLOSED' || d.available === false)
      .map((d) => d.localDate)
      .sort();
  } catch {
    return [];
  }
}

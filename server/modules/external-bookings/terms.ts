import {
  EXTERNAL_CACHE_SECONDS,
  providerSeatStatusSchema,
  type ProviderSeatStatus,
  type TicketAvailability,
  type TicketTerms,
} from '../../../contract';
import type { AvailabilityCalendar } from '../../integrations/octo/types';
import { addDaysUtc } from '../../../domain/dates';
import { keptAnswer } from '../external-providers/cache';
import type { Db } from '../../db/database';
import { cachedAvailability, cachedProducts, providerFailure } from '../external-providers/service';
import type { ProviderConnector, ProviderLink } from './octo-port';
import { chooseOption, departureOf, requiredContactFieldsOf, unitLimitsOf } from './plan';
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
  const found = await providerOptionOf(db, connect, offerId, timeSlotId);
  if (!found) return null;
  const { external, link, products, product, option } = found;
  const { mapping } = external;
  // Children are on the child product's option when the slot sells them apart.
  const childProduct =
    mapping.diffProductsAdultChild && mapping.childProductId
      ? products.find((p) => p.id === mapping.childProductId)
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

/**
 * The slot's provider and its product and option, from the product list kept in the database: null when
 * the slot sells no provider's tickets, its provider is not set up, or the mapping names nothing the
 * provider sells (the booking refuses it on Save, with the reason). A provider that fails throws 502.
 */
async function providerOptionOf(db: Db, connect: ProviderConnector, offerId: number, timeSlotId: number) {
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
  try {
    const option = chooseOption(product, mapping.externalId, external.startMinutes, mapping.optionId);
    return { external, link, products: products.value, product, option };
  } catch {
    return null;
  }
}

/**
 * What the slot's provider has left while the agent chooses (contract ticketAvailabilitySchema): the
 * option's calendar from `from` and the slot's departure on `date`, each kept in the database for
 * EXTERNAL_CACHE_SECONDS.availability and shared by every agent and slot asking the same, so the form
 * never calls the provider per render. Hints: whatever the provider does not answer is left out, never
 * an error (the booking's reserve decides).
 */
export async function ticketAvailability(
  db: Db,
  connect: ProviderConnector,
  offerId: number,
  timeSlotId: number,
  from: string,
  date?: string,
): Promise<TicketAvailability | null> {
  const found = await providerOptionOf(db, connect, offerId, timeSlotId).catch(() => null);
  if (!found) return null;
  const { external, link, product, option } = found;
  const [days, departure] = await Promise.all([
    optionCalendar(db, link, product.id, option.id, from),
    date
      ? cachedAvailability(db, link, {
          productId: product.id,
          optionId: option.id,
          localDateStart: date,
          localDateEnd: date,
        }).then(
          ({ value }) => departureOf(value, external.mapping.externalId, external.startMinutes) ?? null,
          () => null,
        )
      : null,
  ]);
  return {
    provider: link.name,
    days: (days ?? []).map((d) => ({
      date: d.localDate,
      status: seatStatus(d),
      vacancies: placesOf(d.vacancies),
    })),
    departure: departure ? { status: seatStatus(departure), vacancies: placesOf(departure.vacancies) } : null,
  };
}

/**
 * OCTO's status as the form reads it: `available: false` is closed unless sold out (a supplier may say
 * only that), and a status OCTO does not name is read from `available` alone.
 */
function seatStatus(a: Pick<AvailabilityCalendar, 'status' | 'available'>): ProviderSeatStatus {
  const said = providerSeatStatusSchema.safeParse(a.status);
  if (a.available === false) return said.data === 'SOLD_OUT' ? 'SOLD_OUT' : 'CLOSED';
  return said.success ? said.data : 'AVAILABLE';
}
/** A count of places as the provider said it, when it is one. */
const placesOf = (v: unknown): number | null => (Number.isSafeInteger(v) ? (v as number) : null);

/** Days the calendar shows for the option: what the form reads of it, and how far ahead. */
const CALENDAR_DAYS = 14;

/**
 * The option's availability calendar from `from`, CALENDAR_DAYS long (OCTO, one answer per day), kept in
 * the database as the other availability answers are (EXTERNAL_CACHE_SECONDS.availability); null when it
 * cannot be read: these are hints, the reserve is the check.
 */
async function optionCalendar(
  db: Db,
  link: ProviderLink,
  productId: string,
  optionId: string,
  from: string,
): Promise<AvailabilityCalendar[] | null> {
  const q = {
    productId,
    optionId,
    localDateStart: from,
    localDateEnd: addDaysUtc(from, CALENDAR_DAYS - 1),
  };
  try {
    const { value } = await keptAnswer(
      db,
      link.id,
      `calendar:${JSON.stringify(q)}`,
      EXTERNAL_CACHE_SECONDS.availability,
      () => link.client.availabilityCalendar(q),
    );
    return value;
  } catch {
    return null;
  }
}

/** The option's sold-out and closed days from `date` (optionCalendar). */
async function unavailableDays(
  db: Db,
  link: ProviderLink,
  productId: string,
  optionId: string,
  date: string,
): Promise<string[]> {
  const days = await optionCalendar(db, link, productId, optionId, date);
  return (days ?? [])
    .filter((d) => seatStatus(d) === 'SOLD_OUT' || seatStatus(d) === 'CLOSED')
    .map((d) => d.localDate)
    .sort();
}

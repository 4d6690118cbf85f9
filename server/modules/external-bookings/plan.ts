import type { Availability, Booking, BookingContact, Option, Product } from '../../integrations/octo/types';
import { ExternalCodeType } from '../../../contract';
import { fillTemplate } from '../../../domain/message-template';
import { unitForGuest } from '../../../domain/provider-pricing';

/** How a time slot is mapped to a provider (the slot's external fields, 02-catalogue "Time slot"). */
export interface ExternalSlotMapping {
  providerId: number;
  productId: string;
  /** The product's option (externalProductMappingValue, as the slot editor stores it); null: by externalId. */
  optionId: string | null;
  /** The provider's slot: a local start time ('09:00'), an availability id, or an option id. */
  externalId: string | null;
  /** Adults and children are different provider products (children: the per-child product and slot). */
  diffProductsAdultChild: boolean;
  childProductId: string | null;
  childOptionId: string | null;
  childExternalId: string | null;
  codeType: number;
  ticketPerPax: boolean;
  referencePrefix: string | null;
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

export type Part = 'all' | 'adults' | 'children';

/** One provider booking of a booking: which product and slot, for whom. */
export interface PartRequest {
  part: Part;
  productId: string;
  optionId: string | null;
  externalId: string | null;
  party: Party;
}

/** A booking is one provider booking, or two when adults and children are different products. */
export function partsOf(slot: ExternalSlotMapping, party: Party): PartRequest[] {
  if (!slot.diffProductsAdultChild || !slot.childProductId || party.children + party.infants === 0) {
    return [
      {
        part: 'all',
        productId: slot.productId,
        optionId: slot.optionId,
        externalId: slot.externalId,
        party,
      },
    ];
  }
  const kids = { adults: 0, children: party.children, infants: party.infants };
  const parts: PartRequest[] = [
    {
      part: 'children',
      productId: slot.childProductId,
      optionId: slot.childOptionId,
      externalId: slot.childExternalId ?? slot.externalId,
      party: kids,
    },
  ];
  if (party.adults > 0)
    parts.unshift({
      part: 'adults',
      productId: slot.productId,
      optionId: slot.optionId,
      externalId: slot.externalId,
      party: { adults: party.adults, children: 0, infants: 0 },
    });
  return parts;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** '2026-12-01T09:00:00+04:00' → '09:00' (OCTO local date-times carry their offset; the wall time is first). */
const startOf = (a: Availability) => a.localDateTimeStart.slice(11, 16);

/**
 * The option a slot books: the one the slot maps (externalProductMappingValue), else the one its
 * externalId names, else the one starting at the slot's time, else the product's default (OCTO marks
 * one), else its first.
 */
export function chooseOption(
  product: Product,
  externalId: string | null,
  startMinutes: number | null,
  optionId: string | null = null,
): Option {
  const options = product.options ?? [];
  if (options.length === 0) throw planProblem('noOptions', { product: product.internalName });
  if (optionId) {
    const mapped = options.find((o) => o.id === optionId);
    if (!mapped) throw planProblem('optionGone', { product: product.internalName, option: optionId });
    return mapped;
  }
  const time =
    externalId && /^\d{2}:\d{2}$/.test(externalId)
      ? externalId
      : startMinutes != null
        ? hhmm(startMinutes)
        : null;
  return (
    options.find((o) => o.id === externalId) ??
    (time ? options.find((o) => o.availabilityLocalStartTimes?.includes(time)) : undefined) ??
    options.find((o) => o.default) ??
    options[0]
  );
}

/**
 * Why a booking cannot be planned from what the provider offers (a refusal the agent can act on):
 * `message` for the slot field, `refusal` the whole answer, each one wording so it translates.
 */
export class PlanProblem extends Error {
  constructor(
    message: string,
    readonly refusal: string,
    /** The form's field the agent fixes it in (the slot's, unless a contact field is missing). */
    readonly field: string = 'timeSlotId',
  ) {
    super(message);
  }
}

/**
 * The refusals' templates (domain/message-template.ts), with their Russian in
 * src/platform/i18n/texts/external-bookings.ts: what the slot field shows, and the whole answer.
 */
export const PLAN_PROBLEMS = {
  noOptions: [
    '{{product}} has no options to book',
    '{{product}} has no options to book. No booking was made.',
  ],
  optionGone: [
    '{{product}} no longer has the option {{option}}',
    '{{product}} no longer has the option {{option}}. No booking was made.',
  ],
  noTickets: [
    'The provider offers no tickets on this date',
    'The provider offers no tickets on this date. No booking was made.',
  ],
  noDepartureAt: [
    'The provider has no departure at {{time}} on this date',
    'The provider has no departure at {{time}} on this date. No booking was made.',
  ],
  noDeparture: [
    'The provider has no departure on this date',
    'The provider has no departure on this date. No booking was made.',
  ],
  soldOut: [
    'The provider has sold out this departure',
    'The provider has sold out this departure. No booking was made.',
  ],
  placesLeft: [
    'The provider has {{n}} places left on this departure',
    'The provider has {{n}} places left on this departure. No booking was made.',
  ],
  noAdultTickets: [
    'The provider sells no adult tickets for this option',
    'The provider sells no adult tickets for this option. No booking was made.',
  ],
  noChildTickets: [
    'The provider sells no child tickets for this option',
    'The provider sells no child tickets for this option. No booking was made.',
  ],
  nobody: [
    'Nobody in this booking needs a ticket',
    'Nobody in this booking needs a ticket. No booking was made.',
  ],
  belowMinimum: [
    'The provider sells this option to at least {{n}} guests',
    'The provider sells this option to at least {{n}} guests. No booking was made.',
  ],
  needsEmail: [
    "The provider requires the guest's e-mail",
    "The provider requires the guest's e-mail. No booking was made.",
  ],
  needsPhone: [
    "The provider requires the guest's phone number",
    "The provider requires the guest's phone number. No booking was made.",
  ],
  needsFullName: [
    "The provider requires the guest's first and last name",
    "The provider requires the guest's first and last name. No booking was made.",
  ],
  needsOther: [
    'The provider requires {{fields}} of the guest, which Caravan does not collect',
    'The provider requires {{fields}} of the guest, which Caravan does not collect. No booking was made; tell the supplier.',
  ],
  aboveMaximum: [
    'The provider sells this option to at most {{n}} guests',
    'The provider sells this option to at most {{n}} guests. No booking was made.',
  ],
} as const;
/** The title of such a refusal. */
export const CANNOT_SELL_TITLE = '{{provider}} cannot sell this';

const planProblem = (
  which: keyof typeof PLAN_PROBLEMS,
  values: Record<string, string | number> = {},
  field?: string,
) =>
  new PlanProblem(
    fillTemplate(PLAN_PROBLEMS[which][0], values),
    fillTemplate(PLAN_PROBLEMS[which][1], values),
    field,
  );

/** What Caravan knows of the guest to put in a provider booking's contact. */
export interface GuestContact {
  fullName: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  /** From the guest's arrival, when the booking names one. */
  country: string | null;
}

/**
 * The OCTO contact of a booking: everything Caravan has (issue 26 item 2: only the full name was sent,
 * so a supplier requiring a phone or e-mail refused every booking). First and last name are the full
 * name split at its first space, as suppliers that require them expect; empty values are left out.
 */
export function octoContactOf(guest: GuestContact): BookingContact {
  const fullName = guest.fullName.trim().replace(/\s+/g, ' ');
  const space = fullName.indexOf(' ');
  const contact: BookingContact = {
    fullName,
    firstName: space > 0 ? fullName.slice(0, space) : fullName,
    lastName: space > 0 ? fullName.slice(space + 1) : null,
    emailAddress: guest.emailAddress?.trim() || null,
    phoneNumber: guest.phoneNumber?.trim() || null,
    country: guest.country?.trim() || null,
  };
  return Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== null)) as BookingContact;
}

/** The contact fields the option (and the units booked) require: OCTO `requiredContactFields`. */
export function requiredContactFieldsOf(option: Option, unitIds: readonly string[] = []): string[] {
  const units = (option.units ?? []).filter((u) => unitIds.includes(u.id));
  return [
    ...new Set([
      ...(option.requiredContactFields ?? []),
      ...units.flatMap((u) => u.requiredContactFields ?? []),
    ]),
  ].map(String);
}

/** Refuses a booking whose contact lacks a field the option requires, naming the form's field to fill. */
export function checkContact(option: Option, unitIds: readonly string[], contact: BookingContact): void {
  const has = (f: string) => {
    const v = (contact as Record<string, unknown>)[f];
    return typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.length > 0 : v != null;
  };
  const missing = requiredContactFieldsOf(option, unitIds).filter((f) => !has(f));
  if (missing.length === 0) return;
  if (missing.includes('emailAddress')) throw planProblem('needsEmail', {}, 'guestEmail');
  if (missing.includes('phoneNumber')) throw planProblem('needsPhone', {}, 'phones');
  if (missing.includes('firstName') || missing.includes('lastName'))
    throw planProblem('needsFullName', {}, 'guestName');
  throw planProblem('needsOther', { fields: missing.join(', ') });
}

const departureTime = (externalId: string | null, startMinutes: number | null) =>
  externalId && /^\d{2}:\d{2}$/.test(externalId)
    ? externalId
    : startMinutes != null
      ? hhmm(startMinutes)
      : null;

/**
 * The slot's departure among a day's availabilities: the one the slot names by id; else the one starting
 * at the slot's time (or the booking's own start time); else the day's only one (an all-day ticket).
 */
export function departureOf(
  availabilities: readonly Availability[],
  externalId: string | null,
  startMinutes: number | null,
): Availability | undefined {
  const time = departureTime(externalId, startMinutes);
  return (
    availabilities.find((a) => a.id === externalId) ??
    (time ? availabilities.find((a) => startOf(a) === time) : undefined) ??
    (availabilities.length === 1 ? availabilities[0] : undefined)
  );
}

/** The provider's availability the booking takes (departureOf); it must be open and have room for the party. */
export function chooseAvailability(
  availabilities: readonly Availability[],
  externalId: string | null,
  startMinutes: number | null,
  seats: number,
): Availability {
  const time = departureTime(externalId, startMinutes);
  const chosen = departureOf(availabilities, externalId, startMinutes);
  if (!chosen) {
    throw availabilities.length === 0
      ? planProblem('noTickets')
      : time
        ? planProblem('noDepartureAt', { time })
        : planProblem('noDeparture');
  }
  if (!chosen.available || chosen.status === 'SOLD_OUT' || chosen.status === 'CLOSED') {
    throw planProblem('soldOut');
  }
  if (chosen.vacancies != null && chosen.vacancies < seats) {
    throw planProblem('placesLeft', { n: chosen.vacancies });
  }
  return chosen;
}

/**
 * One unit item per guest. An infant gets a ticket only when the option sells infant tickets
 * (many attractions let infants in free, without one).
 */
export function unitItemsOf(option: Option, party: Party): { unitId: string; kind: string }[] {
  const items: { unitId: string; kind: string }[] = [];
  const add = (kind: 'adult' | 'child' | 'infant', n: number) => {
    if (n === 0) return;
    const unit = unitForGuest(option.units ?? [], kind);
    if (!unit) {
      if (kind === 'infant') return;
      throw planProblem(kind === 'adult' ? 'noAdultTickets' : 'noChildTickets');
    }
    for (let i = 0; i < n; i++) items.push({ unitId: unit.id, kind });
  };
  add('adult', party.adults);
  add('child', party.children);
  add('infant', party.infants);
  if (items.length === 0) throw planProblem('nobody');
  // The option's own limits (OCTO `restrictions.minUnits`/`maxUnits`): a supplier refuses a party
  // outside them, so the agent hears it before anything is held.
  const { min, max } = unitLimitsOf(option);
  if (min !== null && items.length < min) throw planProblem('belowMinimum', { n: min });
  if (max !== null && items.length > max) throw planProblem('aboveMaximum', { n: max });
  return items;
}

/** A limit as suppliers send it: a number, null, or (seen in the wild) the string "null". */
const limit = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** How many unit items the option takes in one booking, at least and at most (null: no limit). */
export function unitLimitsOf(option: Pick<Option, 'restrictions'>): {
  min: number | null;
  max: number | null;
} {
  const r = (option.restrictions ?? {}) as { minUnits?: unknown; maxUnits?: unknown };
  return { min: limit(r.minUnits), max: limit(r.maxUnits) };
}

export interface TicketCode {
  /** Who the code admits: 'Adult 1', 'Child 1', or 'All guests'. */
  unit: string;
  code: string;
}

const FORMATS: Record<number, string[]> = {
  [ExternalCodeType.QrCode]: ['QRCODE', 'AZTECCODE', 'CODE128'],
  [ExternalCodeType.BarCode]: ['CODE128', 'QRCODE', 'AZTECCODE'],
  [ExternalCodeType.None]: ['QRCODE', 'CODE128', 'AZTECCODE'],
};

/** The value to print from an OCTO ticket: the format the slot prints first, a URL never. */
function codeOf(
  ticket: { deliveryOptions?: { deliveryFormat: string; deliveryValue: string }[] } | null | undefined,
  codeType: number,
): string | null {
  const options = ticket?.deliveryOptions ?? [];
  for (const format of FORMATS[codeType] ?? FORMATS[0]) {
    const hit = options.find((o) => o.deliveryFormat === format && o.deliveryValue);
    if (hit) return hit.deliveryValue;
  }
  return null;
}

/**
 * The codes a confirmed provider booking prints: one per unit item when the slot is ticket per pax
 * (in the order the guests were booked), else one for everyone (the booking's voucher; a provider
 * that only sends per-unit tickets gives the first). The supplier reference stands in when the
 * provider sends no scannable code at all.
 */
export function ticketCodesOf(
  booking: Booking,
  slot: Pick<ExternalSlotMapping, 'codeType' | 'ticketPerPax'>,
  kinds: readonly string[],
): TicketCode[] {
  const label = (kind: string | undefined, nth: number) =>
    `${(kind ?? 'guest').replace(/^./, (c) => c.toUpperCase())} ${nth}`;
  if (slot.ticketPerPax) {
    const counts: Record<string, number> = {};
    return booking.unitItems.map((item, i) => {
      const kind = kinds[i];
      counts[kind ?? 'guest'] = (counts[kind ?? 'guest'] ?? 0) + 1;
      return {
        unit: label(kind, counts[kind ?? 'guest']),
        code:
          codeOf(item.ticket, slot.codeType) ??
          item.supplierReference ??
          `${booking.supplierReference ?? booking.id}-${i + 1}`,
      };
    });
  }
  const code =
    codeOf(booking.voucher, slot.codeType) ??
    codeOf(booking.unitItems[0]?.ticket, slot.codeType) ??
    booking.supplierReference ??
    booking.id;
  return [{ unit: 'All guests', code }];
}

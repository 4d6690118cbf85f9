import { createHash, randomUUID } from 'node:crypto';
import {
  AvailabilityStatus,
  BookingStatus as OctoStatus,
  DeliveryFormat,
  DeliveryMethod,
  RedemptionMethod,
  Refund,
  type Availability,
  type Booking,
  type BookingContact,
  type Contact,
  type Pricing,
  type Product,
} from '@octocloud/types';
import { z } from 'zod';
import { BookingStatus, newBookingSchema, type ParsedNewBooking, type Role } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import { instantOf } from '../../../domain/local-time';
import { fromUnits, splitInProportion } from '../../../domain/money';
import { holdMinutes } from '../../../domain/ticket-stock';
import type { RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import { AppError } from '../../http/errors';
import { audit } from '../auth/repo';
import { createBooking } from '../bookings/create-booking';
import { liftHold } from '../bookings/holds';
import { dropHold, extendHold, placeHold } from '../bookings/holds-repo';
import { cancelBySystem, changeStatus } from '../bookings/status-service';
import { externalSlotOf } from '../external-bookings/repo';
import { reservationTimesOfOffer } from '../ticket-stock/repo';
import {
  findOctoBooking,
  insertOctoBooking,
  listOctoBookings,
  octoApiUser,
  offerToReserve,
  updateBookingGuest,
  updateOctoBooking,
  uuidTaken,
  type OctoBookingFilter,
  type OctoBookingRow,
} from './bookings-repo';
import {
  badRequest,
  invalidAvailability,
  invalidOption,
  invalidProduct,
  OctoError,
  OCTO_MESSAGES,
} from './octo-errors';
import {
  availabilityIdOf,
  bookedProduct,
  CURRENCY,
  hhmm,
  isDate,
  localDateTime,
  minor,
  parseAvailabilityId,
  PRECISION,
  UNIT_IDS,
  type OctoCaller,
} from './service';

/**
 * OCTO bookings (issue 26 part 2, docs.octo.travel "Bookings"): reserve → ON_HOLD with an expiry →
 * confirm → CONFIRMED; cancel; get; list. An OCTO booking is an ordinary booking of the key's agency,
 * made by the one booking path (bookings/create-booking.ts: capacity, contract prices, notice,
 * stop-sell, cut-off), held by a hold row (bookings/holds.ts) until its confirm; this module only
 * translates OCTO's shapes and keeps what OCTO names that a booking has not (the reseller's uuid,
 * unit items, contact).
 */

/** How long a reservation holds its seats when the reseller does not say, and the most it may ask. */
export const DEFAULT_HOLD_MINUTES = 30;
export const MAX_HOLD_MINUTES = 120;
/** The most bookings one list call answers. */
const LIST_LIMIT = 500;
/** A booking's voucher number column holds this many characters of the reseller's reference. */
const VOUCHER_LENGTH = 50;

const invalidUuid = (uuid: unknown, message: string = OCTO_MESSAGES.uuid) =>
  new OctoError(400, 'INVALID_BOOKING_UUID', message, { uuid: String(uuid ?? '') });
const unprocessable = (message: string) => new OctoError(400, 'UNPROCESSABLE_ENTITY', message);
const invalidUnit = (unitId: unknown) =>
  new OctoError(400, 'INVALID_UNIT_ID', OCTO_MESSAGES.unitId, { unitId: String(unitId ?? '') });

const text = (max: number) => z.string().max(max).nullish();
const contactSchema = z
  .object({
    fullName: text(200),
    firstName: text(100),
    lastName: text(100),
    emailAddress: z
      .string()
      .max(200)
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'contact.emailAddress is not an e-mail address',
      )
      .nullish(),
    phoneNumber: text(100),
    locales: z.array(z.string().max(20)).max(20).optional(),
    postalCode: text(30),
    country: text(60),
    notes: text(2000),
  })
  .catchall(z.unknown());
const unitItemSchema = z
  .object({ unitId: z.string().max(40), uuid: z.string().max(100).optional() })
  .catchall(z.unknown());

/** Bodies as OCTO defines them (@octocloud/types BookingReservationBody…), checked here for their types. */
export const reservationBodySchema = z
  .object({
    uuid: z.string().max(100).optional(),
    productId: z.string().max(40),
    optionId: z.string().max(40),
    availabilityId: z.string().max(40),
    unitItems: z.array(unitItemSchema).min(1, 'unitItems must name at least one unit').max(500),
    expirationMinutes: z.number().int().positive().optional(),
    notes: text(2000),
    resellerReference: z.string().max(200).nullish(),
    contact: contactSchema.nullish(),
  })
  .catchall(z.unknown());
export const confirmationBodySchema = z
  .object({
    contact: contactSchema,
    unitItems: z.array(unitItemSchema).max(500).optional(),
    resellerReference: z.string().max(200).nullish(),
    emailReceipt: z.boolean().optional(),
  })
  .catchall(z.unknown());
export const cancellationBodySchema = z
  .object({ reason: z.string().max(500).nullish(), force: z.boolean().optional() })
  .catchall(z.unknown());
export const extendBodySchema = z
  .object({ expirationMinutes: z.number().int().positive().optional() })
  .catchall(z.unknown());
export const updateBodySchema = z
  .object({
    resellerReference: z.string().max(200).nullish(),
    notes: text(2000),
    contact: contactSchema.nullish(),
    productId: z.string().max(40).optional(),
    optionId: z.string().max(40).optional(),
    availabilityId: z.string().max(40).optional(),
    unitItems: z.array(unitItemSchema).min(1, 'unitItems must name at least one unit').max(500).optional(),
    expirationMinutes: z.number().int().positive().optional(),
  })
  .catchall(z.unknown());
export const bookingListQuerySchema = z.object({
  resellerReference: z.string().max(200).optional(),
  supplierReference: z.string().max(40).optional(),
  localDate: z.string().max(10).optional(),
  localDateStart: z.string().max(10).optional(),
  localDateEnd: z.string().max(10).optional(),
  productId: z.string().max(40).optional(),
  optionId: z.string().max(40).optional(),
});

type ReservationBody = z.infer<typeof reservationBodySchema>;
type ConfirmationBody = z.infer<typeof confirmationBodySchema>;
type ContactBody = z.infer<typeof contactSchema>;
interface StoredUnitItem {
  uuid: string;
  unitId: string;
}

/** A product's or option's id as Caravan numbers them; null for anything else (then it is unknown). */
const idOf = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null);
const isUuid = (s: string) => z.uuid().safeParse(s).success;
const hashOf = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

/**
 * The OCTO status of a reseller's booking, from its Caravan booking, its hold and the clock. A hold
 * that was neither confirmed nor released by the reseller and was cancelled at or after its expiry
 * lapsed (EXPIRED); cancelled before it, by the supplier's staff, it is CANCELLED.
 */
function statusOf(row: OctoBookingRow, now: Date): OctoStatus {
  if (row.status === BookingStatus.Cancelled) {
    if (row.confirmedAt || row.cancelledAt) return OctoStatus.CANCELLED;
    return (row.statusChangedAt ?? '') >= row.expiresAt ? OctoStatus.EXPIRED : OctoStatus.CANCELLED;
  }
  if (!row.confirmedAt) return row.expiresAt <= now.toISOString() ? OctoStatus.EXPIRED : OctoStatus.ON_HOLD;
  if (row.status === BookingStatus.Completed) return OctoStatus.REDEEMED;
  if (row.status === BookingStatus.New) return OctoStatus.CONFIRMED;
  return OctoStatus.PENDING;
}

const emptyContact = (): Contact => ({
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  postalCode: null,
  country: null,
  notes: null,
});

function contactOf(stored: string | null): Contact {
  const c = emptyContact();
  if (!stored) return c;
  const given = JSON.parse(stored) as BookingContact;
  return {
    fullName: given.fullName || null,
    firstName: given.firstName || null,
    lastName: given.lastName || null,
    emailAddress: given.emailAddress || null,
    phoneNumber: given.phoneNumber || null,
    locales: given.locales ?? [],
    postalCode: given.postalCode || null,
    country: given.country || null,
    notes: given.notes || null,
  };
}

const fullNameOf = (c: ContactBody | null | undefined) =>
  (c?.fullName?.trim() || [c?.firstName?.trim(), c?.lastName?.trim()].filter(Boolean).join(' ')).trim();

/**
 * A departure's local date-time and instant on the supplier's clock, kept: the time-zone arithmetic
 * (dayjs) was a tenth of a reserve + confirm's time, and a reseller's bookings share a few departures.
 */
const departureTimes = new Map<string, { local: string; at: number }>();
function departureTime(date: string, minutes: number, timeZone: string) {
  const key = `${date}|${minutes}|${timeZone}`;
  let hit = departureTimes.get(key);
  if (!hit) {
    if (departureTimes.size >= 10_000) departureTimes.clear();
    hit = { local: localDateTime(date, minutes, timeZone), at: instantOf(date, minutes, timeZone) };
    departureTimes.set(key, hit);
  }
  return hit;
}

/** The departure as booked: its times on the supplier's clock; seats are not re-read per booking. */
function bookedAvailability(row: OctoBookingRow, now: Date): Availability | null {
  if (row.timeSlotId === null) return null;
  const allDay = row.startMinutes === null;
  const start = row.startMinutes ?? 0;
  const end = allDay ? 23 * 60 + 59 : Math.max(start, row.endMinutes ?? start);
  const starts = departureTime(row.date, start, row.timeZone);
  const startsAt = starts.at;
  const open = startsAt > now.getTime();
  return {
    id: availabilityIdOf(row.date, row.timeSlotId),
    localDateTimeStart: starts.local,
    localDateTimeEnd: departureTime(row.date, end, row.timeZone).local,
    utcCutoffAt: new Date(startsAt).toISOString(),
    allDay,
    available: open,
    status: open ? AvailabilityStatus.AVAILABLE : AvailabilityStatus.CLOSED,
    vacancies: null,
    capacity: null,
    maxUnits: null,
    openingHours: allDay ? [{ from: hhmm(0), to: hhmm(end) }] : [],
  };
}

/** A reseller's booking in OCTO's Booking shape; with octo/pricing, the booking's own amounts. */
export function toOctoBooking(row: OctoBookingRow, caller: OctoCaller, origin: string, now: Date): Booking {
  const status = statusOf(row, now);
  const live = status === OctoStatus.CONFIRMED || status === OctoStatus.PENDING;
  const contact = contactOf(row.contact);
  const items = JSON.parse(row.unitItems) as StoredUnitItem[];
  const voucher =
    status === OctoStatus.CONFIRMED
      ? {
          redemptionMethod: RedemptionMethod.PRINT,
          utcRedeemedAt: null,
          deliveryOptions: [
            {
              deliveryFormat: DeliveryFormat.PDF_URL,
              deliveryValue: `${origin}/bookings/${encodeURIComponent(row.uuid)}/voucher`,
            },
          ],
        }
      : null;
  const booking: Booking = {
    id: String(row.id),
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.resellerReference,
    supplierReference: String(row.id),
    status,
    utcCreatedAt: row.createdAt,
    utcUpdatedAt: row.updatedAt,
    utcExpiresAt: status === OctoStatus.ON_HOLD || status === OctoStatus.EXPIRED ? row.expiresAt : null,
    utcRedeemedAt: status === OctoStatus.REDEEMED ? (row.statusChangedAt ?? row.updatedAt) : null,
    utcConfirmedAt: row.confirmedAt,
    productId: String(row.tourId),
    optionId: String(row.offerId),
    cancellable: status === OctoStatus.ON_HOLD || live,
    cancellation:
      status === OctoStatus.CANCELLED
        ? {
            refund:
              row.refundPercent === null || row.refundPercent >= 100
                ? Refund.FULL
                : row.refundPercent <= 0
                  ? Refund.NONE
                  : Refund.PARTIAL,
            reason: row.cancelReason,
            utcCancelledAt: row.cancelledAt ?? row.statusChangedAt ?? row.updatedAt,
          }
        : null,
    freesale: false,
    availabilityId: row.timeSlotId === null ? null : availabilityIdOf(row.date, row.timeSlotId),
    availability: bookedAvailability(row, now),
    contact,
    notes: row.notes,
    deliveryMethods: [DeliveryMethod.VOUCHER],
    voucher,
    unitItems: items.map((u) => ({
      uuid: u.uuid,
      resellerReference: null,
      supplierReference: null,
      unitId: u.unitId,
      status,
      utcRedeemedAt: null,
      contact: emptyContact(),
      ticket: voucher,
    })),
  };
  if (caller.pricing) {
    const retail = minor(fromUnits(row.grossSalesAed));
    const net = minor(fromUnits(row.netTotal));
    booking.pricing = money(retail, net);
    // Each unit item's share of the booking's amounts, by its kind's price (an infant's is 0): with
    // no per-trip price a unit's retail is its kind's price, and the items always add up to the total.
    const weights = items.map((u) =>
      u.unitId === UNIT_IDS.adult ? row.priceAdult : u.unitId === UNIT_IDS.child ? row.priceChild : 0,
    );
    const retails = splitInProportion(retail, weights);
    const nets = splitInProportion(net, weights);
    booking.unitItems = booking.unitItems.map((u, i) => ({ ...u, pricing: money(retails[i], nets[i]) }));
  }
  return booking;
}

/** An OCTO price in AED minor units: `original` is the retail (Caravan shows no strike-through price). */
const money = (retail: number, net: number): Pricing => ({
  original: retail,
  retail,
  net,
  currency: CURRENCY,
  currencyPrecision: PRECISION,
  includedTaxes: [],
});

/**
 * With octo/content, a Booking carries its product and option as the catalogue describes them to the
 * caller (titles, duration; prices when octo/pricing is asked too) and each unit item its unit: one
 * read of the sale model per tour, whatever the number of bookings. A tour that no longer sells leaves
 * them out (the ids stay).
 */
export async function withContent<T extends Booking | Booking[]>(
  db: Db,
  caller: OctoCaller,
  answer: T,
  now = new Date(),
): Promise<T> {
  if (!caller.content) return answer;
  const list: Booking[] = Array.isArray(answer) ? answer : [answer];
  const products = new Map<string, Promise<Product | null>>();
  for (const b of list) {
    if (!products.has(b.productId))
      products.set(b.productId, bookedProduct(db, caller, Number(b.productId), now));
  }
  for (const b of list) {
    const product = await products.get(b.productId)!;
    const option = product?.options.find((o) => o.id === b.optionId);
    if (!product || !option) continue;
    b.product = product;
    b.option = option;
    b.unitItems = b.unitItems.map((u) => {
      const unit = option.units.find((x) => x.id === u.unitId);
      return unit ? { ...u, unit } : u;
    });
  }
  return answer;
}

/** The booking the key's agency made under this uuid, or INVALID_BOOKING_UUID. */
async function ownBooking(db: Db, caller: OctoCaller, uuid: string): Promise<OctoBookingRow> {
  const row = await findOctoBooking(db, caller, uuid);
  if (!row) throw invalidUuid(uuid);
  return row;
}

/** Who a booking of the key's agency is made by: its OCTO API user, acting as an agent of the agency. */
async function apiScope(trx: Db, caller: OctoCaller, stamp: string): Promise<RequestScope> {
  const u = await octoApiUser(trx, caller.agencyId, caller.agencyName, stamp);
  const roles: Role[] = ['agent'];
  return {
    user: {
      id: u.id,
      email: u.email,
      fullName: u.fullName,
      roles,
      supplierId: null,
      agencyId: caller.agencyId,
      isAgencyAdmin: false,
      via: 'bearer',
    },
    roles,
    supplier: null,
    agencyId: caller.agencyId,
    isOperatorStaff: false,
  };
}

/** A refusal of the booking path, in OCTO's words: every business rule is UNPROCESSABLE_ENTITY. */
function asOcto(e: unknown): unknown {
  if (!(e instanceof AppError)) return e;
  if (e.code === 'bad_request') return badRequest(e.message);
  return unprocessable(e.message);
}

const auditOcto = (
  trx: Db,
  userId: number,
  caller: OctoCaller,
  action: string,
  row: { id: number; uuid: string },
  extra = {},
) =>
  audit(trx, {
    userId,
    action: `octo.${action}`,
    subject: String(row.id),
    detail: {
      keyId: caller.keyId,
      keyPrefix: caller.keyPrefix,
      agencyId: caller.agencyId,
      uuid: row.uuid,
      ...extra,
    },
  });

/** What a reservation, or a change of one, books: the departure and its unit items, as OCTO names them. */
interface DepartureBody {
  productId: string;
  optionId: string;
  availabilityId: string;
  unitItems: { unitId: string; uuid?: string }[];
}

/**
 * The new booking a reservation (or a change of a held one) asks for, checked in OCTO's terms: the
 * product a tour of the key's supplier, the option a ticket of it, the departure one of its slots, the
 * units the ticket takes, at least one adult; a departure of an outside provider is not resold. The
 * booking path decides the rest (on sale, notice, seats, price). Unit items keep the reseller's uuids.
 */
async function newBookingOf(
  db: Db,
  caller: OctoCaller,
  body: DepartureBody,
  guest: { guestName: string; contact: ContactBody | null; reference: string | null; notes: string | null },
): Promise<{ parsed: ParsedNewBooking; unitItems: StoredUnitItem[] }> {
  const { date, slotId } = parseAvailabilityId(body.availabilityId);
  const tourId = idOf(body.productId);
  const offerId = idOf(body.optionId);
  const offer =
    tourId && offerId ? await offerToReserve(db, caller.supplierId, tourId, offerId, slotId) : undefined;
  if (!offer) throw invalidProduct(body.productId);
  if (offer.offerId === null) throw invalidOption(body.optionId);
  if (offer.timeSlotId === null) throw invalidAvailability(body.availabilityId);
  const counts = { adult: 0, child: 0, infant: 0 };
  for (const item of body.unitItems) {
    const kind = Object.values(UNIT_IDS).find((u) => u === item.unitId);
    if (
      !kind ||
      (kind === UNIT_IDS.child && !offer.childrenAllowed) ||
      (kind === UNIT_IDS.infant && !offer.infantsAllowed)
    )
      throw invalidUnit(item.unitId);
    counts[kind] += 1;
  }
  if (counts.adult === 0) throw unprocessable('A booking needs at least one adult unit');
  if (await externalSlotOf(db, offerId!, slotId))
    throw unprocessable(
      "This departure sells an outside provider's tickets and cannot be booked through OCTO",
    );
  const parsed = newBookingSchema.safeParse({
    clientRef: randomUUID(),
    date,
    tourId,
    offerId,
    timeSlotId: slotId,
    adults: counts.adult,
    children: counts.child,
    infants: counts.infant,
    guestName: guest.guestName.slice(0, 200),
    phones: guest.contact?.phoneNumber || null,
    guestEmail: guest.contact?.emailAddress || null,
    voucherNumber: guest.reference?.slice(0, VOUCHER_LENGTH) ?? null,
    notes: guest.notes,
    agencyId: caller.agencyId,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Bad request');
  const unitItems = body.unitItems.map((u) => ({ uuid: u.uuid ?? randomUUID(), unitId: u.unitId }));
  return { parsed: parsed.data, unitItems };
}

/** Raised when another request stored the same uuid first (PostgreSQL): the reserve is read again. */
class UuidRace extends Error {}

/**
 * OCTO Booking Reservation: an ordinary booking of the agency, with its seats taken, held until
 * `utcExpiresAt`. The same uuid with the same body answers the booking it made; with another body it
 * is refused (UNPROCESSABLE_ENTITY), so a retry never books twice and a reused uuid never hides a booking.
 */
export async function reserveOctoBooking(
  db: Db,
  caller: OctoCaller,
  body: ReservationBody,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  const uuid = body.uuid ?? randomUUID();
  if (!isUuid(uuid)) throw badRequest('uuid must be a UUID');
  const asked = {
    productId: body.productId,
    optionId: body.optionId,
    availabilityId: body.availabilityId,
    unitItems: body.unitItems.map((u) => ({ unitId: u.unitId, uuid: u.uuid ?? null })),
    expirationMinutes: body.expirationMinutes ?? null,
    notes: body.notes ?? null,
    resellerReference: body.resellerReference ?? null,
    contact: body.contact ?? null,
  };
  const requestHash = hashOf(asked);
  const replay = async () => {
    const taken = await uuidTaken(db, caller.agencyId, uuid);
    if (!taken) return null;
    const row = taken.supplierId === caller.supplierId ? await findOctoBooking(db, caller, uuid) : undefined;
    if (!row || row.requestHash !== requestHash)
      throw unprocessable(
        'This uuid was already used for another booking; send a new uuid for a new booking',
      );
    return toOctoBooking(row, caller, origin, now);
  };
  const answered = await replay();
  if (answered) return answered;

  const stamp = now.toISOString();
  const reference = body.resellerReference?.trim() || null;
  const { parsed, unitItems } = await newBookingOf(db, caller, body, {
    guestName: fullNameOf(body.contact) || `OCTO ${reference ?? uuid.slice(0, 8)}`,
    contact: body.contact ?? null,
    reference,
    notes: body.notes || null,
  });
  // A ticket that takes attraction-ticket codes holds them no longer than its types' reservation time.
  const minutes = holdMinutes(
    body.expirationMinutes ?? DEFAULT_HOLD_MINUTES,
    MAX_HOLD_MINUTES,
    await reservationTimesOfOffer(db, parsed.offerId),
  );
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();

  const reserve = () =>
    writeTransaction(db, async (trx) => {
      const scope = await apiScope(trx, caller, stamp);
      const made = await createBooking(trx, scope, parsed, now);
      const bookingId = made.body.id;
      await placeHold(trx, bookingId, expiresAt);
      const stored = await insertOctoBooking(trx, {
        uuid,
        agencyId: caller.agencyId,
        supplierId: caller.supplierId,
        keyId: caller.keyId,
        bookingId,
        requestHash,
        resellerReference: reference,
        unitItems: JSON.stringify(unitItems),
        contact: body.contact ? JSON.stringify(body.contact) : null,
        expiresAt,
        createdAt: stamp,
        updatedAt: stamp,
      });
      if (!stored) throw new UuidRace();
      await auditOcto(trx, scope.user.id, caller, 'reserve', { id: bookingId, uuid }, { expiresAt });
      return (await findOctoBooking(trx, caller, uuid))!;
    });
  try {
    return toOctoBooking(await reserve(), caller, origin, now);
  } catch (e) {
    if (e instanceof UuidRace) {
      const first = await replay();
      if (first) return first;
    }
    throw asOcto(e);
  }
}

const sameUnits = (a: readonly { unitId: string }[], b: readonly { unitId: string }[]) =>
  a
    .map((u) => u.unitId)
    .sort()
    .join() ===
  b
    .map((u) => u.unitId)
    .sort()
    .join();

/** Reason the system writes on a held booking the reseller replaced by another departure or units. */
const CHANGED_BY_RESELLER = 'changed by the reseller';

/**
 * Another departure, option or units for a booking on hold (OCTO Booking Update, or a Confirmation
 * whose unit items differ), in the caller's transaction: the held booking is released (cancelled by the
 * system, its seats back) and the new one made by the one booking path (createBooking: capacity,
 * contract prices, notice, stop-sell, cut-off), so the seats the hold had count for the change (two
 * more on a departure with one left fits) and any refusal rolls back the whole change: the hold stays
 * as it was. Answers the new booking's id, which the OCTO booking points to from now on.
 */
async function rebookHeld(
  trx: Db,
  caller: OctoCaller,
  row: OctoBookingRow,
  parsed: ParsedNewBooking,
  now: Date,
): Promise<number> {
  if (!(await liftHold(trx, row.id, now)))
    throw invalidUuid(row.uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  if (!(await cancelBySystem(trx, row, CHANGED_BY_RESELLER, now)))
    throw unprocessable('The booking changed meanwhile; read it again');
  const scope = await apiScope(trx, caller, now.toISOString());
  const made = await createBooking(trx, scope, parsed, now);
  await auditOcto(trx, scope.user.id, caller, 'change', row, { from: row.id, to: made.body.id });
  return made.body.id;
}

/** The departure a booking holds, as OCTO names it. */
const departureOfRow = (row: OctoBookingRow) => ({
  productId: String(row.tourId),
  optionId: String(row.offerId),
  availabilityId: row.timeSlotId === null ? '' : availabilityIdOf(row.date, row.timeSlotId),
});

/**
 * OCTO Booking Confirmation: lifts the hold (the booking stands as an ordinary one) and names the
 * guest by the reseller's contact. Confirming a confirmed booking answers it again. A hold that lapsed
 * is INVALID_BOOKING_UUID (reserve again), as the reservation no longer exists.
 */
export async function confirmOctoBooking(
  db: Db,
  caller: OctoCaller,
  uuid: string,
  body: ConfirmationBody,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  const row = await ownBooking(db, caller, uuid);
  const status = statusOf(row, now);
  if (status === OctoStatus.CONFIRMED || status === OctoStatus.PENDING || status === OctoStatus.REDEEMED)
    return toOctoBooking(row, caller, origin, now);
  if (status === OctoStatus.EXPIRED)
    throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  if (status === OctoStatus.CANCELLED) throw unprocessable('The booking is cancelled');
  const name = fullNameOf(body.contact);
  if (!name) throw badRequest('contact.fullName, or contact.firstName and contact.lastName, is required');
  const reference = body.resellerReference?.trim() || row.resellerReference;
  const stamp = now.toISOString();
  const contact = JSON.stringify(body.contact);
  // Unit items other than those reserved (OCTO: "more or less than in the reservation changes the
  // number of unit items being purchased") book the same departure anew with them.
  const reserved = JSON.parse(row.unitItems) as StoredUnitItem[];
  const change =
    body.unitItems && !sameUnits(reserved, body.unitItems)
      ? await newBookingOf(
          db,
          caller,
          { ...departureOfRow(row), unitItems: body.unitItems },
          { guestName: name, contact: body.contact, reference, notes: row.notes },
        )
      : null;
  let bookingId = row.id;
  const lifted = await writeTransaction(db, async (trx) => {
    if (change) bookingId = await rebookHeld(trx, caller, row, change.parsed, now);
    // The release of a lapsed hold is kept (committed), and the reseller told after.
    else if (!(await liftHold(trx, row.id, now))) return false;
    await updateBookingGuest(trx, bookingId, {
      guestName: name.slice(0, 200),
      tel: body.contact.phoneNumber || null,
      guestEmail: body.contact.emailAddress || null,
      voucher: reference?.slice(0, VOUCHER_LENGTH) ?? null,
      updatedAt: stamp,
    });
    await updateOctoBooking(trx, row.octoId, {
      confirmedAt: stamp,
      updatedAt: stamp,
      contact,
      resellerReference: reference,
      ...(change && { bookingId, unitItems: JSON.stringify(change.unitItems) }),
    });
    // The booking's agent is the agency's OCTO API user (reserveOctoBooking made it so).
    await auditOcto(trx, row.agentId, caller, 'confirm', { id: bookingId, uuid });
    return true;
  }).catch((e: unknown) => {
    throw asOcto(e);
  });
  if (!lifted) throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  if (change) return toOctoBooking(await ownBooking(db, caller, uuid), caller, origin, now);
  // The answer from what this call wrote: no second read of the booking.
  const confirmed: OctoBookingRow = {
    ...row,
    confirmedAt: stamp,
    updatedAt: stamp,
    contact,
    resellerReference: reference,
    holdExpiresAt: null,
    guestName: name.slice(0, 200),
  };
  return toOctoBooking(confirmed, caller, origin, now);
}

/**
 * OCTO Booking Cancellation: a hold is released (its seats back at once); a confirmed booking is
 * cancelled as its agency's agents cancel it (the transition table, the refund by the ticket's
 * cancellation policy); a cancelled or lapsed one is answered as it is.
 */
export async function cancelOctoBooking(
  db: Db,
  caller: OctoCaller,
  uuid: string,
  reason: string | null,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  const row = await ownBooking(db, caller, uuid);
  const status = statusOf(row, now);
  if (status === OctoStatus.CANCELLED || status === OctoStatus.EXPIRED)
    return toOctoBooking(row, caller, origin, now);
  if (status === OctoStatus.REDEEMED) throw unprocessable('A completed booking cannot be cancelled');
  const stamp = now.toISOString();
  try {
    await writeTransaction(db, async (trx) => {
      const scope = await apiScope(trx, caller, stamp);
      if (status === OctoStatus.ON_HOLD) {
        await dropHold(trx, row.id);
        if (!(await cancelBySystem(trx, row, 'released by the reseller', now)))
          throw unprocessable('The booking changed meanwhile; read it again');
      } else {
        await changeStatus(trx, scope.user, { agencyId: caller.agencyId }, row.id, 'cancel', now);
      }
      await updateOctoBooking(trx, row.octoId, {
        cancelledAt: stamp,
        cancelReason: reason,
        updatedAt: stamp,
      });
      await auditOcto(trx, scope.user.id, caller, 'cancel', row, { reason });
    });
  } catch (e) {
    throw asOcto(e);
  }
  return toOctoBooking(await ownBooking(db, caller, uuid), caller, origin, now);
}

/** OCTO Extend Reservation: a live hold's expiry moves to now + expirationMinutes (within the maximum). */
export async function extendOctoBooking(
  db: Db,
  caller: OctoCaller,
  uuid: string,
  expirationMinutes: number | undefined,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  const row = await ownBooking(db, caller, uuid);
  const status = statusOf(row, now);
  if (status === OctoStatus.EXPIRED)
    throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  if (status !== OctoStatus.ON_HOLD) throw unprocessable('Only a booking on hold can be extended');
  const minutes = holdMinutes(
    expirationMinutes ?? DEFAULT_HOLD_MINUTES,
    MAX_HOLD_MINUTES,
    await reservationTimesOfOffer(db, row.offerId),
  );
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
  const stamp = now.toISOString();
  const extended = await writeTransaction(db, async (trx) => {
    if (!(await extendHold(trx, row.id, expiresAt, now))) return false;
    await updateOctoBooking(trx, row.octoId, { expiresAt, updatedAt: stamp });
    return true;
  });
  if (!extended) throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  return toOctoBooking(await ownBooking(db, caller, uuid), caller, origin, now);
}

/**
 * OCTO Booking Update: the reseller's reference, notes and contact of a booking on hold or confirmed;
 * and, of a booking on hold, another product, option, departure or units (the held booking is booked
 * anew by the one booking path: rebookHeld) and a new expiry (expirationMinutes, as extend). A confirmed
 * booking's departure or units are not changed here: UNPROCESSABLE_ENTITY (cancel and book again).
 */
export async function updateOctoBookingDetails(
  db: Db,
  caller: OctoCaller,
  uuid: string,
  body: z.infer<typeof updateBodySchema>,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  const row = await ownBooking(db, caller, uuid);
  const status = statusOf(row, now);
  if (status === OctoStatus.EXPIRED)
    throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
  if (status !== OctoStatus.ON_HOLD && status !== OctoStatus.CONFIRMED && status !== OctoStatus.PENDING)
    throw unprocessable('Only a booking on hold or confirmed can be changed');
  const current = departureOfRow(row);
  const reserved = JSON.parse(row.unitItems) as StoredUnitItem[];
  const wanted = {
    productId: body.productId ?? current.productId,
    optionId: body.optionId ?? current.optionId,
    availabilityId: body.availabilityId ?? current.availabilityId,
    unitItems: body.unitItems ?? reserved,
  };
  const moves =
    wanted.productId !== current.productId ||
    wanted.optionId !== current.optionId ||
    wanted.availabilityId !== current.availabilityId ||
    !sameUnits(reserved, wanted.unitItems);
  if (status !== OctoStatus.ON_HOLD && (moves || body.expirationMinutes !== undefined))
    throw unprocessable(
      'The departure, units and expiry of a confirmed booking cannot be changed: cancel it and book again',
    );
  const stamp = now.toISOString();
  const contact = body.contact ?? (row.contact ? (JSON.parse(row.contact) as ContactBody) : null);
  const reference =
    body.resellerReference === undefined ? row.resellerReference : body.resellerReference?.trim() || null;
  const notes = body.notes === undefined ? row.notes : body.notes || null;
  const name = fullNameOf(contact) || row.guestName;
  const change = moves
    ? await newBookingOf(db, caller, wanted, { guestName: name, contact, reference, notes })
    : null;
  // As a reserve: no longer than the (new) ticket's reservation time for its attraction-ticket codes.
  const expiresAt =
    body.expirationMinutes === undefined
      ? row.expiresAt
      : new Date(
          now.getTime() +
            holdMinutes(
              body.expirationMinutes,
              MAX_HOLD_MINUTES,
              await reservationTimesOfOffer(db, change?.parsed.offerId ?? row.offerId),
            ) *
              60_000,
        ).toISOString();
  await writeTransaction(db, async (trx) => {
    const scope = await apiScope(trx, caller, stamp);
    let bookingId = row.id;
    if (change) {
      bookingId = await rebookHeld(trx, caller, row, change.parsed, now);
      await placeHold(trx, bookingId, expiresAt);
    } else if (expiresAt !== row.expiresAt && !(await extendHold(trx, row.id, expiresAt, now))) {
      throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
    }
    await updateBookingGuest(trx, bookingId, {
      guestName: name.slice(0, 200),
      tel: contact?.phoneNumber || null,
      guestEmail: contact?.emailAddress || null,
      voucher: reference?.slice(0, VOUCHER_LENGTH) ?? null,
      notes,
      updatedAt: stamp,
    });
    await updateOctoBooking(trx, row.octoId, {
      resellerReference: reference,
      contact: contact ? JSON.stringify(contact) : null,
      updatedAt: stamp,
      expiresAt,
      ...(change && { bookingId, unitItems: JSON.stringify(change.unitItems) }),
    });
    await auditOcto(trx, scope.user.id, caller, 'update', { id: bookingId, uuid });
  }).catch((e: unknown) => {
    throw asOcto(e);
  });
  return toOctoBooking(await ownBooking(db, caller, uuid), caller, origin, now);
}

export async function getOctoBooking(
  db: Db,
  caller: OctoCaller,
  uuid: string,
  origin: string,
  now = new Date(),
): Promise<Booking> {
  return toOctoBooking(await ownBooking(db, caller, uuid), caller, origin, now);
}

/**
 * OCTO Get Bookings: the key's agency's bookings of the key's supplier, by one of resellerReference,
 * supplierReference (Caravan's booking number), localDate, or localDateStart and localDateEnd (the
 * departure's date), narrowed by productId and optionId.
 */
export async function listOctoBookingsOf(
  db: Db,
  caller: OctoCaller,
  q: z.infer<typeof bookingListQuerySchema>,
  origin: string,
  now = new Date(),
): Promise<Booking[]> {
  const f: OctoBookingFilter = {};
  if (q.resellerReference !== undefined) f.resellerReference = q.resellerReference;
  if (q.supplierReference !== undefined) {
    if (!/^\d{1,10}$/.test(q.supplierReference)) return [];
    f.bookingId = Number(q.supplierReference);
  }
  if (q.localDate !== undefined) {
    if (!isDate(q.localDate)) throw badRequest(OCTO_MESSAGES.dates);
    f.from = f.to = q.localDate;
  } else if (q.localDateStart !== undefined || q.localDateEnd !== undefined) {
    if (!isDate(q.localDateStart) || !isDate(q.localDateEnd) || q.localDateEnd < q.localDateStart)
      throw badRequest(OCTO_MESSAGES.dates);
    if (addDaysUtc(q.localDateStart, 366) < q.localDateEnd) throw badRequest(OCTO_MESSAGES.range);
    f.from = q.localDateStart;
    f.to = q.localDateEnd;
  }
  if (f.resellerReference === undefined && f.bookingId === undefined && f.from === undefined)
    throw badRequest(
      'Send resellerReference, supplierReference, localDate, or localDateStart and localDateEnd',
    );
  if (q.productId !== undefined) {
    if (!/^\d{1,10}$/.test(q.productId)) return [];
    f.tourId = Number(q.productId);
  }
  if (q.optionId !== undefined) {
    if (!/^\d{1,10}$/.test(q.optionId)) return [];
    f.offerId = Number(q.optionId);
  }
  const rows = await listOctoBookings(db, caller, f, LIST_LIMIT);
  return rows.map((r) => toOctoBooking(r, caller, origin, now));
}

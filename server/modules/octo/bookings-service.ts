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
} from '@octocloud/types';
import { z } from 'zod';
import { BookingStatus, newBookingSchema, type Role } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import { instantOf } from '../../../domain/local-time';
import { fromUnits } from '../../../domain/money';
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
    booking.pricing = {
      original: retail,
      retail,
      net: minor(fromUnits(row.netTotal)),
      currency: CURRENCY,
      currencyPrecision: PRECISION,
      includedTaxes: [],
    };
  }
  return booking;
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
  // A ticket that takes attraction-ticket codes holds them no longer than its types' reservation time.
  const minutes = holdMinutes(
    body.expirationMinutes ?? DEFAULT_HOLD_MINUTES,
    MAX_HOLD_MINUTES,
    await reservationTimesOfOffer(db, offerId!),
  );
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
  const stamp = now.toISOString();
  const reference = body.resellerReference?.trim() || null;
  const unitItems: StoredUnitItem[] = body.unitItems.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId,
  }));

  const parsed = newBookingSchema.safeParse({
    clientRef: randomUUID(),
    date,
    tourId,
    offerId,
    timeSlotId: slotId,
    adults: counts.adult,
    children: counts.child,
    infants: counts.infant,
    guestName: fullNameOf(body.contact) || `OCTO ${reference ?? uuid.slice(0, 8)}`.slice(0, 200),
    phones: body.contact?.phoneNumber || null,
    guestEmail: body.contact?.emailAddress || null,
    voucherNumber: reference?.slice(0, VOUCHER_LENGTH) ?? null,
    notes: body.notes || null,
    agencyId: caller.agencyId,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Bad request');

  const reserve = () =>
    writeTransaction(db, async (trx) => {
      const scope = await apiScope(trx, caller, stamp);
      const made = await createBooking(trx, scope, parsed.data, now);
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
  if (body.unitItems) {
    const reserved = (JSON.parse(row.unitItems) as StoredUnitItem[]).map((u) => u.unitId).sort();
    const confirmed = body.unitItems.map((u) => u.unitId).sort();
    if (reserved.join() !== confirmed.join())
      throw unprocessable('The unit items differ from the reservation: cancel it and reserve the new units');
  }
  const reference = body.resellerReference?.trim() || row.resellerReference;
  const stamp = now.toISOString();
  const contact = JSON.stringify(body.contact);
  const lifted = await writeTransaction(db, async (trx) => {
    // The release of a lapsed hold is kept (committed), and the reseller told after.
    if (!(await liftHold(trx, row.id, now))) return false;
    await updateBookingGuest(trx, row.id, {
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
    });
    // The booking's agent is the agency's OCTO API user (reserveOctoBooking made it so).
    await auditOcto(trx, row.agentId, caller, 'confirm', row);
    return true;
  });
  if (!lifted) throw invalidUuid(uuid, `The reservation expired at ${row.expiresAt}; reserve again`);
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
 * OCTO Booking Update, the part that changes no seat: the reseller's reference, notes and contact.
 * Another product, option, departure or units is UNPROCESSABLE_ENTITY (cancel and book again).
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
  for (const field of ['productId', 'optionId', 'availabilityId', 'unitItems', 'expirationMinutes'])
    if (body[field] !== undefined)
      throw unprocessable(
        `${field} cannot be changed here: cancel the booking and book again (or extend the hold)`,
      );
  const status = statusOf(row, now);
  if (status !== OctoStatus.ON_HOLD && status !== OctoStatus.CONFIRMED && status !== OctoStatus.PENDING)
    throw unprocessable('Only a booking on hold or confirmed can be changed');
  const stamp = now.toISOString();
  const contact = body.contact ?? (row.contact ? (JSON.parse(row.contact) as ContactBody) : null);
  const reference =
    body.resellerReference === undefined ? row.resellerReference : body.resellerReference?.trim() || null;
  const name = fullNameOf(contact);
  await writeTransaction(db, async (trx) => {
    const scope = await apiScope(trx, caller, stamp);
    await updateBookingGuest(trx, row.id, {
      guestName: (name || row.guestName).slice(0, 200),
      tel: contact?.phoneNumber || null,
      guestEmail: contact?.emailAddress || null,
      voucher: reference?.slice(0, VOUCHER_LENGTH) ?? null,
      notes: body.notes === undefined ? row.notes : body.notes || null,
      updatedAt: stamp,
    });
    await updateOctoBooking(trx, row.octoId, {
      resellerReference: reference,
      contact: contact ? JSON.stringify(contact) : null,
      updatedAt: stamp,
    });
    await auditOcto(trx, scope.user.id, caller, 'update', row);
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

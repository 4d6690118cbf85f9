import type { Db } from '../../db/database';
import type { BookingScope } from '../bookings/list-repo';
import type { ExternalTicketPart, ExternalTicketStatus } from '../../db/tables/external-bookings';
import type { ExternalSlotMapping, TicketCode } from './plan';

/**
 * The slot a new booking chose, when it is mapped to a provider, with the offer's supplier: read
 * before the booking's transaction, so the provider is asked before any database lock is taken.
 * The booking's transaction checks the slot again (create-booking.ts); this only says where to ask.
 */
export async function externalSlotOf(
  db: Db,
  offerId: number,
  timeSlotId: number | null | undefined,
): Promise<{ supplierId: number; startMinutes: number | null; mapping: ExternalSlotMapping } | null> {
  if (!timeSlotId) return null;
  const row = await db
    .selectFrom('offerTimeSlots as ots')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('offers as o', 'o.id', 'ots.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select([
      't.supplierId',
      's.startMinutes',
      's.isExternalId',
      's.externalProviderId',
      's.externalProductId',
      's.externalId',
      's.externalPerChildId',
      's.externalProviderDiffProductsAdultChild',
      's.externalProductPerChildId',
      's.externalProductMappingValue',
      's.externalProductPerChildMappingValue',
      's.externalProviderCodeType',
      's.externalIsTicketPerPax',
      's.bookingReferencePrefix',
    ])
    .where('ots.offerId', '=', offerId)
    .where('ots.timeSlotId', '=', timeSlotId)
    .where('s.isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row || !row.isExternalId || row.externalProviderId == null || !row.externalProductId) return null;
  return {
    supplierId: row.supplierId,
    startMinutes: row.startMinutes,
    mapping: {
      providerId: row.externalProviderId,
      productId: row.externalProductId,
      optionId: row.externalProductMappingValue,
      externalId: row.externalId,
      diffProductsAdultChild: Boolean(row.externalProviderDiffProductsAdultChild),
      childProductId: row.externalProductPerChildId,
      childOptionId: row.externalProductPerChildMappingValue,
      childExternalId: row.externalPerChildId,
      codeType: row.externalProviderCodeType,
      ticketPerPax: Boolean(row.externalIsTicketPerPax),
      referencePrefix: row.bookingReferencePrefix,
    },
  };
}

export interface HeldReservation {
  part: ExternalTicketPart;
  providerId: number;
  uuid: string;
  supplierReference: string | null;
}

/** In the booking's own transaction: the provider holds these for the booking. */
export async function recordReservations(
  trx: Db,
  bookingId: number,
  mapping: ExternalSlotMapping,
  held: readonly HeldReservation[],
  now = new Date(),
): Promise<void> {
  const stamp = now.toISOString();
  await trx
    .insertInto('bookingExternalTickets')
    .values(
      held.map((h) => ({
        bookingId,
        part: h.part,
        providerId: h.providerId,
        providerBookingUuid: h.uuid,
        supplierReference: h.supplierReference,
        status: 'reserved' as const,
        codes: '[]',
        codeType: mapping.codeType,
        referencePrefix: mapping.referencePrefix,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .execute();
}

export async function markTickets(
  db: Db,
  bookingId: number,
  part: ExternalTicketPart,
  change: {
    status: ExternalTicketStatus;
    supplierReference?: string | null;
    codes?: TicketCode[];
    lastError?: string | null;
  },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('bookingExternalTickets')
    .set({
      status: change.status,
      ...(change.supplierReference !== undefined ? { supplierReference: change.supplierReference } : {}),
      ...(change.codes ? { codes: JSON.stringify(change.codes) } : {}),
      ...(change.lastError !== undefined ? { lastError: change.lastError } : {}),
      updatedAt: now.toISOString(),
    })
    .where('bookingId', '=', bookingId)
    .where('part', '=', part)
    .execute();
}

export interface StoredTickets {
  part: ExternalTicketPart;
  providerId: number;
  uuid: string;
  supplierReference: string | null;
  status: ExternalTicketStatus;
  codes: TicketCode[];
  codeType: number;
  referencePrefix: string | null;
}

function codesOf(json: string): TicketCode[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as TicketCode[]) : [];
  } catch {
    return [];
  }
}

/** A booking's provider bookings, adults before children. */
export async function ticketsOfBooking(db: Db, bookingId: number): Promise<StoredTickets[]> {
  const rows = await db
    .selectFrom('bookingExternalTickets')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('part')
    .execute();
  return rows.map((r) => ({
    part: r.part,
    providerId: r.providerId,
    uuid: r.providerBookingUuid,
    supplierReference: r.supplierReference,
    status: r.status,
    codes: codesOf(r.codes),
    codeType: r.codeType,
    referencePrefix: r.referencePrefix,
  }));
}

/** Whether a booking was made under this clientRef. */
export async function bookingWithClientRefExists(db: Db, clientRef: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('clientRef', '=', clientRef)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a booking's seats are counted by (releaseSeats); undefined for an unknown booking. */
export function findBookingSeats(trx: Db, bookingId: number) {
  return trx
    .selectFrom('bookings')
    .select(['timeSlotId', 'date', 'numAdults', 'numChildren', 'numInfants'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

export async function deleteTicketsOfBooking(trx: Db, bookingId: number): Promise<void> {
  await trx.deleteFrom('bookingExternalTickets').where('bookingId', '=', bookingId).execute();
}

/** Forgets the answer kept under the user's idempotency key, so a retry under it runs afresh. */
export async function deleteIdempotencyKey(trx: Db, userId: number, key: string): Promise<void> {
  await trx.deleteFrom('idempotencyKeys').where('userId', '=', userId).where('key', '=', key).execute();
}

export async function deleteBooking(trx: Db, bookingId: number): Promise<void> {
  await trx.deleteFrom('bookings').where('id', '=', bookingId).execute();
}

/** The booking a cancel is about, if the scope (an agent, an agency or a supplier) may cancel it. */
export function findBookingToCancel(db: Db, scope: BookingScope, bookingId: number) {
  let q = db
    .selectFrom('bookings')
    .innerJoin('suppliers', 'suppliers.id', 'bookings.supplierId')
    .select(['bookings.id', 'bookings.status', 'bookings.date', 'bookings.supplierId', 'suppliers.timeZone'])
    .where('bookings.id', '=', bookingId);
  if ('agentId' in scope) q = q.where('bookings.agentId', '=', scope.agentId);
  if ('agencyId' in scope) q = q.where('bookings.agencyId', '=', scope.agencyId);
  if ('supplierId' in scope) q = q.where('bookings.supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}

/** Up to `limit` bookings with rows still `reserved` and untouched since the cut-off, by id. */
export function bookingsWithReservedTickets(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('bookingExternalTickets')
    .select('bookingId')
    .distinct()
    .where('status', '=', 'reserved')
    .where('updatedAt', '<', cutoff)
    .orderBy('bookingId')
    .limit(limit)
    .execute();
}

/**
 * One conditional update: the booking's rows still `reserved` and untouched since the cut-off move to
 * `now`; answers the rows it moved (none when another instance took them first).
 */
export function claimReservedTickets(trx: Db, bookingId: number, cutoff: string, now: string) {
  return trx
    .updateTable('bookingExternalTickets')
    .set({ updatedAt: now, lastError: 'Confirming after an interruption' })
    .where('bookingId', '=', bookingId)
    .where('status', '=', 'reserved')
    .where('updatedAt', '<', cutoff)
    .returning(['part', 'providerId', 'providerBookingUuid', 'codeType', 'referencePrefix'])
    .execute();
}

/** What a recovery needs of the booking (it must exist: its ticket rows name it). */
export function findBookingToRecover(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'status',
      'supplierId',
      'guestName',
      'tel',
      'guestEmail',
      'arrivalId',
      'timeSlotId',
      'date',
      'numAdults',
      'numChildren',
      'numInfants',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** Whether the slot's provider issues a ticket per person (false for an unknown slot). */
export async function isTicketPerPax(db: Db, slotId: number): Promise<boolean> {
  const slot = await db
    .selectFrom('timeSlots')
    .select('externalIsTicketPerPax')
    .where('id', '=', slotId)
    .executeTakeFirst();
  return Boolean(slot?.externalIsTicketPerPax);
}

/** The booking's provider rows: each part's status and provider booking. */
export function ticketRowsOf(db: Db, bookingId: number) {
  return db
    .selectFrom('bookingExternalTickets')
    .select(['part', 'status', 'providerBookingUuid'])
    .where('bookingId', '=', bookingId)
    .execute();
}

/** The e-mail and country an arrival has for its guest: part of a provider booking's contact. */
export async function arrivalContactOf(
  db: Db,
  arrivalId: number,
): Promise<{ email: string | null; country: string | null } | null> {
  const row = await db
    .selectFrom('arrivals')
    .select(['touristEmail', 'touristCountry'])
    .where('id', '=', arrivalId)
    .executeTakeFirst();
  return row ? { email: row.touristEmail, country: row.touristCountry } : null;
}

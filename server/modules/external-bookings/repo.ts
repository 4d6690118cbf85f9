import type { Db } from '../../db/database';
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

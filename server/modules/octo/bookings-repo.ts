import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/tables';

// SQL of OCTO bookings (issue 26 part 2): the reseller's view of an ordinary booking of its agency.
// Every statement names the agency and the supplier of the key: another reseller's booking is not there.

/** Who an OCTO booking was made by in Caravan's lists: one inactive user per agency, never signed in. */
const apiUserEmail = (agencyId: number) => `octo-api.agency-${agencyId}@caravan.invalid`;

/**
 * The agency's OCTO API user (made on its first OCTO booking): bookings need an agent, and an OCTO
 * booking's is the agency's system. Inactive, no roles, no usable password: it cannot sign in.
 */
export async function octoApiUser(db: Db, agencyId: number, agencyName: string, now: string) {
  const email = apiUserEmail(agencyId);
  const found = await db
    .selectFrom('users')
    .select(['id', 'fullName', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (found) return found;
  await db
    .insertInto('users')
    .values({
      email,
      fullName: `${agencyName} (OCTO API)`,
      passwordHash: '!',
      agencyId,
      isActive: 0,
      createdAt: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return db
    .selectFrom('users')
    .select(['id', 'fullName', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** An OCTO booking with its Caravan booking, its live hold (if any) and its supplier's clock. */
function octoBookingQuery(db: Db, caller: { agencyId: number; supplierId: number }) {
  return db
    .selectFrom('octoBookings as o')
    .innerJoin('bookings as b', 'b.id', 'o.bookingId')
    .innerJoin('suppliers as s', 's.id', 'b.supplierId')
    .leftJoin('bookingHolds as h', 'h.bookingId', 'b.id')
    .select([
      'o.id as octoId',
      'o.uuid',
      'o.requestHash',
      'o.resellerReference',
      'o.unitItems',
      'o.contact',
      'o.expiresAt',
      'o.createdAt',
      'o.updatedAt',
      'o.confirmedAt',
      'o.cancelledAt',
      'o.cancelReason',
      'h.expiresAt as holdExpiresAt',
      'b.id',
      'b.tourId',
      'b.offerId',
      'b.timeSlotId',
      'b.date',
      'b.startMinutes',
      'b.endMinutes',
      'b.status',
      'b.agentId',
      'b.refundPercent',
      'b.statusChangedAt',
      'b.notes',
      'b.guestName',
      'b.grossSalesAed',
      'b.netTotal',
      'b.priceAdult',
      'b.priceChild',
      'b.numAdults',
      'b.numChildren',
      'b.numInfants',
      's.timeZone',
    ])
    .where('o.agencyId', '=', caller.agencyId)
    .where('o.supplierId', '=', caller.supplierId);
}

export type OctoBookingRow = NonNullable<Awaited<ReturnType<typeof findOctoBooking>>>;

export function findOctoBooking(db: Db, caller: { agencyId: number; supplierId: number }, uuid: string) {
  return octoBookingQuery(db, caller).where('o.uuid', '=', uuid).executeTakeFirst();
}

/** The reseller's uuid under its agency, whichever supplier's key made it (the uuid is the agency's). */
export function uuidTaken(db: Db, agencyId: number, uuid: string) {
  return db
    .selectFrom('octoBookings')
    .select(['id', 'supplierId'])
    .where('agencyId', '=', agencyId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export interface OctoBookingFilter {
  resellerReference?: string;
  bookingId?: number;
  from?: string;
  to?: string;
  tourId?: number;
  offerId?: number;
}

/** The caller's OCTO bookings by OCTO's filters, newest first, at most `limit`. */
export function listOctoBookings(
  db: Db,
  caller: { agencyId: number; supplierId: number },
  f: OctoBookingFilter,
  limit: number,
) {
  let q = octoBookingQuery(db, caller);
  if (f.resellerReference !== undefined) q = q.where('o.resellerReference', '=', f.resellerReference);
  if (f.bookingId !== undefined) q = q.where('b.id', '=', f.bookingId);
  if (f.from !== undefined) q = q.where('b.date', '>=', f.from);
  if (f.to !== undefined) q = q.where('b.date', '<=', f.to);
  if (f.tourId !== undefined) q = q.where('b.tourId', '=', f.tourId);
  if (f.offerId !== undefined) q = q.where('b.offerId', '=', f.offerId);
  return q.orderBy('o.id', 'desc').limit(limit).execute();
}

export async function insertOctoBooking(trx: Db, row: Insertable<DB['octoBookings']>): Promise<boolean> {
  const res = await trx
    .insertInto('octoBookings')
    .values(row)
    .onConflict((oc) => oc.columns(['agencyId', 'uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

export async function updateOctoBooking(trx: Db, octoId: number, values: Updateable<DB['octoBookings']>) {
  await trx.updateTable('octoBookings').set(values).where('id', '=', octoId).execute();
}

/** The booking's guest as the reseller's contact names them, once confirmed. */
export async function updateBookingGuest(
  trx: Db,
  bookingId: number,
  values: Pick<
    Updateable<DB['bookings']>,
    'guestName' | 'tel' | 'guestEmail' | 'voucher' | 'notes' | 'updatedAt'
  >,
) {
  await trx.updateTable('bookings').set(values).where('id', '=', bookingId).execute();
}

/**
 * What a reservation names, checked in one read: the product (a tour of the key's supplier), the
 * option (a ticket of it) and the departure's slot among the ticket's. The booking path decides the
 * rest (whether it is on sale, the date, the seats).
 */
export async function offerToReserve(
  db: Db,
  supplierId: number,
  tourId: number,
  offerId: number,
  slotId: number,
) {
  return db
    .selectFrom('tours as t')
    .leftJoin('offers as o', (j) =>
      j.onRef('o.tourId', '=', 't.id').on('o.id', '=', offerId).on('o.isDeleted', '=', 0),
    )
    .leftJoin('offerTimeSlots as ots', (j) =>
      j.onRef('ots.offerId', '=', 'o.id').on('ots.timeSlotId', '=', slotId),
    )
    .select(['t.id as tourId', 'o.id as offerId', 'o.childrenAllowed', 'o.infantsAllowed', 'ots.timeSlotId'])
    .where('t.id', '=', tourId)
    .where('t.supplierId', '=', supplierId)
    .where('t.isDeleted', '=', 0)
    .executeTakeFirst();
}

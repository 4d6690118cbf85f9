import type { ParsedNewBooking } from '../../../contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { findCustomerInHouse } from '../arrivals/in-house-repo';

export interface BookingGuest {
  arrivalId: number | null;
  groupId: string | null;
  groupInfoId: number | null;
}

const NO_GUEST: BookingGuest = { arrivalId: null, groupId: null, groupInfoId: null };
const GUEST_NOT_IN_HOUSE = 'Guest not found at this hotel on this date';
const NOT_THE_GUESTS_GROUP = 'Group not found for this guest';
const NO_GUEST_CHOSEN = 'Group not found: choose a guest in house';

const notFound = (message: string, field: keyof BookingGuest) =>
  new AppError('not_found', message, { fields: { [field]: message } });

/**
 * The arrival and group a new booking is stored under. They decide which group counts the booking as
 * a purchase, so they must name a guest the agent could have chosen: one of the in-house list of the
 * booking's hotel and date (customersInHouse, the same rule), with that guest's own group. Anything
 * else is "not found", as another agency's guest must be. A group or group info left out is the guest's.
 */
export async function bookingGuestOf(
  db: Db,
  agencyId: number,
  hotelId: number | null,
  b: Pick<ParsedNewBooking, 'date' | 'arrivalId' | 'groupId' | 'groupInfoId'>,
): Promise<BookingGuest> {
  const groupId = b.groupId || null;
  if (b.arrivalId == null) {
    if (groupId !== null) throw notFound(NO_GUEST_CHOSEN, 'groupId');
    if (b.groupInfoId != null) throw notFound(NO_GUEST_CHOSEN, 'groupInfoId');
    return NO_GUEST;
  }
  const guest =
    hotelId === null ? undefined : await findCustomerInHouse(db, agencyId, hotelId, b.date, b.arrivalId);
  if (!guest) throw notFound(GUEST_NOT_IN_HOUSE, 'arrivalId');
  if (groupId !== null && groupId !== guest.groupId) throw notFound(NOT_THE_GUESTS_GROUP, 'groupId');
  if (b.groupInfoId != null && b.groupInfoId !== guest.groupInfoId)
    throw notFound(NOT_THE_GUESTS_GROUP, 'groupInfoId');
  return { arrivalId: guest.id, groupId: guest.groupId, groupInfoId: guest.groupInfoId };
}

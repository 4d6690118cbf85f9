import { createHash } from 'node:crypto';
import {
  BookingStatus,
  NO_HOTEL_ID,
  OfferBookingType,
  TimeSlotType,
  type CreatedBooking,
  type NewBookingRefusal,
  type ParsedNewBooking,
} from '../../../contract';
import { toDisplayDate } from '../../../domain/dates';
import { firstSaleDate, isPastNotice } from '../../../domain/local-time';
import { isOfferedOn, isoWeekdayOf } from '../../../domain/day-mask';
import { partyMessageText, partyProblem } from '../../../domain/new-booking';
import { fromUnits, toUnits } from '../../../domain/money';
import { contractedPrices } from '../../../domain/contracts';
import { bookingAmounts } from '../../../domain/pricing';
import { storedPrices } from '../catalogue/valid-periods';
import { contractForSale } from '../suppliers/contract-terms';
import { seatsSlotId, slotCapacity } from '../../../domain/slot-seats';
import { closedForSaleMessage, isSlotOnSale, slotNoticeHours } from '../../../domain/time-slot-rules';
import type { RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { audit } from '../auth/repo';
import { sellingAgency } from './agent-scope';
import { bookingGuestOf } from './booking-guest';
import {
  findBookingByClientRef,
  insertBookingUnlessClientRefTaken,
  findBookingContext,
  findOfferSlots,
  periodOf,
  pickUpOf,
  takeSeats,
  type OfferSlot,
} from './new-booking-repo';
import { capacityForSale } from '../timeslots/capacity-repo';
import { releaseExpiredHolds } from './holds';
import { takeBookingCodes } from '../ticket-stock/service';

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const rule = (message: string, field?: string) =>
  new AppError('business_rule', message, field ? { fields: { [field]: message } } : {});

function chooseSlot(slots: OfferSlot[], b: ParsedNewBooking, timeZone: string, now: Date): OfferSlot | null {
  if (slots.length === 0) return null;
  if (!b.timeSlotId) throw badRequest('Time slot is required', { timeSlotId: 'Time slot is required' });
  const slot = slots.find((s) => s.id === b.timeSlotId);
  if (!slot)
    throw badRequest('This time slot is not offered for this ticket', {
      timeSlotId: 'Not a time slot of this ticket',
    });
  if (!isOfferedOn(slot.daysOffered, isoWeekdayOf(b.date))) {
    throw rule(`${slot.name} does not run on ${WEEKDAYS[isoWeekdayOf(b.date)]}`, 'timeSlotId');
  }
  const closedDates = slot.closedDate ? [slot.closedDate] : [];
  if (!isSlotOnSale(slot, b.date, closedDates)) {
    const message = slot.stopSellReason
      ? closedForSaleMessage(slot.name, null, slot.stopSellReason)
      : closedForSaleMessage(slot.name, toDisplayDate(b.date), slot.closedReason ?? null);
    throw new AppError('business_rule', message, {
      title: 'Closed for sale',
      fields: { timeSlotId: 'Closed for sale' },
      body: { reason: 'stop_sell' },
    });
  }
  const noticeHours = slotNoticeHours(slot.minimumAdvancedBooking, slot.groupMinimumAdvancedBooking);
  const departure = { date: b.date, startMinutes: b.startTime ?? slot.startMinutes, noticeHours, timeZone };
  if (isPastNotice(departure, now)) {
    throw rule(`Booking for ${slot.name} closed: it needs ${noticeHours} hours' notice`, 'timeSlotId');
  }
  return slot;
}

/** The booking as asked for: the parsed body (zod keeps the schema's key order, so one body, one hash). */
const bodyHash = (b: ParsedNewBooking) => createHash('sha256').update(JSON.stringify(b)).digest('hex');

const clientRefReused = () =>
  new AppError(
    'conflict',
    'This booking reference was already used for another booking. Open a new booking form and save again.',
    {
      title: 'Booking reference already used',
      body: { reason: 'client_ref_reused' satisfies NewBookingRefusal },
    },
  );

/**
 * The server decides, never the client: prices from the valid period of the date, the weekday, city,
 * pax and age rules, the slot's notice and capacity. Seats are taken in this transaction.
 */
export async function createBooking(
  trx: Db,
  scope: RequestScope,
  b: ParsedNewBooking,
  now = new Date(),
): Promise<StoredAnswer<CreatedBooking>> {
  // An agent books for their agency; operator staff for the agency they name (agent-scope.ts).
  const { user } = scope;
  const agencyId = await sellingAgency(trx, scope, b.agencyId);
  const onBehalf = agencyId !== user.agencyId;

  const requestHash = bodyHash(b);
  const hotelId = b.hotelId && b.hotelId !== NO_HOTEL_ID ? b.hotelId : null;
  const offer = await findBookingContext(trx, {
    offerId: b.offerId,
    hotelId,
    date: b.date,
    clientRef: b.clientRef,
  });
  if (!offer || offer.existingId != null) {
    const existing = await findBookingByClientRef(trx, b.clientRef);
    if (existing) {
      // The device made this booking before (its answer was lost, or its key expired): same booking.
      // Another body under the reference is another booking (a form that kept its last booking's
      // reference): answering the first booking would lose the second one without a word.
      const sameBody = existing.requestHash === null || existing.requestHash === requestHash;
      if (existing.agencyId !== agencyId || !sameBody) throw clientRefReused();
      return { status: 200, body: createdOf(existing) };
    }
  }
  if (!offer) throw notFound('Ticket not found');
  if (offer.tourId !== b.tourId)
    throw badRequest('The ticket does not belong to this tour', { offerId: 'Not a ticket of this tour' });

  // "Tomorrow" on the supplier's calendar: at 01:00 in Dubai it is still yesterday in UTC.
  if (b.date < firstSaleDate(offer.timeZone, now)) throw rule('Date cannot be earlier than tomorrow', 'date');
  if (!isOfferedOn(offer.daysOffered, isoWeekdayOf(b.date))) {
    throw rule(`${offer.nameDisplay} is not sold on ${WEEKDAYS[isoWeekdayOf(b.date)]}`, 'date');
  }

  const hotel =
    offer.hotelId != null && offer.hotelCityId != null && offer.hotelRegionId != null
      ? {
          id: offer.hotelId,
          cityId: offer.hotelCityId,
          regionId: offer.hotelRegionId,
          cityName: offer.hotelCityName,
        }
      : null;
  if (hotelId !== null && !hotel) throw notFound('Hotel not found');
  const guest = await bookingGuestOf(trx, agencyId, hotel?.id ?? null, b);
  if (hotel && Number(offer.cityCount) > 0 && Number(offer.picksUpInHotelCity) === 0) {
    throw rule(`${offer.nameDisplay} does not pick up from ${hotel.cityName}`, 'hotelId');
  }

  const children = b.children ?? 0;
  const infants = b.infants ?? 0;
  const pax = b.adults + children + infants;
  // The same rule the form's counters follow as the agent taps (domain/new-booking).
  const limits = {
    minNumOfPeople: offer.minNumOfPeople,
    maxNumOfPeople: offer.maxNumOfPeople,
    childrenAllowed: Boolean(offer.childrenAllowed),
    infantsAllowed: Boolean(offer.infantsAllowed),
  };
  const party = partyProblem(limits, { adults: b.adults, children, infants });
  if (party) throw rule(partyMessageText(party), party.field);

  const period = periodOf(offer);
  if (!period) throw rule('This ticket has no price for the chosen date', 'date');
  // The agency's contract in force on the booking's date sets its commission (domain/contracts); the
  // booking stores the amounts, so a later contract never changes it.
  const contract = await contractForSale(trx, agencyId, offer.supplierId, b.date, [offer.id]);
  const amounts = bookingAmounts(
    b.adults,
    children,
    contractedPrices(storedPrices(period), contract, offer.id),
  );
  if (b.expectedTotal != null && Math.abs(b.expectedTotal - amounts.totalUsd) >= 0.005) {
    throw new AppError('conflict', `Price changed: the total is now ${amounts.totalUsd.toFixed(2)} USD`, {
      title: 'Price changed',
      body: { total: amounts.totalUsd, totalAed: amounts.totalAed },
    });
  }

  const slot = chooseSlot(await findOfferSlots(trx, offer.id, hotel, b.date), b, offer.timeZone, now);
  const pickUp = slot ? pickUpOf(slot, b.startTime ?? slot.startMinutes) : null;
  const onRequest = offer.bookingType === OfferBookingType.OnRequest || slot?.type === TimeSlotType.OnRequest;

  const stamp = now.toISOString();
  // Two sends of one booking under different keys: the second rolls back (seats included) and its
  // retry finds the first by clientRef above.
  const row = await insertBookingUnlessClientRefTaken(trx, {
    clientRef: b.clientRef,
    requestHash,
    supplierId: offer.supplierId,
    agencyId,
    agentId: user.id,
    // Staff booking for an agency are its staff agents: their own id, negated (03 "Agent bookings").
    staffAgentId: onBehalf ? -user.id : null,
    date: b.date,
    bookingDateTime: stamp,
    tourId: offer.tourId,
    offerId: offer.id,
    timeSlotId: slot?.id ?? null,
    hotelId: hotel?.id ?? null,
    regionId: hotel?.regionId ?? null,
    arrivalId: guest.arrivalId,
    groupId: guest.groupId,
    groupInfoId: guest.groupInfoId,
    guestName: b.guestName,
    tel: b.phones ?? null,
    guestEmail: b.guestEmail || null,
    roomNumber: b.roomNumber ?? null,
    numAdults: b.adults,
    numChildren: children,
    numInfants: infants,
    startMinutes: b.startTime ?? slot?.startMinutes ?? null,
    endMinutes: b.endTime ?? slot?.endMinutes ?? null,
    pickUpTimeStart: pickUp?.timeStart ?? null,
    pickUpTimeEnd: pickUp?.timeEnd ?? null,
    paid: toUnits(b.paid ?? 0),
    paidOrig: toUnits(b.paidOrig ?? 0),
    collect: toUnits(b.collect ?? 0),
    collectOrig: toUnits(b.collectOrig ?? 0),
    grossSales: toUnits(amounts.totalUsd),
    grossSalesAed: toUnits(amounts.totalAed),
    agencyReceivable: toUnits(amounts.agencyReceivableUsd),
    netTotal: toUnits(amounts.netAed),
    priceAdult: period.priceAdult,
    priceChild: period.priceChild,
    priceTrip: period.priceTrip,
    voucher: b.voucherNumber ?? null,
    notes: b.notes ?? null,
    status: onRequest ? BookingStatus.PendingVerification : BookingStatus.New,
    createdAt: stamp,
    updatedAt: stamp,
  });
  if (!row) throw new AppError('conflict', 'This booking is being saved already; try again in a moment');
  // Attraction-ticket codes before seats: out of stock refuses the booking (422 out_of_stock) and rolls
  // it back before any seat of the slot's day is taken or locked.
  if (offer.isTicketsRequired === 1) {
    await takeBookingCodes(trx, {
      id: row.id,
      offerId: offer.id,
      date: b.date,
      adults: b.adults,
      children,
      infants,
    });
  }
  // Seats last: on PostgreSQL the seat row of the slot and day stays locked from here to the commit, and
  // every other booking of that slot and day waits for it; taken before the insert, the lock was held
  // through it too. Not enough seats rolls the booking back with the rest.
  if (slot && slot.type === TimeSlotType.Live) {
    // A hold that has lapsed gives its seats back before they are counted (holds.ts), so it never
    // stands in the way even when the periodic sweep has not come by yet.
    await releaseExpiredHolds(trx, now, { groupId: slot.groupId, date: b.date });
    // Read again under the group's share lock: a capacity save in progress is waited for, not undone.
    const sells = await capacityForSale(trx, slot);
    const taken = await takeSeats(
      trx,
      { groupId: slot.groupId, timeSlotId: seatsSlotId(sells), date: b.date, capacity: slotCapacity(sells) },
      pax,
    );
    if (!taken.ok)
      throw rule(
        taken.left === 0 ? `${slot.name} is full on this date` : `Not enough places: ${taken.left} left`,
        'timeSlotId',
      );
  }
  if (onBehalf) {
    await audit(trx, {
      userId: user.id,
      action: 'booking.create',
      subject: String(row.id),
      detail: { agencyId, onBehalf: true },
    });
  }
  return { status: 201, body: createdOf(row) };
}

function createdOf(r: {
  id: number;
  clientRef: string;
  status: number;
  grossSales: number;
  grossSalesAed: number;
}): CreatedBooking {
  return {
    id: r.id,
    clientRef: r.clientRef,
    status: r.status,
    total: fromUnits(r.grossSales),
    totalAed: fromUnits(r.grossSalesAed),
  };
}

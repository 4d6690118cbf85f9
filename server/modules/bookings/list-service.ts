import type { AgentBooking, OperatorBooking, ParsedBookingQuery } from '../../../contract';
import { BookingStatus } from '../../../contract';
import { addDaysUtc, todayUtc } from '../../../domain/dates';
import { fromUnits, round } from '../../../domain/money';
import { minutesToTime } from '../../../domain/time-input';
import { DEFAULT_TIME_ZONE } from '../../../domain/local-time';
import type { Db } from '../../db/database';
import { paging } from '../../http/paging';
import { moneyKept } from '../../../domain/cancellation';
import {
  commissionSums,
  countBookings,
  findBookings,
  sumBookings,
  type BookingListRow,
  type BookingScope,
} from './list-repo';

/** Operator list default window: today (UTC) plus 14 days. */
export const OPERATOR_WINDOW_DAYS = 14;

export function pickUpText(start: number | null, end: number | null): string | null {
  if (start == null) return null;
  return end != null && end !== start
    ? `${minutesToTime(start)}-${minutesToTime(end)}`
    : minutesToTime(start);
}

const TICKETLESS = new Set<number>([
  BookingStatus.Cancelled,
  BookingStatus.PendingVerification,
  BookingStatus.QuotationRequest,
]);

/**
 * A booking as the agent lists show it. The commissions list (`kept`) shows what the agency keeps:
 * a cancelled booking's gross, receivable and commission after its refund (domain/cancellation.ts).
 */
export function toAgentBooking(r: BookingListRow, kept = false): AgentBooking {
  const money = kept
    ? moneyKept(r, r.status === BookingStatus.Cancelled, r.refundPercent)
    : {
        grossSales: r.grossSales,
        agencyReceivable: r.agencyReceivable,
        commission: r.grossSales - r.agencyReceivable,
      };
  // USD per AED as the booking was priced, so the published rates match its total.
  const usdPerAed = r.grossSalesAed > 0 ? r.grossSales / r.grossSalesAed : 0;
  const usd = (aedUnits: number) => round(fromUnits(aedUnits) * usdPerAed, 2);
  return {
    id: r.id,
    date: r.date,
    tourId: r.tourId,
    tourName: r.tourName,
    offerId: r.offerId,
    offerName: r.offerName,
    hotelId: r.hotelId,
    hotelName: r.hotelName ?? r.customHotelName,
    pickUpTime: pickUpText(r.pickUpTimeStart, r.pickUpTimeEnd),
    pickUpTimeStart: r.pickUpTimeStart,
    pickUpTimeEnd: r.pickUpTimeEnd,
    roomNumber: r.roomNumber,
    guestName: r.guestName,
    tel: r.tel,
    numAdults: r.numAdults,
    numChildren: r.numChildren,
    numInfants: r.numInfants,
    numFoc: r.numFoc,
    grossSales: fromUnits(money.grossSales),
    agencyReceivable: fromUnits(money.agencyReceivable),
    commission: round(fromUnits(money.commission), 4),
    pricePerAdultUsd: usd(r.priceAdult),
    pricePerChildUsd: usd(r.priceChild),
    pricePerTripUsd: usd(r.priceTrip),
    agentId: r.agentId,
    agentName: r.agentName,
    staffAgentId: r.staffAgentId,
    agencyId: r.agencyId,
    agencyName: r.agencyName,
    status: r.status,
    voucher: r.voucher,
    notes: r.notes,
    groupId: r.groupId,
    canDownloadTickets:
      (r.isTicketsRequired === 1 || Number(r.hasProviderTickets) === 1) && !TICKETLESS.has(r.status),
    timeZone: r.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

export function toOperatorBooking(r: BookingListRow): OperatorBooking {
  return {
    id: r.id,
    date: r.date,
    bookingDateTime: r.bookingDateTime,
    tourId: r.tourId,
    tourName: r.tourName,
    offerId: r.offerId,
    offerName: r.offerName,
    hotelId: r.hotelId,
    hotelName: r.hotelName,
    customHotelName: r.customHotelName,
    region: r.regionName,
    guestName: r.guestName,
    tel: r.tel,
    ad: r.numAdults,
    ch: r.numChildren,
    inf: r.numInfants,
    foc: r.numFoc,
    paid: fromUnits(r.paid),
    paidTo: r.paidTo,
    collect: fromUnits(r.collect),
    collectTo: r.collectTo,
    voucher: r.voucher,
    status: r.status,
    agencyName: r.agencyName,
    timeZone: r.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** A page of the agent bookings list in the caller's scope (agent-scope.ts decides it). */
export async function listAgentBookings(db: Db, scope: BookingScope, q: ParsedBookingQuery) {
  const [total, rows] = await Promise.all([countBookings(db, scope, q), findBookings(db, scope, q)]);
  return { entities: rows.map((r) => toAgentBooking(r)), pagingInfo: paging(q.page, q.itemsPerPage, total) };
}

/**
 * A page of the agent commissions: what the agency keeps of each booking, and the totals of the whole
 * filter by the same rule (domain/cancellation.ts `moneyKept`; its SQL twin sums them).
 */
export async function listAgentCommissions(db: Db, scope: BookingScope, q: ParsedBookingQuery) {
  const [total, rows, sums] = await Promise.all([
    countBookings(db, scope, q),
    findBookings(db, scope, q),
    commissionSums(db, scope, q),
  ]);
  return {
    entities: rows.map((r) => toAgentBooking(r, true)),
    pagingInfo: paging(q.page, q.itemsPerPage, total),
    sums: {
      grossSales: fromUnits(sums.grossSales),
      agencyReceivable: fromUnits(sums.agencyReceivable),
      commission: round(fromUnits(sums.grossSales - sums.agencyReceivable), 4),
    },
  };
}

export async function listOperatorBookings(
  db: Db,
  scope: BookingScope,
  query: ParsedBookingQuery,
  today = todayUtc(),
) {
  const q = { ...query, from: query.from ?? today, to: query.to ?? addDaysUtc(today, OPERATOR_WINDOW_DAYS) };
  const [rows, { total, sums }] = await Promise.all([findBookings(db, scope, q), sumBookings(db, scope, q)]);
  return {
    entities: rows.map(toOperatorBooking),
    pagingInfo: paging(q.page, q.itemsPerPage, total),
    sums: { ...sums, paid: fromUnits(sums.paid), collect: fromUnits(sums.collect) },
    window: { from: q.from, to: q.to },
  };
}

import type { Db } from '../db/database';
import { fromUnits } from '../../domain/money';
import type { BookingListRow } from '../modules/bookings/list-repo';
import { ticketsOfBooking, type StoredTickets } from '../modules/external-bookings/repo';
import { codesOfBooking } from '../modules/ticket-stock/repo';
import { findAgencyContact, findOfferNotes, findSlotName, findSupplier } from './booking-document-repo';

export type StockCode = Awaited<ReturnType<typeof codesOfBooking>>[number];

/** Everything a booking's invoice, voucher and tickets print. */
export interface BookingDocument {
  booking: BookingListRow;
  slotName: string | null;
  /** Tickets bought from a provider (OCTO) for this booking, with their codes; empty for our own. */
  providerTickets?: StoredTickets[];
  /** Attraction-ticket codes the booking took from the supplier's stock (issue 25 item 10). */
  stockCodes?: StockCode[];
  supplier: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    taxRegistrationNumber: string | null;
  };
  agency: { name: string; email: string | null; phone: string | null };
  /** The supplier's notes as stored (HTML, maybe a block per language): each document takes its own. */
  notesToClients: string | null;
  money: {
    total: number;
    totalAed: number;
    paid: number;
    collect: number;
    collectAed: number;
    commission: number;
    receivable: number;
  };
}

function contact(json: string): { phone: string | null; email: string | null } {
  try {
    const c = JSON.parse(json) as { primary?: { phone?: string; email?: string } };
    return { phone: c.primary?.phone ?? null, email: c.primary?.email ?? null };
  } catch {
    return { phone: null, email: null };
  }
}

export async function loadBookingDocument(db: Db, booking: BookingListRow): Promise<BookingDocument> {
  const [slot, supplier, agency, offer, providerTickets, stockCodes] = await Promise.all([
    booking.timeSlotId ? findSlotName(db, booking.timeSlotId) : undefined,
    findSupplier(db, booking.supplierId),
    findAgencyContact(db, booking.agencyId),
    findOfferNotes(db, booking.offerId),
    ticketsOfBooking(db, booking.id),
    codesOfBooking(db, booking.id),
  ]);
  const support = contact(supplier.customerSupport);
  return {
    booking,
    slotName: slot ?? null,
    providerTickets,
    stockCodes,
    supplier: {
      name: supplier.name,
      address: supplier.address,
      phone: support.phone,
      email: support.email,
      taxRegistrationNumber: supplier.taxRegistrationNumber,
    },
    agency,
    notesToClients: offer?.offerNotes ?? offer?.tourNotes ?? supplier.defaultNotesToClientPostBooking,
    money: {
      total: fromUnits(booking.grossSales),
      totalAed: fromUnits(booking.grossSalesAed),
      paid: fromUnits(booking.paid),
      collect: fromUnits(booking.collect),
      collectAed: fromUnits(booking.collectOrig),
      commission: fromUnits(booking.grossSales - booking.agencyReceivable),
      receivable: fromUnits(booking.agencyReceivable),
    },
  };
}

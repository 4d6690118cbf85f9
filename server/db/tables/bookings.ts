import type { Generated } from 'kysely';

// Bookings.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface BookingsTable {
  id: Generated<number>;
  refundPercent: number | null;
  statusChangedAt: string | null;
  statusChangedBy: number | null;
  clientRef: string;
  /** sha256 of the new-booking body that made it (migration 0033); null for older bookings. */
  requestHash: string | null;
  supplierId: number;
  agencyId: number;
  agentId: number;
  staffAgentId: number | null;
  date: string;
  bookingDateTime: string;
  tourId: number;
  offerId: number;
  timeSlotId: number | null;
  hotelId: number | null;
  customHotelName: string | null;
  regionId: number | null;
  arrivalId: number | null;
  groupId: string | null;
  groupInfoId: number | null;
  guestName: string;
  tel: string | null;
  /** The guest's e-mail, when the agent gave one (migration 0053; a ticket provider may require it). */
  guestEmail: string | null;
  roomNumber: string | null;
  numAdults: Generated<number>;
  numChildren: Generated<number>;
  numInfants: Generated<number>;
  numFoc: Generated<number>;
  startMinutes: number | null;
  endMinutes: number | null;
  pickUpTimeStart: number | null;
  pickUpTimeEnd: number | null;
  paid: Generated<number>;
  paidOrig: Generated<number>;
  paidTo: string | null;
  collect: Generated<number>;
  collectOrig: Generated<number>;
  collectTo: string | null;
  grossSales: Generated<number>;
  grossSalesAed: Generated<number>;
  agencyReceivable: Generated<number>;
  netTotal: Generated<number>;
  priceAdult: Generated<number>;
  priceChild: Generated<number>;
  priceTrip: Generated<number>;
  voucher: string | null;
  notes: string | null;
  status: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** A booking's marks on its day (migration 0051): check-in or no-show, and cash collected. */
export interface CheckInsTable {
  bookingId: number;
  timeSlotId: number;
  date: string;
  state: string | null;
  stateBy: number | null;
  stateAt: string | null;
  /** 1/10000 of the currency unit; bigint on PostgreSQL comes back as a string. */
  cashAmount: number | string | null;
  cashCurrency: string | null;
  cashBy: number | null;
  cashAt: string | null;
  updatedAt: string;
}

/**
 * A booking held for a while (migration 0055): it takes its seats like any other, and lapses at
 * `expiresAt` unless the hold is lifted first (an OCTO reservation, until its confirm).
 */
export interface BookingHoldsTable {
  bookingId: number;
  expiresAt: string;
}

export interface BookingTables {
  bookings: BookingsTable;
  bookingHolds: BookingHoldsTable;
  checkIns: CheckInsTable;
}

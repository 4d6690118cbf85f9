// What an external ticket provider holds for a booking (migrations/2026-11-25-0025-external-bookings.ts).
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns).

export type ExternalTicketStatus = 'reserved' | 'confirmed' | 'cancelled' | 'cancel_failed';
export type ExternalTicketPart = 'all' | 'adults' | 'children';

export interface BookingExternalTicketsTable {
  bookingId: number;
  part: ExternalTicketPart;
  providerId: number;
  providerBookingUuid: string;
  supplierReference: string | null;
  status: ExternalTicketStatus;
  /** JSON: [{ unit, code }]. */
  codes: string;
  codeType: number;
  referencePrefix: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExternalBookingTables {
  bookingExternalTickets: BookingExternalTicketsTable;
}

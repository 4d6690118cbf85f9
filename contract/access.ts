import type { Role } from './enums';

// The one role table (issue 22): which roles may enter each area of the product. The server's route
// hooks (one per module plugin) and the client's menus and route guards read it, so a screen opens
// exactly when its calls are allowed. No zod here: the menu loads it without the schemas.
// What each role means across suppliers is written in docs/decisions.md ("One role table, one scope").

/** Operator staff who sell on behalf of an agency: they pick the agency on the new-booking form. */
export const SELLING_STAFF_ROLES = ['operations', 'admin', 'sales'] as const satisfies readonly Role[];

/** Arrivals staff: they read the bookings of the groups they see on the arrivals list, and change none. */
export const GROUP_READER_ROLES = ['arrivalsmanager', 'arrivalsadmin'] as const satisfies readonly Role[];

/** The catalogue's people (the Manage menu): admins and editors; a supereditor is an editor. */
const CATALOGUE = ['admin', 'editor', 'supereditor'] as const satisfies readonly Role[];
const SELLING = ['agent', ...SELLING_STAFF_ROLES] as const satisfies readonly Role[];
const BOOKINGS = ['accounts', 'admin', 'operations'] as const satisfies readonly Role[];
/**
 * Who reads the booking list and nothing more (issue 25 item 11): the supplier (the tour company's
 * own account) sees who booked its tours; the superadmin oversees its reach. Neither opens a
 * booking's documents or moves its status.
 */
const BOOKING_READERS = ['supplier', 'superadmin'] as const satisfies readonly Role[];

export const AREA_ROLES = {
  /** Arrivals lists, groups and their edits (the Arrivals menu). */
  arrivals: ['arrivalsmanager', 'arrivalsadmin', 'admin'],
  /** The airport rep's arrivals by flight, and whoever runs arrivals (issue 25 item 8). */
  airport: ['airportrep', 'arrivalsmanager', 'arrivalsadmin', 'admin'],
  /** Selling: the agent screens, the new-booking look-ups and the sale itself. */
  agent: SELLING,
  /** A group's bookings: its sellers, and the arrivals staff whose status link opens it (read only). */
  groupBookings: [...SELLING, ...GROUP_READER_ROLES],
  /** The operator's booking list (/bookings): its staff, and its read-only readers. */
  bookings: [...BOOKINGS, ...BOOKING_READERS],
  /** Vouchers, invoices and tickets of a booking: whoever sells it or keeps the operator's books. */
  bookingDocuments: ['agent', 'sales', ...BOOKINGS],
  /** Moving a booking's status: operator staff and agents (domain/booking-transitions.ts says who does what). */
  bookingStatus: ['operations', 'admin', 'agent'],
  /** Tours, tickets, time slots, pick-up times, photos, languages (the Manage menu). */
  catalogue: CATALOGUE,
  /** The availability chart: the catalogue's people, and operations, who run the day from it. */
  availability: ['operations', ...CATALOGUE],
  /** Attraction-ticket stock: codes loaded, frozen and counted (issue 25 item 9). */
  ticketStock: ['ticketsadmin', 'admin'],
  /**
   * A slot-day's manifest and its check-ins (issue 25 items 4–6): operations and the supplier's admin,
   * and the guides and drivers who work the day (domain/day-access.ts says which slot-days).
   */
  dayManifest: ['operations', 'admin', 'guide', 'driver'],
  /** The supplier's own settings (the Admin menu) and signing in as another user. */
  admin: ['admin'],
  /** Assigning a slot-day's guide, driver and vehicle from the chart (issue 25 item 3). */
  dispatch: ['operations', 'admin'],
  /** A guide's or driver's own slot-days, today and tomorrow (issue 25 item 4). */
  myDay: ['guide', 'driver'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

/**
 * Who may enter a route: anyone ('public'), any signed-in user ('user'), or holders of one of an
 * area's roles. The server's plugins and the client's paths both say it this way.
 */
export type AreaAccess = 'public' | 'user' | Area;

/** Whether these roles open an area; names compare case-insensitively, as the token's claim may vary. */
export function rolesEnter(area: Area, roles: readonly string[]): boolean {
  const mine = new Set(roles.map((r) => r.toLowerCase()));
  return AREA_ROLES[area].some((r) => mine.has(r));
}

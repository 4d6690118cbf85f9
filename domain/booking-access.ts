import { GROUP_READER_ROLES, SELLING_STAFF_ROLES } from '../contract/access';

// The role lists live in the one role table (contract/access.ts); the rules on them live here.
export { GROUP_READER_ROLES, SELLING_STAFF_ROLES };

/**
 * How a user works the agent screens (/agent/*):
 * - 'agent': an agency's own agent, selling for and reading their agency;
 * - 'staff': operator staff, selling for any agency they name and reading every agency's bookings;
 * - 'groups': arrivals staff, reading the bookings of arrivals groups only (no sale, no change);
 * - null: none of these screens.
 * An agent belongs to an agency; an 'agent' role without one sells nothing.
 */
export type BookingRole = 'agent' | 'staff' | 'groups';

const holds = (roles: readonly string[], wanted: readonly string[]) => {
  const mine = new Set(roles.map((r) => r.toLowerCase()));
  return wanted.some((r) => mine.has(r));
};

/**
 * Who works the agent screens: the roles, the agency and whether the user is the operator's staff (a
 * user of the supplier flagged isOperator; the server's request scope and the signed-in user both
 * carry it). The one rule for the server (bookings, agent-scope) and the client (menu, route guards,
 * new-booking form).
 */
export interface BookingActor {
  roles: readonly string[];
  agencyId: number | null;
  isOperatorStaff: boolean;
}

/**
 * 'staff' is the operator's selling staff only: a supplier's admin holds a selling role too, but no
 * agency buys through another supplier's back office, so the agent screens are not theirs (null).
 */
export function bookingRoleOf(who: BookingActor): BookingRole | null {
  const { roles, agencyId } = who;
  if (agencyId != null && holds(roles, ['agent'])) return 'agent';
  if (who.isOperatorStaff && holds(roles, SELLING_STAFF_ROLES)) return 'staff';
  if (holds(roles, GROUP_READER_ROLES)) return 'groups';
  return null;
}

/** Who may sell (open the new-booking form and its look-ups). */
export const canSell = (role: BookingRole | null): boolean => role === 'agent' || role === 'staff';

/**
 * Whether an area of the agent screens opens to a user whose roles the role table admits to it: selling
 * ('agent') to those who sell, a group's bookings ('groupBookings') to anyone with a booking role. Other
 * areas are the role table's alone. The server answers 403 exactly where this says no.
 */
export function agentAreaOpens(area: string, who: BookingActor): boolean {
  if (area === 'agent') return canSell(bookingRoleOf(who));
  if (area === 'groupBookings') return bookingRoleOf(who) !== null;
  return true;
}

/**
 * What an agent's list holds with 'Only my bookings' off (03-bookings: "agent screens show staff agents
 * and the agent's own bookings via the toggle"): an agency admin, the whole agency's; any other agent,
 * their own and those operator staff sold for the agency, never a colleague's. On, always their own.
 */
export type AgentListReach = 'own' | 'own-and-staff-sales' | 'agency';

export function agentListReach(isAgencyAdmin: boolean, onlyMine: boolean): AgentListReach {
  if (onlyMine) return 'own';
  return isAgencyAdmin ? 'agency' : 'own-and-staff-sales';
}

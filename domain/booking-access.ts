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

export function bookingRoleOf(roles: readonly string[], agencyId: number | null): BookingRole | null {
  if (agencyId != null && holds(roles, ['agent'])) return 'agent';
  if (holds(roles, SELLING_STAFF_ROLES)) return 'staff';
  if (holds(roles, GROUP_READER_ROLES)) return 'groups';
  return null;
}

/** Who may sell (open the new-booking form and its look-ups). */
export const canSell = (role: BookingRole | null): boolean => role === 'agent' || role === 'staff';

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

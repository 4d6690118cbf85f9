import type { Role } from '../../contract';
import { GROUP_READER_ROLES, SELLING_STAFF_ROLES } from '../../domain/booking-access';
import { hasAnyRole } from './session/roles';

/**
 * Who may open a route: anyone ('public'), only the signed-out ('guest': sign-in), any signed-in
 * user ('user'), or signed-in users holding one of the listed roles.
 */
export type Access = 'public' | 'guest' | 'user' | readonly Role[];

/** Role lists of the routes (the spec leaves them to us; see 01-platform section 6 and docs/decisions.md). */
export const ROLE_LISTS = {
  arrivals: ['arrivalsmanager', 'arrivalsadmin', 'admin'],
  /** Agents, and the operator staff who book on behalf of an agency (domain/booking-access.ts). */
  agent: ['agent', ...SELLING_STAFF_ROLES],
  /** A group's bookings: its agents and staff, and the arrivals staff whose status link opens it (read only). */
  groupBookings: ['agent', ...SELLING_STAFF_ROLES, ...GROUP_READER_ROLES],
  bookings: ['accounts', 'admin', 'operations'],
  catalogue: ['admin', 'editor'],
  /** The availability chart: the catalogue's people, and operations, who run the day from it. */
  availability: ['operations', 'admin', 'editor'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export function needsSignIn(access: Access): boolean {
  return access !== 'public' && access !== 'guest';
}

/** Whether a signed-in user with these roles may see a route's content. */
export function rolesAllow(access: Access, roles: readonly string[]): boolean {
  return typeof access === 'string' ? true : hasAnyRole(roles, access);
}

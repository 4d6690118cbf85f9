import type { Role } from '../../contract';
import { hasAnyRole } from './session/roles';

/**
 * Who may open a route: anyone ('public'), only the signed-out ('guest': sign-in), any signed-in
 * user ('user'), or signed-in users holding one of the listed roles.
 */
export type Access = 'public' | 'guest' | 'user' | readonly Role[];

/** Role lists of the routes (the spec leaves them to us; see 01-platform section 6). */
export const ROLE_LISTS = {
  arrivals: ['arrivalsmanager', 'arrivalsadmin', 'admin'],
  agent: ['agent', 'admin'],
  /** A group's bookings: its agents, and the arrivals staff whose status link opens it. */
  groupBookings: ['agent', 'admin', 'arrivalsmanager', 'arrivalsadmin'],
  bookings: ['accounts', 'admin', 'operations'],
  catalogue: ['admin', 'editor'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export function needsSignIn(access: Access): boolean {
  return access !== 'public' && access !== 'guest';
}

/** Whether a signed-in user with these roles may see a route's content. */
export function rolesAllow(access: Access, roles: readonly string[]): boolean {
  return typeof access === 'string' ? true : hasAnyRole(roles, access);
}

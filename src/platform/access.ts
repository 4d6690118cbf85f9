import { AREA_ROLES, type Area, type AreaAccess } from '../../contract/access';
import { agentAreaOpens, type BookingActor } from '../../domain/booking-access';
import { hasAnyRole } from './session/roles';

/**
 * Who may open a route: anyone ('public'), only the signed-out ('guest': sign-in), any signed-in
 * user ('user'), or signed-in users holding one of an area's roles in the one role table
 * (contract/access.ts), which the server's route hooks read too.
 */
export type Access = 'guest' | AreaAccess;

export function needsSignIn(access: Access): boolean {
  return access !== 'public' && access !== 'guest';
}

/** The roles of an area, as the one role table lists them. */
export function areaRoles(area: Area): readonly string[] {
  return AREA_ROLES[area];
}

/** Whether a signed-in user with these roles may see a route's content. */
export function rolesAllow(access: Access, roles: readonly string[]): boolean {
  return access === 'public' || access === 'guest' || access === 'user'
    ? true
    : hasAnyRole(roles, AREA_ROLES[access]);
}

/**
 * Whether a signed-in user may open a route: their roles (the role table) and, on the agent screens,
 * the rule the server's agent scope applies (domain/booking-access.ts): a supplier's admin holds a
 * selling role, but selling for an agency is the operator's staff's.
 */
export function userMayOpen(access: Access, user: BookingActor): boolean {
  return rolesAllow(access, user.roles) && agentAreaOpens(access, user);
}

import { AREA_ROLES, type Area, type AreaAccess } from '../../contract/access';
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

import type { Role } from '../../../contract';

/** True when the user holds at least one of the roles; names compare case-insensitively. */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  const mine = new Set(userRoles.map((r) => r.toLowerCase()));
  return allowed.some((r) => mine.has(r.toLowerCase()));
}

export function hasRole(userRoles: readonly string[], role: Role): boolean {
  return hasAnyRole(userRoles, [role]);
}

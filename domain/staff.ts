import { AGENCY_STAFF_ROLES, SUPPLIER_STAFF_ROLES } from '../contract/staff';

// Who manages whose users (issue 17). One mechanism serves two kinds of manager: a supplier's admin
// manages the supplier's users (Admin → Staff), and an agency's admin (the agency-admin flag of the
// token) manages the agency's agents (My Profile). The server asks these rules before every change; the
// screens ask them to show only what the manager may do.

/** Whose users a manager manages: one supplier's, or one agency's. */
export type StaffScope = { kind: 'supplier'; supplierId: number } | { kind: 'agency'; agencyId: number };

/** What the rules need to know of a signed-in user (the server's AuthUser and the client's user both fit). */
export interface StaffManager {
  id: number;
  roles: readonly string[];
  supplierId: number | null;
  agencyId: number | null;
  isAgencyAdmin: boolean;
}

/**
 * The users this user manages, or null when none: a supplier's admin manages the supplier's users; an
 * agency admin manages the agency's. A supplier's admin who is also flagged in an agency manages the
 * supplier's (the flag belongs to agency users only; the seed never mixes them).
 */
export function staffScopeOf(user: Omit<StaffManager, 'id'>): StaffScope | null {
  if (user.supplierId != null && user.roles.includes('admin'))
    return { kind: 'supplier', supplierId: user.supplierId };
  if (user.agencyId != null && user.isAgencyAdmin) return { kind: 'agency', agencyId: user.agencyId };
  return null;
}

/** The roles a manager of this scope may give (and take away). */
export function assignableRoles(scope: StaffScope): readonly string[] {
  return scope.kind === 'supplier' ? SUPPLIER_STAFF_ROLES : AGENCY_STAFF_ROLES;
}

export const ROLE_NOT_ALLOWED_MESSAGE = {
  supplier: 'A supplier admin can give supplier staff roles only',
  agency: 'An agency admin can give the agent role only',
} as const;

/** Why these roles cannot be given by this manager, or null when they may. */
export function rolesProblem(scope: StaffScope, roles: readonly string[]): string | null {
  const allowed = assignableRoles(scope);
  return roles.every((r) => allowed.includes(r)) ? null : ROLE_NOT_ALLOWED_MESSAGE[scope.kind];
}

/** Whether a user belongs to the manager's scope: any other user is "not found" to the manager. */
export function inScope(scope: StaffScope, user: { supplierId: number | null; agencyId: number | null }) {
  return scope.kind === 'supplier' ? user.supplierId === scope.supplierId : user.agencyId === scope.agencyId;
}

/**
 * A change that could leave nobody to manage the staff. For a supplier, "admin" is the admin role; for
 * an agency, the agency-admin flag.
 */
export type StaffChange =
  | { kind: 'roles'; roles: readonly string[] }
  | { kind: 'agencyAdmin'; isAgencyAdmin: boolean }
  | { kind: 'deactivate' };

export const LAST_ADMIN_MESSAGE =
  'You are the last active admin: give another user the admin role before removing your own or deactivating yourself';
export const OWN_AGENCY_ADMIN_MESSAGE =
  'You cannot take away your own agency admin rights or deactivate yourself: ask another agency admin';

/**
 * A scope must keep at least one active admin, or nobody could manage its staff again. The admin
 * making the change is always an active admin, so in practice this refuses only the last admin
 * removing their own admin role or deactivating themselves.
 */
export function leavesNoAdmin(
  activeAdminIds: readonly number[],
  targetId: number,
  change: StaffChange,
): boolean {
  const keepsAdmin =
    (change.kind === 'roles' && change.roles.includes('admin')) ||
    (change.kind === 'agencyAdmin' && change.isAgencyAdmin);
  const remaining = activeAdminIds.filter((id) => id !== targetId).length + (keepsAdmin ? 1 : 0);
  // A scope that already has no admin (an operator-made set-up) is not made worse by this change.
  return remaining === 0 && activeAdminIds.includes(targetId);
}

/**
 * Why this change may not be made, or null. An agency admin never removes themselves (their own flag,
 * their own account): an agency's admins are often one or two people at a desk, and one of them
 * locking themselves out by a tap is worse than asking the other. A supplier's admin may, while another
 * admin remains (the last-admin rule).
 */
export function staffChangeProblem(
  scope: StaffScope,
  managerId: number,
  targetId: number,
  change: StaffChange,
  activeAdminIds: readonly number[],
): { reason: 'last_admin' | 'own_admin'; message: string } | null {
  const removesSelf =
    managerId === targetId &&
    (change.kind === 'deactivate' || (change.kind === 'agencyAdmin' && !change.isAgencyAdmin));
  if (scope.kind === 'agency' && removesSelf)
    return { reason: 'own_admin', message: OWN_AGENCY_ADMIN_MESSAGE };
  if (leavesNoAdmin(activeAdminIds, targetId, change))
    return { reason: 'last_admin', message: LAST_ADMIN_MESSAGE };
  return null;
}

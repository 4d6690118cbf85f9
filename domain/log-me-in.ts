// Whom an admin may log in as (GET /api/auth/logmein, issue 22): a token for another user carries that
// user's roles and tenant, so logging in as someone is holding their rights. The rule keeps it inside
// the caller's scope and never above the caller (docs/decisions.md "Log me in stays in the caller's
// scope").
import { SUPPLIER_STAFF_ROLES } from '../contract/staff';

/** Roles nobody is logged in as: they manage staff and the installation, so holding them is never lent. */
export const NEVER_LOGGED_IN_AS = ['admin', 'superadmin'] as const;

export interface LogMeInCaller {
  roles: readonly string[];
  supplierId: number | null;
  /** Whether the caller's supplier is the operator (the installation's provider). */
  isOperator: boolean;
}

export interface LogMeInTarget {
  roles: readonly string[];
  supplierId: number | null;
}

export type LogMeInRefusal = 'out_of_scope' | 'admin_target' | 'above_caller';

export const LOG_ME_IN_MESSAGES: Record<Exclude<LogMeInRefusal, 'out_of_scope'>, string> = {
  admin_target: 'Nobody can log in as a user who holds the admin or superadmin role',
  above_caller: 'You cannot log in as a user who holds a role you neither hold nor may give',
};

/**
 * Why this caller may not log in as this user, or null when they may:
 * - out of scope (the caller does not see this user; answered as "not found"): the operator's admin
 *   sees every user; a supplier's admin sees their own supplier's staff only; an admin of no supplier
 *   sees nobody;
 * - an admin or superadmin is never logged in as, by anyone (no lateral take-over of another admin,
 *   no way up to superadmin);
 * - a supplier's admin may not become a user holding a role they neither hold nor may give (the
 *   supplier staff roles, which they could give themselves anyway); the operator's admin may
 *   (operations, accounts, agents…: they look at what the user sees).
 */
export function logMeInRefusal(caller: LogMeInCaller, target: LogMeInTarget): LogMeInRefusal | null {
  const inScope =
    caller.roles.includes('admin') &&
    (caller.isOperator || (caller.supplierId != null && target.supplierId === caller.supplierId));
  if (!inScope) return 'out_of_scope';
  if (target.roles.some((r) => (NEVER_LOGGED_IN_AS as readonly string[]).includes(r))) return 'admin_target';
  const own = [...caller.roles, ...SUPPLIER_STAFF_ROLES] as readonly string[];
  if (!caller.isOperator && !target.roles.every((r) => own.includes(r))) return 'above_caller';
  return null;
}

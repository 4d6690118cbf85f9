import { createHash, randomBytes } from 'node:crypto';
import {
  SET_PASSWORD_LINK_HOURS,
  type SetPasswordForm,
  type SetPasswordInfo,
  type SetPasswordLink,
  type StaffAuditEntry,
  type StaffInvite,
  type StaffInviteResult,
  type StaffRefusal,
  type StaffUser,
} from '../../../contract';
import {
  assignableRoles,
  rolesProblem,
  staffChangeProblem,
  staffScopeOf,
  type StaffChange,
  type StaffScope,
} from '../../../domain/staff';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { hashPassword } from '../../auth/password';
import { weakPasswordMessage } from '../../auth/password-policy';
import { AppError, badRequest } from '../../http/errors';
import { audit, setPassword } from '../auth/repo';
import {
  activeAdminIds,
  emailTaken,
  findLinkUser,
  findStaff,
  insertLink,
  insertStaff,
  listStaff,
  lockStaffScope,
  replaceRoles,
  setActive,
  setAgencyAdmin,
  staffAudit,
  staffAuditSubject,
  spendLink,
  type StaffRow,
} from './staff-repo';

export const STAFF_NOT_FOUND = 'User not found or you are not allowed to manage it';
export const LINK_INVALID =
  'This link is invalid, already used or expired. Ask your administrator for a new one.';

const refusal = (code: 'business_rule' | 'not_found' | 'forbidden', reason: StaffRefusal, message: string) =>
  new AppError(code, message, { body: { reason } });

/** The users the caller manages (domain/staff.ts): 403 for a user who manages nobody's. */
export function ownStaffScope(user: AuthUser): StaffScope {
  const scope = staffScopeOf(user);
  if (!scope) throw new AppError('forbidden', 'Your role does not allow this');
  return scope;
}

/** 403 when the manager may not give these roles (an agency admin giving a supplier role, and back). */
function checkRoles(scope: StaffScope, roles: readonly string[]): void {
  const problem = rolesProblem(scope, roles);
  if (problem) throw refusal('forbidden', 'role_not_allowed', problem);
}

function toStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    roles: row.roles,
    isActive: row.isActive === 1,
    isAgencyAdmin: row.isAgencyAdmin === 1,
    isInvited: !row.passwordHash.startsWith('scrypt$'),
    lastSignInAt: row.lastSignInAt,
  };
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh one-time link: 32 random bytes, of which only the SHA-256 is stored. */
async function newLink(db: Db, userId: number, by: AuthUser): Promise<SetPasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SET_PASSWORD_LINK_HOURS * 3600_000).toISOString();
  await insertLink(db, {
    tokenHash: tokenHashOf(token),
    userId,
    createdBy: by.id,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  return { path: `/account/setpassword/${token}`, expiresAt };
}

async function record(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  action: string,
  target: { id: number; email: string },
  detail: Record<string, unknown> = {},
  ip?: string,
): Promise<void> {
  await audit(db, {
    userId: by.id,
    action: `staff.${action}`,
    subject: staffAuditSubject(scope),
    detail: { userId: target.id, email: target.email, ...detail },
    ip,
  });
}

async function staffOrNotFound(db: Db, scope: StaffScope, userId: number): Promise<StaffRow> {
  const row = await findStaff(db, scope, userId);
  if (!row) throw new AppError('not_found', STAFF_NOT_FOUND);
  return row;
}

/**
 * Call lockStaffScope first, in the change's own transaction, before reading the user: the admins this
 * counts are then the ones the change will leave, even with another admin's change racing it.
 */
async function checkChange(db: Db, scope: StaffScope, by: AuthUser, userId: number, change: StaffChange) {
  const problem = staffChangeProblem(scope, by.id, userId, change, await activeAdminIds(db, scope));
  if (problem) throw refusal('business_rule', problem.reason, problem.message);
}

export async function getStaff(db: Db, scope: StaffScope): Promise<StaffUser[]> {
  return (await listStaff(db, scope)).map(toStaffUser);
}

export async function inviteStaff(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  invite: StaffInvite,
  ip: string,
): Promise<StaffInviteResult> {
  checkRoles(scope, invite.roles);
  const email = invite.email.toLowerCase();
  // E-mails sign people in, so they are unique across the installation.
  if (await emailTaken(db, email)) {
    throw new AppError('business_rule', 'A user with this e-mail already exists', {
      body: { reason: 'email_taken' satisfies StaffRefusal },
      fields: { email: 'A user with this e-mail already exists' },
    });
  }
  const isAgencyAdmin = scope.kind === 'agency' && invite.isAgencyAdmin === true;
  const id = await insertStaff(db, scope, {
    email,
    fullName: invite.fullName,
    roles: invite.roles,
    isAgencyAdmin,
  });
  const link = await newLink(db, id, by);
  await record(db, scope, by, 'invite', { id, email }, { roles: invite.roles, isAgencyAdmin }, ip);
  return { user: toStaffUser(await staffOrNotFound(db, scope, id)), link };
}

export async function changeRoles(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  userId: number,
  roles: string[],
  ip: string,
): Promise<StaffUser> {
  checkRoles(scope, roles);
  await lockStaffScope(db, scope);
  const row = await staffOrNotFound(db, scope, userId);
  // The operator's staff may hold roles their manager cannot give (operations, sales…): those stay.
  const kept = row.roles.filter((r) => !assignableRoles(scope).includes(r));
  const next = [...new Set([...kept, ...roles])].sort();
  if (row.isActive === 1) await checkChange(db, scope, by, userId, { kind: 'roles', roles: next });
  await replaceRoles(db, userId, next);
  await record(db, scope, by, 'roles', row, { from: row.roles, to: next }, ip);
  return toStaffUser(await staffOrNotFound(db, scope, userId));
}

/** An agency admin gives or takes the agency-admin flag of one of the agency's users. */
export async function changeAgencyAdmin(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  userId: number,
  isAgencyAdmin: boolean,
  ip: string,
): Promise<StaffUser> {
  if (scope.kind !== 'agency')
    throw new AppError('forbidden', "Only an agency's admin gives the agency-admin flag");
  await lockStaffScope(db, scope);
  const row = await staffOrNotFound(db, scope, userId);
  if ((row.isAgencyAdmin === 1) === isAgencyAdmin) return toStaffUser(row);
  if (row.isActive === 1) await checkChange(db, scope, by, userId, { kind: 'agencyAdmin', isAgencyAdmin });
  await setAgencyAdmin(db, userId, isAgencyAdmin);
  await record(db, scope, by, 'agencyadmin', row, { from: row.isAgencyAdmin === 1, to: isAgencyAdmin }, ip);
  return toStaffUser(await staffOrNotFound(db, scope, userId));
}

export async function setStaffActive(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  userId: number,
  active: boolean,
  ip: string,
): Promise<StaffUser> {
  await lockStaffScope(db, scope);
  const row = await staffOrNotFound(db, scope, userId);
  if (!active) await checkChange(db, scope, by, userId, { kind: 'deactivate' });
  await setActive(db, userId, active);
  await record(db, scope, by, active ? 'reactivate' : 'deactivate', row, {}, ip);
  return toStaffUser(await staffOrNotFound(db, scope, userId));
}

export async function resetStaffPassword(
  db: Db,
  scope: StaffScope,
  by: AuthUser,
  userId: number,
  ip: string,
): Promise<SetPasswordLink> {
  const row = await staffOrNotFound(db, scope, userId);
  if (row.isActive !== 1)
    throw new AppError('business_rule', 'Reactivate this user before giving them a set-password link');
  const link = await newLink(db, userId, by);
  await record(db, scope, by, 'resetpassword', row, {}, ip);
  return link;
}

function describe(action: string, detail: Record<string, unknown>): string {
  const roles = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
  if (action === 'staff.invite')
    return detail.isAgencyAdmin === true ? `${roles(detail.roles)}, agency admin` : roles(detail.roles);
  if (action === 'staff.roles') return `${roles(detail.from)} → ${roles(detail.to)}`;
  if (action === 'staff.agencyadmin') return detail.to === true ? 'agency admin' : 'not agency admin';
  return '';
}

export async function getStaffAudit(db: Db, scope: StaffScope): Promise<StaffAuditEntry[]> {
  const rows = await staffAudit(db, scope);
  return rows.map((r) => {
    let detail: Record<string, unknown> = {};
    try {
      detail = JSON.parse(r.detail ?? '{}') as Record<string, unknown>;
    } catch {
      // An unreadable detail still shows who did what and when.
    }
    return {
      at: r.at,
      by: r.by ?? null,
      action: r.action.replace(/^staff\./, ''),
      subject: typeof detail.email === 'string' ? detail.email : null,
      detail: describe(r.action, detail) || null,
    };
  });
}

export async function setPasswordInfo(db: Db, token: string): Promise<SetPasswordInfo> {
  const user = await findLinkUser(db, tokenHashOf(token), new Date().toISOString());
  if (!user) throw refusal('not_found', 'link_invalid', LINK_INVALID);
  return { email: user.email, fullName: user.fullName };
}

/**
 * The hash of a link's new password, made outside the write transaction (scrypt takes ~50 ms): 404 for a
 * link that does not work, 400 for a weak password (server/auth/password-policy.ts), which needs the
 * link's user to compare with their e-mail.
 */
export async function linkPasswordHash(db: Db, form: SetPasswordForm): Promise<string> {
  const user = await findLinkUser(db, tokenHashOf(form.token), new Date().toISOString());
  if (!user) throw refusal('not_found', 'link_invalid', LINK_INVALID);
  const weak = weakPasswordMessage(form.password, user.email);
  if (weak) throw badRequest(weak, { password: weak });
  return hashPassword(form.password);
}

/**
 * Sets the password through a link, once: the link is used in the same transaction. The password's
 * hash is made before (scrypt takes ~50 ms, too long to hold a write transaction for).
 */
export async function setPasswordByLink(
  db: Db,
  form: SetPasswordForm,
  passwordHash: string,
  ip: string,
): Promise<{ email: string }> {
  const hash = tokenHashOf(form.token);
  const now = new Date().toISOString();
  const user = await findLinkUser(db, hash, now);
  if (!user || !(await spendLink(db, hash, now))) throw refusal('not_found', 'link_invalid', LINK_INVALID);
  await setPassword(db, user.id, passwordHash);
  await audit(db, {
    userId: user.id,
    action: 'staff.setpassword',
    subject:
      user.supplierId != null
        ? staffAuditSubject({ kind: 'supplier', supplierId: user.supplierId })
        : user.agencyId != null
          ? staffAuditSubject({ kind: 'agency', agencyId: user.agencyId })
          : user.email,
    detail: { userId: user.id, email: user.email },
    ip,
  });
  return { email: user.email };
}

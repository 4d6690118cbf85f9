import type { StaffScope } from '../../../domain/staff';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

// SQL of a supplier's or an agency's staff: its users, their roles and set-password links. Every read
// and write takes the manager's scope, so another supplier's or agency's user is simply not found.

/** The users column that says whose user a user is. */
const scopeColumn = (scope: StaffScope) => (scope.kind === 'supplier' ? 'supplierId' : 'agencyId');
const scopeId = (scope: StaffScope) => (scope.kind === 'supplier' ? scope.supplierId : scope.agencyId);

export interface StaffRow {
  id: number;
  email: string;
  fullName: string;
  isActive: number;
  isAgencyAdmin: number;
  passwordHash: string;
  lastSignInAt: string | null;
  roles: string[];
}

export async function listStaff(db: Db, scope: StaffScope, userId?: number): Promise<StaffRow[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'fullName', 'isActive', 'isAgencyAdmin', 'passwordHash', 'lastSignInAt'])
    .where(scopeColumn(scope), '=', scopeId(scope))
    .where('isDeleted', '=', 0);
  if (userId !== undefined) query = query.where('id', '=', userId);
  const users = await query.orderBy('fullName').orderBy('id').execute();
  if (users.length === 0) return [];
  const roles = await db
    .selectFrom('userRoles')
    .select(['userId', 'role'])
    .where(
      'userId',
      'in',
      users.map((u) => u.id),
    )
    .orderBy('role')
    .execute();
  return users.map((u) => ({
    ...u,
    isActive: Number(u.isActive),
    isAgencyAdmin: Number(u.isAgencyAdmin),
    roles: roles.filter((r) => r.userId === u.id).map((r) => r.role),
  }));
}

export async function findStaff(db: Db, scope: StaffScope, userId: number): Promise<StaffRow | null> {
  return (await listStaff(db, scope, userId))[0] ?? null;
}

/**
 * Holds the scope's row (the supplier or the agency) until the caller's transaction ends, so changes
 * that could remove an admin take turns: the second reads the admins the first left (issue 22: two
 * admins demoting each other at once on PostgreSQL both saw the other still there). SQLite needs no
 * lock: its writes run one at a time in one write transaction (db/group-commit.ts).
 */
export async function lockStaffScope(db: Db, scope: StaffScope): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const query =
    scope.kind === 'supplier'
      ? db.selectFrom('suppliers').select('id').where('id', '=', scope.supplierId)
      : db.selectFrom('agencies').select('id').where('id', '=', scope.agencyId);
  await query.forUpdate().execute();
}

/** Ids of the scope's active admins: a supplier's users with the admin role, an agency's flagged users. */
export async function activeAdminIds(db: Db, scope: StaffScope): Promise<number[]> {
  if (scope.kind === 'agency') {
    const flagged = await db
      .selectFrom('users')
      .select('id')
      .where('agencyId', '=', scope.agencyId)
      .where('isDeleted', '=', 0)
      .where('isActive', '=', 1)
      .where('isAgencyAdmin', '=', 1)
      .execute();
    return flagged.map((r) => r.id);
  }
  const supplierId = scope.supplierId;
  const rows = await db
    .selectFrom('users')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .select('users.id')
    .where('users.supplierId', '=', supplierId)
    .where('users.isDeleted', '=', 0)
    .where('users.isActive', '=', 1)
    .where('userRoles.role', '=', 'admin')
    .execute();
  return rows.map((r) => r.id);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertStaff(
  db: Db,
  scope: StaffScope,
  u: { email: string; fullName: string; roles: readonly string[]; isAgencyAdmin: boolean },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email,
      fullName: u.fullName,
      // Not a hash any password can match (verifyPassword wants 'scrypt$…'): the invitee sets one by link.
      passwordHash: '!invited',
      supplierId: scope.kind === 'supplier' ? scope.supplierId : null,
      agencyId: scope.kind === 'agency' ? scope.agencyId : null,
      isAgencyAdmin: scope.kind === 'agency' && u.isAgencyAdmin ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('userRoles')
    .values(u.roles.map((role) => ({ userId: row.id, role })))
    .execute();
  return row.id;
}

/** Replaces the roles and ends the user's sessions, so a removed role stops working at once. */
export async function replaceRoles(db: Db, userId: number, roles: readonly string[]): Promise<void> {
  await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
  await db
    .insertInto('userRoles')
    .values(roles.map((role) => ({ userId, role })))
    .execute();
  await endSessions(db, userId);
}

export async function setActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ isActive: active ? 1 : 0, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Gives or takes the agency-admin flag and ends the user's sessions: the flag travels in the token. */
export async function setAgencyAdmin(db: Db, userId: number, isAgencyAdmin: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ isAgencyAdmin: isAgencyAdmin ? 1 : 0, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Every token carries the version it was signed with; the guard refuses older ones. */
async function endSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** A new link ends the user's earlier unused ones: only the latest link given out works. */
export async function insertLink(
  db: Db,
  link: { tokenHash: string; userId: number; createdBy: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('setPasswordLinks')
    .set({ usedAt: link.createdAt })
    .where('userId', '=', link.userId)
    .where('usedAt', 'is', null)
    .execute();
  await db.insertInto('setPasswordLinks').values(link).execute();
}

/** The link's user, when the link is unused, unexpired, and its user still active. */
export async function findLinkUser(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('setPasswordLinks')
    .innerJoin('users', 'users.id', 'setPasswordLinks.userId')
    .select(['users.id', 'users.email', 'users.fullName', 'users.supplierId', 'users.agencyId'])
    .where('setPasswordLinks.tokenHash', '=', tokenHash)
    .where('setPasswordLinks.usedAt', 'is', null)
    .where('setPasswordLinks.expiresAt', '>', now)
    .where('users.isActive', '=', 1)
    .where('users.isDeleted', '=', 0)
    .executeTakeFirst();
}

/** Uses the link: true only for the one caller whose update found it unused (a racing second gets false). */
export async function spendLink(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('setPasswordLinks')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Staff changes are audited with the supplier or agency as subject (indexed by subject and time). */
export const staffAuditSubject = (scope: StaffScope) => `${scope.kind}:${scopeId(scope)}:staff`;

export async function staffAudit(db: Db, scope: StaffScope, limit = 200) {
  return db
    .selectFrom('auditLog')
    .leftJoin('users as actor', 'actor.id', 'auditLog.userId')
    .select(['auditLog.at', 'actor.email as by', 'auditLog.action', 'auditLog.detail'])
    .where('auditLog.subject', '=', staffAuditSubject(scope))
    .orderBy('auditLog.at', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(limit)
    .execute();
}

import type { Role } from '../../../contract';
import type { ClaimsSource } from '../../auth/tokens';
import type { Db } from '../../db/database';

export interface UserWithRoles extends ClaimsSource {
  passwordHash: string;
}

export async function findUser(
  db: Db,
  by: { email: string } | { id: number },
): Promise<UserWithRoles | null> {
  let query = db
    .selectFrom('users')
    .leftJoin('agencies', 'agencies.id', 'users.agencyId')
    .leftJoin('suppliers', 'suppliers.id', 'users.supplierId')
    .select([
      'suppliers.isOperator',
      'suppliers.timeZone',
      'users.id',
      'users.email',
      'users.fullName',
      'users.passwordHash',
      'users.isAgencyAdmin',
      'users.supplierId',
      'users.agencyId',
      'users.tokenVersion',
      'agencies.name as agencyName',
    ])
    .where('users.isDeleted', '=', 0)
    // A deactivated user cannot sign in (nor be signed in as); their tokens already fail (tokenVersion).
    .where('users.isActive', '=', 1);
  query =
    'email' in by
      ? query.where('users.email', '=', by.email.toLowerCase())
      : query.where('users.id', '=', by.id);
  const found = await query.executeTakeFirst();
  if (!found) return null;
  const { isOperator, ...row } = found;
  const roles = await db
    .selectFrom('userRoles')
    .select('role')
    .where('userId', '=', row.id)
    .orderBy('role')
    .execute();
  return { ...row, isOperatorStaff: Number(isOperator) === 1, roles: roles.map((r) => r.role as Role) };
}

/** Changing the password bumps the token version, which ends every older token. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends one session on every API instance: the guard refuses its token from now on. The row is kept
 * until the token would have expired; expired rows are pruned here, so the table holds only the
 * sessions signed out within one token lifetime.
 */
export async function revokeSession(
  db: Db,
  session: { sid: string; userId: number; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('revokedSessions')
    .values(session)
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();
  await db.deleteFrom('revokedSessions').where('expiresAt', '<', new Date().toISOString()).execute();
}

export async function audit(
  db: Db,
  entry: { userId: number | null; action: string; subject?: string; detail?: object; ip?: string },
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      at: new Date().toISOString(),
      userId: entry.userId,
      action: entry.action,
      subject: entry.subject ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Shown on the admin's Staff list. */
export async function recordSignIn(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ lastSignInAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

import type { ChangePasswordForm, SessionUser, SignInForm } from '../../../contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import { weakPasswordMessage } from '../../auth/password-policy';
import { checkThrottled } from '../../auth/throttle';
import { claimsOf, type TokenService } from '../../auth/tokens';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { RequestScope } from '../../auth/scope';
import { LOG_ME_IN_MESSAGES, logMeInRefusal } from '../../../domain/log-me-in';
import { audit, findUser, recordSignIn, revokeSession, setPassword, type UserWithRoles } from './repo';

// Verifying against a real hash even for unknown e-mails keeps the answer time the same, so timing
// does not reveal which e-mails have accounts.
const decoyHash = hashPassword('decoy-password-for-timing');

export async function signIn(
  db: Db,
  tokens: TokenService,
  form: SignInForm,
  ip: string,
): Promise<{ token: string; isOperatorStaff: boolean }> {
  const email = form.email.trim().toLowerCase();
  const user = await findUser(db, { email });
  const ok = await checkThrottled(db, 'signin', email, ip, async () =>
    user
      ? verifyPassword(form.password, user.passwordHash)
      : (await verifyPassword(form.password, await decoyHash), false),
  );
  if (!user || !ok) throw new AppError('unauthorized', 'Wrong email of password');
  await recordSignIn(db, user.id);
  return { token: await tokens.sign(claimsOf(user)), isOperatorStaff: user.isOperatorStaff };
}

/**
 * A token for another user, inside the caller's scope and never above the caller (domain/log-me-in.ts).
 * A user outside the scope is answered as unknown (404, the same words), so the call does not reveal
 * who has an account elsewhere; one in scope but refused is 403. Every try is audited, refused or not.
 */
export async function logMeIn(
  db: Db,
  tokens: TokenService,
  scope: RequestScope,
  email: string,
  ip: string,
): Promise<{ token: string }> {
  const admin = scope.user;
  const wanted = email.trim().toLowerCase();
  const user = await findUser(db, { email: wanted });
  const refusal = user
    ? logMeInRefusal(
        { roles: admin.roles, supplierId: admin.supplierId, isOperator: scope.isOperatorStaff },
        user,
      )
    : 'out_of_scope';
  if (!user || refusal) {
    const reason = refusal ?? 'out_of_scope';
    await audit(db, {
      userId: admin.id,
      action: 'auth.logmein.refused',
      subject: wanted,
      detail: { reason },
      ip,
    });
    if (reason === 'out_of_scope') throw notFound(`No user with the e-mail ${email}`);
    throw forbidden(LOG_ME_IN_MESSAGES[reason]);
  }
  await audit(db, {
    userId: admin.id,
    action: 'auth.logmein',
    subject: user.email,
    detail: { targetUserId: user.id },
    ip,
  });
  return { token: await tokens.sign(claimsOf(user)) };
}

export async function changePassword(
  db: Db,
  tokens: TokenService,
  caller: AuthUser,
  form: ChangePasswordForm,
  ip: string,
): Promise<{ token: string }> {
  const user = await findUser(db, { id: caller.id });
  if (!user) throw new AppError('unauthorized', 'Please sign in');
  // A stolen token must not become a way to guess the password: counted per account, like sign-in.
  const ok = await checkThrottled(db, 'changepassword', user.email, ip, () =>
    verifyPassword(form.currentPassword, user.passwordHash),
  );
  if (!ok) {
    throw badRequest('Current password is wrong', { currentPassword: 'Current password is wrong' });
  }
  if (form.password === form.currentPassword) {
    throw badRequest('The new password must differ from the current one', {
      password: 'The new password must differ from the current one',
    });
  }
  const weak = weakPasswordMessage(form.password, user.email);
  if (weak) throw badRequest(weak, { password: weak });
  await setPassword(db, user.id, await hashPassword(form.password));
  await audit(db, { userId: user.id, action: 'auth.changepassword', subject: user.email, ip });
  const updated = (await findUser(db, { id: user.id })) as UserWithRoles;
  return { token: await tokens.sign(claimsOf(updated)) };
}

/**
 * Signs out the sessions of the tokens presented (the bearer and the cookie, when they differ): each
 * valid one is revoked for what is left of its lifetime. Anything else is ignored, so a sign-out with
 * an expired or foreign token still clears the cookie.
 */
export async function signOut(
  db: Db,
  tokens: TokenService,
  presented: Array<string | null | undefined>,
): Promise<void> {
  for (const token of new Set(presented)) {
    const verified = token ? await tokens.verify(token) : null;
    if (verified)
      await revokeSession(db, {
        sid: verified.sessionId,
        userId: verified.claims.uid,
        expiresAt: verified.expiresAt,
      });
  }
}

export function toSessionUser(u: UserWithRoles): SessionUser {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    agencyName: u.agencyName ?? '',
    isAgencyAdmin: u.isAgencyAdmin === 1,
    roles: u.roles,
    supplierId: u.supplierId,
    agencyId: u.agencyId,
    isOperatorStaff: u.isOperatorStaff,
    timeZone: u.timeZone,
  };
}

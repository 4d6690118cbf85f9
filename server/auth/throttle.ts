import type { Db } from '../db/database';
import { AppError } from '../http/errors';

/** Sign-in throttling, counted in the database so it holds across API instances. */
export const THROTTLE = {
  perAddress: { failures: 5, windowMs: 15 * 60_000 },
  perEmail: { failures: 100, windowMs: 60 * 60_000 },
} as const;

function isoAgo(now: number, ms: number): string {
  return new Date(now - ms).toISOString();
}

/**
 * Refuses with 429 (and Retry-After) when the e-mail has failed too often from this address, or from
 * anywhere. Failures before the last success from the same address do not count.
 */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now = Date.now()): Promise<void> {
  const lastSuccess = await db
    .selectFrom('signInAttempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('succeeded', '=', 1)
    .executeTakeFirst();
  const windowStart = isoAgo(now, THROTTLE.perAddress.windowMs);
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const local = await db
    .selectFrom('signInAttempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('succeeded', '=', 0)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(local.n) >= THROTTLE.perAddress.failures) {
    throw tooMany(local.oldest, THROTTLE.perAddress.windowMs, now);
  }
  const global = await db
    .selectFrom('signInAttempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('at', '>', isoAgo(now, THROTTLE.perEmail.windowMs))
    .executeTakeFirstOrThrow();
  if (Number(global.n) >= THROTTLE.perEmail.failures) {
    throw tooMany(global.oldest, THROTTLE.perEmail.windowMs, now);
  }
}

function tooMany(oldest: string | null, windowMs: number, now: number): AppError {
  const retryAfter = oldest ? Math.max(1, Math.ceil((Date.parse(oldest) + windowMs - now) / 1000)) : 60;
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError('too_many_requests', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export async function recordSignInAttempt(db: Db, email: string, ip: string, succeeded: boolean, now = Date.now()): Promise<void> {
  await db
    .insertInto('signInAttempts')
    .values({ email, ip, succeeded: succeeded ? 1 : 0, at: new Date(now).toISOString() })
    .execute();
  // Keep the table small: nothing older than the longest window is ever read again.
  if (succeeded) {
    await db.deleteFrom('signInAttempts').where('email', '=', email).where('at', '<', isoAgo(now, 24 * 60 * 60_000)).execute();
  }
}

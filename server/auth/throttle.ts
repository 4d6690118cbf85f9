import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { AppError } from '../http/errors';
import {
  countAttemptRows,
  deleteAttemptsBefore,
  insertPendingAttempt,
  lockAttemptsUntilCommit,
  settleAttemptRow,
} from './throttle-repo';

/** What a password is offered for; each kind is counted apart. */
export type AttemptKind = 'signin' | 'changepassword';

interface Rule {
  failures: number;
  windowMs: number;
  /** Count only attempts from the caller's address. */
  sameAddress: boolean;
  /** Failures before the last success (from the same address, when sameAddress) do not count. */
  resetBySuccess: boolean;
}

/** Password throttling, counted in the database so it holds across API instances. */
export const THROTTLE = {
  perAddress: { failures: 5, windowMs: 15 * 60_000 },
  perEmail: { failures: 100, windowMs: 60 * 60_000 },
  /** Guesses at the current password by a token holder, per account from anywhere. */
  changePassword: { failures: 5, windowMs: 15 * 60_000 },
} as const;

const RULES: Record<AttemptKind, readonly Rule[]> = {
  signin: [
    { ...THROTTLE.perAddress, sameAddress: true, resetBySuccess: true },
    { ...THROTTLE.perEmail, sameAddress: false, resetBySuccess: false },
  ],
  changepassword: [{ ...THROTTLE.changePassword, sameAddress: false, resetBySuccess: true }],
};

const MESSAGES: Record<AttemptKind, string> = {
  signin: 'Too many failed sign-in attempts.',
  changepassword: 'Too many wrong current passwords.',
};

/** An attempt recorded before its password is checked; settled with the outcome. */
interface Attempt {
  id: number;
  kind: AttemptKind;
  email: string;
}

/** A check still pending after this long is taken for a failure (its process died mid-check). */
const STALE_MS = 60_000;
/** How often a waiting attempt looks again, and how long it waits at most before a 429. */
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 10_000;

function isoAgo(now: number, ms: number): string {
  return new Date(now - ms).toISOString();
}

/**
 * Checks a password under the throttle of its kind: `check` runs only when the failures so far plus
 * the checks in flight leave room under every rule; else 429 with Retry-After (the failures alone
 * exceed a rule) or, when checks in flight fill the room, after a short wait for their outcome. So N
 * racing attempts get exactly what they would one after another: at most `failures` passwords
 * checked. Counting first and recording after let 33 of 60 parallel guesses through a limit of 5.
 */
export async function checkThrottled(
  db: Db,
  kind: AttemptKind,
  email: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await beginAttempt(db, kind, email, ip);
  let ok = false;
  try {
    ok = await check();
  } finally {
    await settleAttempt(db, attempt, ok);
  }
  return ok;
}

/** Checks in flight fill the room left: roll back, wait for their outcome, try again. */
class Busy extends Error {}

async function beginAttempt(db: Db, kind: AttemptKind, email: string, ip: string): Promise<Attempt> {
  const started = Date.now();
  for (;;) {
    try {
      return await tryAttempt(db, kind, email, ip, Date.now());
    } catch (err) {
      if (!(err instanceof Busy)) throw err;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new AppError('too_many_requests', `${MESSAGES[kind]} Try again in a moment.`, {
        headers: { 'Retry-After': '1' },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS + Math.random() * WAIT_STEP_MS));
  }
}

/**
 * Records the attempt as pending and counts, in one step per e-mail and kind: serialized by a
 * PostgreSQL advisory lock held to the commit, across every API instance; on SQLite by the
 * transaction's first statement being a write, which one connection at a time may do. A refused
 * attempt is rolled back, so hammering does not extend the lock-out.
 */
async function tryAttempt(
  db: Db,
  kind: AttemptKind,
  email: string,
  ip: string,
  now: number,
): Promise<Attempt> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await lockAttemptsUntilCommit(trx, kind, email);
    }
    const id = await insertPendingAttempt(trx, { kind, email, ip, at: new Date(now).toISOString() });
    const attempt = { id, kind, email };
    for (const rule of RULES[kind]) {
      const { failures, inFlight, oldest } = await countAttempts(trx, attempt, ip, rule, now);
      if (failures >= rule.failures) throw tooMany(MESSAGES[kind], oldest, rule.windowMs, now);
      // This attempt is in flight too: with it, the checks under way must still fit the room left.
      if (failures + inFlight > rule.failures) throw new Busy();
    }
    return attempt;
  });
}

/** What a rule counts: failures (stale pending checks included), checks in flight, the oldest of them. */
async function countAttempts(db: Db, attempt: Attempt, ip: string, rule: Rule, now: number) {
  const stale = isoAgo(now, STALE_MS);
  const row = await countAttemptRows(db, attempt, ip, rule, isoAgo(now, rule.windowMs), stale);
  const inFlight = Number(row.inFlight ?? 0);
  return { failures: Number(row.n) - inFlight, inFlight, oldest: row.oldest };
}

function tooMany(text: string, oldest: string | null, windowMs: number, now: number): AppError {
  const retryAfter = oldest ? Math.max(1, Math.ceil((Date.parse(oldest) + windowMs - now) / 1000)) : 60;
  const minutes = Math.ceil(retryAfter / 60);
  // Each wording whole, so the screens find its template and show it translated (i18n/parameterised.ts).
  const message =
    minutes === 1 ? `${text} Try again in 1 minute.` : `${text} Try again in ${minutes} minutes.`;
  return new AppError('too_many_requests', message, { headers: { 'Retry-After': String(retryAfter) } });
}

/** A wrong password leaves the attempt a failure; a right one marks it a success, which resets. */
async function settleAttempt(db: Db, attempt: Attempt, succeeded: boolean, now = Date.now()): Promise<void> {
  await settleAttemptRow(db, attempt.id, succeeded);
  if (!succeeded) return;
  // Keep the table small: nothing older than the longest window is ever read again.
  await deleteAttemptsBefore(db, attempt.email, isoAgo(now, 24 * 60 * 60_000));
}

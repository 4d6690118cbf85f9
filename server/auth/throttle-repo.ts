// The sign-in attempts table (throttle.ts decides what the counts allow).
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * PostgreSQL only: an advisory lock on the e-mail and kind, held to the commit, so counting and recording
 * an attempt is one step across every API instance.
 */
export async function lockAttemptsUntilCommit(trx: Db, kind: string, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`caravan: attempts ${kind} ${email}`}))`.execute(trx);
}

/** Records an attempt as pending (neither failed nor succeeded yet); answers its id. */
export async function insertPendingAttempt(
  trx: Db,
  a: { kind: string; email: string; ip: string; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('signInAttempts')
    .values({ ...a, succeeded: 0, pending: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The attempts of the e-mail and kind not succeeded since `windowStart` (of the address only, when
 * `sameAddress`; after its last success only, when `resetBySuccess`): how many, how many of them are
 * pending since `stale`, and the oldest one's time.
 */
export function countAttemptRows(
  db: Db,
  attempt: { kind: string; email: string },
  ip: string,
  rule: { sameAddress: boolean; resetBySuccess: boolean },
  windowStart: string,
  stale: string,
) {
  let query = db
    .selectFrom('signInAttempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('pending', '=', 1), eb('at', '>=', stale)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('inFlight'),
      eb.fn.min('at').as('oldest'),
    ])
    .where('kind', '=', attempt.kind)
    .where('email', '=', attempt.email)
    .where('succeeded', '=', 0)
    .where('at', '>', windowStart);
  if (rule.sameAddress) query = query.where('ip', '=', ip);
  if (rule.resetBySuccess) {
    // Ids, not times, order an attempt against the last success: two in one millisecond stay ordered.
    query = query.where('id', '>', (eb) => {
      let success = eb
        .selectFrom('signInAttempts as s')
        .select((s) => s.fn.coalesce(s.fn.max('s.id'), s.lit(0)).as('id'))
        .where('s.kind', '=', attempt.kind)
        .where('s.email', '=', attempt.email)
        .where('s.succeeded', '=', 1);
      if (rule.sameAddress) success = success.where('s.ip', '=', ip);
      return success;
    });
  }
  return query.executeTakeFirstOrThrow();
}

/** Marks the attempt settled: a failure, or a success. */
export async function settleAttemptRow(db: Db, id: number, succeeded: boolean): Promise<void> {
  await db
    .updateTable('signInAttempts')
    .set({ pending: 0, succeeded: succeeded ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Deletes the e-mail's attempts made before `before`. */
export async function deleteAttemptsBefore(db: Db, email: string, before: string): Promise<void> {
  await db.deleteFrom('signInAttempts').where('email', '=', email).where('at', '<', before).execute();
}

// The idempotency keys' rows (idempotency.ts decides when a write runs and when it is replayed).
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DB } from '../db/tables';

/** Claims the caller's key, unless it is claimed already; true when this call claimed it. */
export async function claimKey(trx: Db, row: Insertable<DB['idempotencyKeys']>): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The claimed key's request hash, state and stored answer (it must exist). */
export function findClaimedKey(trx: Db, userId: number, key: string) {
  return trx
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'state', 'statusCode', 'responseBody'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** Stores the write's answer under the key and marks it done. */
export async function storeAnswer(
  trx: Db,
  userId: number,
  key: string,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await trx
    .updateTable('idempotencyKeys')
    .set({ state: 'done', statusCode, responseBody })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Deletes the keys created before `cutoff`. */
export async function deleteKeysCreatedBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).execute();
}

// The rows of providers' kept answers (cache.ts decides when to read and refresh them).
import type { Db } from '../../db/database';

/** The kept answer of the provider for the key, with when it was fetched; undefined when none. */
export function findKeptAnswer(db: Db, providerId: number, cacheKey: string) {
  return db
    .selectFrom('externalProviderCache')
    .select(['body', 'fetchedAt'])
    .where('providerId', '=', providerId)
    .where('cacheKey', '=', cacheKey)
    .executeTakeFirst();
}

/** Keeps the answer (JSON) for the key, replacing the one kept before. */
export async function keepAnswer(
  db: Db,
  providerId: number,
  cacheKey: string,
  body: string,
  fetchedAt: string,
): Promise<void> {
  await db
    .insertInto('externalProviderCache')
    .values({ providerId, cacheKey, body, fetchedAt })
    .onConflict((oc) => oc.columns(['providerId', 'cacheKey']).doUpdateSet({ body, fetchedAt }))
    .execute();
}

/** Deletes the provider's answers fetched before `before`. */
export async function deleteAnswersFetchedBefore(db: Db, providerId: number, before: string): Promise<void> {
  await db
    .deleteFrom('externalProviderCache')
    .where('providerId', '=', providerId)
    .where('fetchedAt', '<', before)
    .execute();
}

// appSettings: values the application makes once and keeps in the database, so every API instance on
// the same database shares them (the JWT secret, the provider-key secret).
import type { Db } from './database';

/**
 * The setting's value: the one stored, or `initial` stored now when there was none. Of two instances
 * starting together, the first insert wins and both read the same value.
 */
export async function settingMadeOnce(db: Db, key: string, initial: string): Promise<string> {
  await db
    .insertInto('appSettings')
    .values({ key, value: initial })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

import { randomBytes } from 'node:crypto';
import { settingMadeOnce } from '../../db/app-settings-repo';
import type { Db } from '../../db/database';
import { boxKey, openSecret, sealSecret } from '../../integrations/octo/secret-box';

/**
 * The key that seals providers' API keys in the database. PROVIDER_KEY_SECRET (at least 32 characters,
 * checked by server/config.ts) when set: then a copy of the database alone does not reveal the keys, so
 * production should set it. Otherwise one random secret is made once and kept in appSettings, shared by
 * every instance (as the JWT secret is). Changing the secret makes stored keys unreadable: re-enter them.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

async function resolveKey(db: Db): Promise<Buffer> {
  const configured = process.env.PROVIDER_KEY_SECRET;
  if (configured) return boxKey(configured);
  return boxKey(await settingMadeOnce(db, 'providerKeySecret', randomBytes(48).toString('base64')));
}

function keyOf(db: Db): Promise<Buffer> {
  let k = keys.get(db);
  if (!k) {
    k = resolveKey(db);
    k.catch(() => keys.delete(db));
    keys.set(db, k);
  }
  return k;
}

export async function sealApiKey(db: Db, apiKey: string): Promise<string> {
  return sealSecret(apiKey, await keyOf(db));
}

export async function openApiKey(db: Db, sealed: string): Promise<string> {
  return openSecret(sealed, await keyOf(db));
}

import { createHash, randomBytes } from 'node:crypto';
import { OCTO_KEY_MARK, type OctoKey, type OctoKeyIssued } from '../../../contract';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { audit } from '../auth/repo';
import { findAgency } from '../suppliers/contracts-repo';
import { insertKey, keyOfSupplier, keysOfSupplier, revokeKey } from './keys-repo';

export const AGENCY_NOT_FOUND = 'Agency not found';
export const OCTO_KEY_NOT_FOUND = 'API key not found';

/** How many characters of a key the list shows: the mark and 8 of its random characters. */
const PREFIX_LENGTH = OCTO_KEY_MARK.length + 8;

/** SHA-256 of a key, hex: what is stored and looked up (a 256-bit random key needs no slow hash). */
export const hashOctoKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The supplier's keys, live first, newest first. */
export function octoKeys(db: Db, supplierId: number): Promise<OctoKey[]> {
  return keysOfSupplier(db, supplierId);
}

/** Issues a new key for an agency: 32 random bytes, shown in this answer only. Audited. */
export async function issueOctoKey(
  db: Db,
  supplierId: number,
  user: AuthUser,
  agencyId: number,
  ip: string,
): Promise<OctoKeyIssued> {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  const key = OCTO_KEY_MARK + randomBytes(32).toString('base64url');
  const prefix = key.slice(0, PREFIX_LENGTH);
  const id = await insertKey(db, {
    supplierId,
    agencyId,
    prefix,
    keyHash: hashOctoKey(key),
    createdAt: new Date().toISOString(),
    createdBy: user.id,
  });
  await audit(db, {
    userId: user.id,
    action: 'octo-key.issue',
    subject: `octoKey:${id}`,
    detail: { supplierId, agencyId, prefix },
    ip,
  });
  const row = await keyOfSupplier(db, supplierId, id);
  return { ...row!, key };
}

/** Revokes a key of the supplier (404 for another supplier's); revoking twice changes nothing. Audited. */
export async function revokeOctoKey(
  db: Db,
  supplierId: number,
  user: AuthUser,
  id: number,
  ip: string,
): Promise<OctoKey> {
  const found = await keyOfSupplier(db, supplierId, id);
  if (!found) throw notFound(OCTO_KEY_NOT_FOUND);
  if (await revokeKey(db, supplierId, id, new Date().toISOString(), user.id))
    await audit(db, {
      userId: user.id,
      action: 'octo-key.revoke',
      subject: `octoKey:${id}`,
      detail: { supplierId, agencyId: found.agencyId, prefix: found.prefix },
      ip,
    });
  return (await keyOfSupplier(db, supplierId, id))!;
}

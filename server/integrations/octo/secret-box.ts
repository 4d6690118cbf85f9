import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a provider's API key) sealed with AES-256-GCM: a fresh 12-byte IV per
 * value and the 16-byte tag, so a changed or swapped value fails to open instead of giving garbage.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The 32-byte key is the SHA-256 of the secret the
 * server is configured with (PROVIDER_KEY_SECRET, or the generated one kept in appSettings).
 */

const VERSION = 'v1';

export class SecretBoxError extends Error {}

export function boxKey(secret: string | Uint8Array): Buffer {
  return createHash('sha256').update(secret).digest();
}

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ct.toString('base64url')].join('.');
}

export function openSecret(sealed: string, key: Buffer): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed secret');
  const [, iv, tag, ct] = parts.map((p) => Buffer.from(p, 'base64url'));
  if (iv.length !== 12 || tag.length !== 16) throw new SecretBoxError('Not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The secret cannot be opened with this server’s key');
  }
}

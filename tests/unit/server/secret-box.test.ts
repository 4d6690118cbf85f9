import { describe, expect, it } from 'vitest';
import { boxKey, openSecret, sealSecret, SecretBoxError } from '../../../server/integrations/octo/secret-box';

describe('secret box (AES-256-GCM for providers’ API keys)', () => {
  const key = boxKey('a server secret of at least thirty-two characters');

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealSecret('octo-live-key-123', key);
    expect(sealed).not.toContain('octo-live-key-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openSecret(sealed, key)).toBe('octo-live-key-123');
  });

  it('seals the same key differently each time (a fresh IV)', () => {
    expect(sealSecret('same', key)).not.toBe(sealSecret('same', key));
  });

  it('refuses another server’s key, a changed byte, and text that is not a sealed secret', () => {
    const sealed = sealSecret('octo-live-key-123', key);
    expect(() => openSecret(sealed, boxKey('another secret entirely, also thirty-two chars'))).toThrow(
      SecretBoxError,
    );
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3], 'base64url');
    ct[0] ^= 1;
    parts[3] = ct.toString('base64url');
    expect(() => openSecret(parts.join('.'), key)).toThrow(SecretBoxError);
    expect(() => openSecret('plain-key', key)).toThrow(SecretBoxError);
  });
});

import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema, type Role, type TokenClaims } from '../../contract';
import { settingMadeOnce } from '../db/app-settings-repo';
import type { Db } from '../db/database';

const ISSUER = 'caravan';

/** A valid token: its claims and the session it belongs to. */
export interface VerifiedToken {
  claims: TokenClaims;
  /** The session id (`jti`), made at sign-in; sign-out revokes it. */
  sessionId: string;
  /** When the token expires, ISO-8601 UTC: its revocation need not be kept longer. */
  expiresAt: string;
}

export interface TokenService {
  /** A token for a new session (its own `jti`), expiring after the configured hours. */
  sign(claims: TokenClaims): Promise<string>;
  /**
   * A valid, unexpired token of ours with an expiry and a session id; null for anything else. Whether
   * the session was signed out is the guard's to check (server/auth/guard.ts).
   */
  verify(token: string): Promise<VerifiedToken | null>;
}

/**
 * The signing secret comes from JWT_SECRET or, when unset, is made once and kept in the database, so
 * every API instance on the same database signs and verifies with the same key.
 */
export async function resolveSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await settingMadeOnce(db, 'jwtSecret', randomBytes(48).toString('base64')));
}

export function createTokenService(secret: Uint8Array, ttlHours: number): TokenService {
  // Given raw bytes, jose imports a WebCrypto key on every call (a tenth of a cached list request's CPU
  // in a profile); one imported key serves every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    secret as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(claims.uid))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .setJti(randomBytes(18).toString('base64url'))
        .sign(await key);
    },
    async verify(token) {
      try {
        // jose checks `exp` only when the token has one: without it a token would never expire.
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'jti'],
        });
        const parsed = tokenClaimsSchema.safeParse(payload);
        if (!parsed.success || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
          return null;
        return {
          claims: parsed.data,
          sessionId: payload.jti,
          expiresAt: new Date(payload.exp * 1000).toISOString(),
        };
      } catch {
        return null;
      }
    },
  };
}

export interface ClaimsSource {
  id: number;
  email: string;
  fullName: string;
  agencyName: string | null;
  isAgencyAdmin: number;
  supplierId: number | null;
  agencyId: number | null;
  tokenVersion: number;
  roles: Role[];
  /** Their supplier is the operator (the token tells the client; the server reads the flag afresh). */
  isOperatorStaff: boolean;
  /** Their supplier's zone (null without a supplier): the client's "today" (the server reads it afresh). */
  timeZone: string | null;
}

export function claimsOf(u: ClaimsSource): TokenClaims {
  return {
    email: u.email,
    fullName: u.fullName,
    agencyName: u.agencyName ?? '',
    isAgencyAdmin: u.isAgencyAdmin ? '1' : '0',
    role: u.roles.length === 1 ? u.roles[0] : u.roles,
    uid: u.id,
    supplierId: u.supplierId,
    agencyId: u.agencyId,
    isOperatorStaff: u.isOperatorStaff ? '1' : '0',
    ...(u.timeZone ? { tz: u.timeZone } : {}),
    tv: u.tokenVersion,
  };
}

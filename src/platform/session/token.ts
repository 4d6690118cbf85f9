import type { Role, SessionUser } from '../../../contract';

export interface DecodedSession {
  user: SessionUser;
  /** Expiry in epoch milliseconds; null when the token carries none. */
  expiresAt: number | null;
}

type Claims = Record<string, unknown>;

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readPayload(token: string): Claims | null {
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? '')) as unknown;
    return typeof payload === 'object' && payload !== null ? (payload as Claims) : null;
  } catch {
    return null;
  }
}

/** Role names compare case-insensitively; a name no route lists simply grants nothing. */
function rolesOf(claim: unknown): Role[] {
  const list = Array.isArray(claim) ? claim : [claim];
  return list.filter((r): r is string => typeof r === 'string').map((r) => r.toLowerCase() as Role);
}

const idOrNull = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);

/**
 * The user of a token, read the way contract's `sessionUserFromClaims` reads `tokenClaimsSchema`
 * (a unit test keeps the two in step). Checked by hand rather than with zod: this runs before the
 * first screen, and zod would weigh on every screen's start-up. The signature is the server's
 * business; an expired, malformed or foreign token counts as no session.
 */
export function decodeToken(token: string | null, nowMs = Date.now()): DecodedSession | null {
  const c = token ? readPayload(token) : null;
  if (!c) return null;
  const expiresAt = typeof c.exp === 'number' ? c.exp * 1000 : null;
  if (expiresAt !== null && expiresAt <= nowMs) return null;
  if (typeof c.email !== 'string' || typeof c.fullName !== 'string' || !Number.isInteger(c.uid)) return null;
  const user: SessionUser = {
    id: c.uid as number,
    email: c.email,
    fullName: c.fullName,
    agencyName: typeof c.agencyName === 'string' ? c.agencyName : '',
    isAgencyAdmin: c.isAgencyAdmin === '1',
    roles: rolesOf(c.role),
    supplierId: idOrNull(c.supplierId),
    agencyId: idOrNull(c.agencyId),
    // Absent in tokens issued before the claim: such a session sees the screens its roles open, as then.
    isOperatorStaff: c.isOperatorStaff === undefined ? true : c.isOperatorStaff === '1',
    timeZone: typeof c.tz === 'string' ? c.tz : null,
  };
  return { user, expiresAt };
}

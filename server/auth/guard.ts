import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesOf, type Role } from '../../contract';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { findCaller } from './caller-repo';
import { scopeOf } from './scope';
import type { TokenService } from './tokens';

export const AUTH_COOKIE = 'AuthToken';

/** Who is calling, and the scope every repository call is limited to. */
export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  roles: Role[];
  supplierId: number | null;
  agencyId: number | null;
  isAgencyAdmin: boolean;
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes open without a token (sign-in, health, docs, the app's static files). */
    public?: boolean;
    /**
     * A safe-method route that changes state anyway (GET /api/auth/logmein, kept as GET by the spec):
     * a cookie-authenticated call must carry the custom header as every other change does.
     */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header);
  return m ? m[1].trim() : null;
}

/**
 * Authenticates every /api call from the bearer header or, for downloads and service-worker replays,
 * the HttpOnly cookie. A token whose version is older than the user's (password changed) is refused.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: TokenService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const bearer = bearerOf(request);
    const cookie = request.cookies?.[AUTH_COOKIE];
    const token = bearer ?? cookie ?? null;
    const found = token ? await userOf(db, tokens, token, bearer ? 'bearer' : 'cookie') : null;
    if (found) {
      request.user = found.user;
      // The caller's scope, once per request: every module reads it (server/auth/scope.ts).
      request.scope = scopeOf(found.user, found.isOperator);
    }
    // Public or protected is what the matched route declares, never the URL's text: the router matches
    // /API/… and /%61pi/… to the same route as /api/…. Every route is protected unless it says
    // `public`; a request no route matches goes to the not-found handler, which holds no data.
    const config = request.routeOptions.config;
    if (request.is404) return;
    if (config?.public !== true && !request.user)
      throw new AppError(
        'unauthorized',
        token ? 'Your session has expired; please sign in again' : 'Please sign in',
      );
    // A cookie rides along on cross-site requests; a custom header cannot, so it proves the call is ours.
    // This holds for every change the cookie alone carries, public ones too: a cross-site form must not
    // sign a user out (POST /api/auth/signout is public so that a dead session can still sign out).
    const changesState = !SAFE_METHODS.has(request.method) || config?.changesState === true;
    if (cookie && !bearer && changesState) {
      if (!request.headers['idempotency-key'] && !request.headers['x-requested-with']) {
        throw new AppError(
          'forbidden',
          'A cookie-authenticated change must carry an Idempotency-Key or X-Requested-With header',
        );
      }
    }
  });
}

/**
 * The user of a token, or null when the token is invalid, its user deleted, its password changed
 * since (token version) or its session signed out. One query: the user by primary key, with the
 * session's revocation (if any) and the user's supplier's operator flag, each by primary key beside it.
 * The flag is read here rather than carried in the token: tokens issued before keep working, and a
 * supplier's flag takes effect at once, at no extra query.
 */
async function userOf(
  db: Db,
  tokens: TokenService,
  token: string,
  via: AuthUser['via'],
): Promise<{ user: AuthUser; isOperator: boolean | null } | null> {
  const verified = await tokens.verify(token);
  if (!verified) return null;
  const { claims, sessionId } = verified;
  const row = await findCaller(db, claims.uid, sessionId, claims.supplierId);
  if (!row || row.isDeleted || row.tokenVersion !== claims.tv || row.revoked !== null) return null;
  const isOperator = row.isOperator == null ? null : Boolean(row.isOperator);
  const user: AuthUser = {
    id: claims.uid,
    email: claims.email,
    fullName: claims.fullName,
    roles: rolesOf(claims.role),
    supplierId: claims.supplierId,
    agencyId: claims.agencyId,
    isAgencyAdmin: claims.isAgencyAdmin === '1',
    via,
  };
  return { user, isOperator };
}

export function hasAnyRole(user: AuthUser, roles: readonly Role[]): boolean {
  return user.roles.some((r) => roles.includes(r));
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in');
  return request.user;
}

import { z } from 'zod';
import {
  changePasswordSchema,
  logMeInQuerySchema,
  okSchema,
  signInResultSchema,
  signInSchema,
} from '../../../contract';
import { AUTH_COOKIE, bearerOf, currentUser } from '../../auth/guard';
import { currentScope } from '../../auth/scope';
import type { App, AppContext } from '../../http/types';
import { errorResponses } from '../../http/types';
import { AppError } from '../../http/errors';
import { findUser } from './repo';
import { changePassword, logMeIn, signIn, signOut, toSessionUser } from './service';

const tokenSchema = z.object({ token: z.string() });
const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  agencyName: z.string(),
  isAgencyAdmin: z.boolean(),
  roles: z.array(z.string()),
  supplierId: z.number().nullable(),
  agencyId: z.number().nullable(),
  isOperatorStaff: z.boolean(),
  timeZone: z.string().nullable(),
});

export function authRoutes(app: App, { db, tokens, config }: AppContext): void {
  // The cookie authenticates downloads opened as links and the service worker's replays.
  const setCookie = (reply: { setCookie: Function }, token: string, secure: boolean) =>
    reply.setCookie(AUTH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: config.tokenTtlHours * 3600,
    });

  app.post('/signin', {
    config: { public: true, writes: ['sessions'] },
    schema: {
      tags: ['auth'],
      body: signInSchema,
      response: { 200: signInResultSchema, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const { token, isOperatorStaff } = await signIn(db, tokens, request.body, request.ip);
      setCookie(reply, token, request.protocol === 'https');
      return { token, returnUrl: request.body.returnUrl ?? null, isOperatorStaff };
    },
  });

  // A GET as the spec writes it, but it replaces the caller's cookie and is audited: a change.
  app.get('/logmein', {
    config: { changesState: true, area: 'admin' },
    schema: {
      tags: ['auth'],
      description:
        "A token for another user, inside the caller's scope (the operator's admin: any user; a supplier's admin: their supplier's staff) and never for an admin or superadmin, nor (a supplier's admin) a user holding a role the caller neither holds nor may give. 404 for a user outside the scope, 403 for one refused in it; audited either way.",
      querystring: logMeInQuerySchema,
      response: { 200: tokenSchema, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      const result = await logMeIn(db, tokens, currentScope(request), request.query.email, request.ip);
      setCookie(reply, result.token, request.protocol === 'https');
      return result;
    },
  });

  app.put('/changepassword', {
    config: { writes: ['sessions'] },
    schema: {
      tags: ['auth'],
      body: changePasswordSchema,
      response: { 200: tokenSchema, ...errorResponses(400, 403, 429) },
    },
    handler: async (request, reply) => {
      const result = await changePassword(db, tokens, currentUser(request), request.body, request.ip);
      setCookie(reply, result.token, request.protocol === 'https');
      return result;
    },
  });

  app.get('/me', {
    schema: { tags: ['auth'], response: { 200: sessionUserSchema, ...errorResponses() } },
    handler: async (request) => {
      const user = await findUser(db, { id: currentUser(request).id });
      if (!user) throw new AppError('unauthorized', 'Please sign in');
      return toSessionUser(user);
    },
  });

  app.post('/signout', {
    config: { public: true, writes: ['sessions'] },
    schema: { tags: ['auth'], response: { 200: okSchema } },
    handler: async (request, reply) => {
      await signOut(db, tokens, [bearerOf(request), request.cookies?.[AUTH_COOKIE]]);
      reply.clearCookie(AUTH_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  });
}

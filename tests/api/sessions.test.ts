import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import type { App } from '../../server/http/types';
import { bearer, createUser, databases, decodeClaims, signIn, startApp, type TestContext } from './helper';

/** Sign-out ends the session on the server, on every instance (server/auth/guard.ts, revokedSessions). */
describe.each(databases)('sessions on $name', ({ url }) => {
  let t: TestContext;
  let second: App;
  let secondDatabase: Database;
  let userId: number;

  beforeAll(async () => {
    t = await startApp(url);
    secondDatabase = url
      ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 2 })
      : t.database;
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    second = (await buildApp({ config, database: secondDatabase, logger: false })).app;
    userId = await createUser(t, { email: 'rep@test.io', roles: ['operations'] });
  });
  afterAll(async () => {
    await second?.close();
    if (url) await secondDatabase?.close();
    await t?.close();
  });

  const me = (app: App, auth: { token: string; via: 'bearer' | 'cookie' }) =>
    app.inject({
      url: '/api/auth/me',
      ...(auth.via === 'bearer' ? { headers: bearer(auth.token) } : { cookies: { AuthToken: auth.token } }),
    });
  // The app's own cookie sign-out carries X-Requested-With, as every cookie-carried change must.
  const signOut = (token: string, via: 'bearer' | 'cookie') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: {},
      ...(via === 'bearer'
        ? { headers: bearer(token) }
        : { cookies: { AuthToken: token }, headers: { 'x-requested-with': 'XMLHttpRequest' } }),
    });

  it('gives every sign-in its own session id', async () => {
    const [a, b] = [await signIn(t, 'rep@test.io'), await signIn(t, 'rep@test.io')];
    expect(typeof decodeClaims(a).jti).toBe('string');
    expect(decodeClaims(a).jti).not.toBe(decodeClaims(b).jti);
  });

  it('ends the signed-out session for the bearer and the cookie on every instance; other sessions go on', async () => {
    const phone = await signIn(t, 'rep@test.io');
    const laptop = await signIn(t, 'rep@test.io');
    for (const app of [t.app, second]) {
      expect((await me(app, { token: phone, via: 'bearer' })).statusCode).toBe(200);
    }

    const out = await signOut(phone, 'bearer');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^AuthToken=;/);

    for (const app of [t.app, second]) {
      for (const via of ['bearer', 'cookie'] as const) {
        const refused = await me(app, { token: phone, via });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe('Your session has expired; please sign in again');
        expect((await me(app, { token: laptop, via })).statusCode).toBe(200);
      }
    }
    // The other session still makes cookie-authenticated changes, as the service worker's replays do.
    const change = await second.inject({
      method: 'PUT',
      url: '/api/auth/changepassword',
      payload: { currentPassword: 'wrong-one', password: 'whatever-123', passwordRepeat: 'whatever-123' },
      cookies: { AuthToken: laptop },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(change.statusCode).toBe(400);
  });

  it('ends the session of a cookie-only sign-out too', async () => {
    const token = await signIn(t, 'rep@test.io');
    expect((await signOut(token, 'cookie')).statusCode).toBe(200);
    expect((await me(second, { token, via: 'bearer' })).statusCode).toBe(401);
  });

  it('refuses a sign-out the cookie alone carries, as a cross-site form would send it, and the session goes on', async () => {
    const token = await signIn(t, 'rep@test.io');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: {},
      cookies: { AuthToken: token },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'A cookie-authenticated change must carry an Idempotency-Key or X-Requested-With header',
    );
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await me(t.app, { token, via: 'cookie' })).statusCode).toBe(200);
  });

  it('still clears the cookie when signing out without a valid token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: {},
      headers: bearer('not-a-token'),
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^AuthToken=;/);
  });

  it('keeps a revocation only until the token would have expired', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db
      .insertInto('revokedSessions')
      .values({ sid: 'long-expired', userId, expiresAt: past })
      .execute();
    const token = await signIn(t, 'rep@test.io');
    await signOut(token, 'bearer');
    const kept = await t.database.db.selectFrom('revokedSessions').select(['sid', 'expiresAt']).execute();
    expect(kept.map((r) => r.sid)).not.toContain('long-expired');
    const own = kept.find((r) => r.sid === decodeClaims(token).jti);
    expect(own?.expiresAt).toBe(new Date((decodeClaims(token).exp as number) * 1000).toISOString());
  });

  /** A token made with the API's own secret, as someone holding it (or an old build) could. */
  async function forge(shape: { exp: boolean; jti: boolean }): Promise<string> {
    const secret = await t.database.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'jwtSecret')
      .executeTakeFirstOrThrow();
    const claims = decodeClaims(await signIn(t, 'rep@test.io'));
    const { exp: _exp, jti: _jti, iat: _iat, iss: _iss, sub: _sub, ...rest } = claims;
    let jwt = new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('caravan')
      .setSubject(String(userId))
      .setIssuedAt();
    if (shape.exp) jwt = jwt.setExpirationTime('1h');
    if (shape.jti) jwt = jwt.setJti('forged-session');
    return jwt.sign(new TextEncoder().encode(secret.value));
  }

  it('refuses a correctly signed token without an expiry or a session id', async () => {
    expect(
      (await me(t.app, { token: await forge({ exp: true, jti: true }), via: 'bearer' })).statusCode,
    ).toBe(200);
    expect(
      (await me(t.app, { token: await forge({ exp: false, jti: true }), via: 'bearer' })).statusCode,
    ).toBe(401);
    expect(
      (await me(t.app, { token: await forge({ exp: false, jti: true }), via: 'cookie' })).statusCode,
    ).toBe(401);
    expect(
      (await me(t.app, { token: await forge({ exp: true, jti: false }), via: 'bearer' })).statusCode,
    ).toBe(401);
  });
});

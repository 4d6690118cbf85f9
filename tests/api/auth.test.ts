import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  databases,
  decodeClaims,
  signIn,
  startApp,
  TEST_PASSWORD,
  type TestContext,
} from './helper';

describe.each(databases)('auth on $name', ({ url }) => {
  let t: TestContext;
  let agencyId: number;

  beforeAll(async () => {
    t = await startApp(url);
    const agency = await t.database.db
      .insertInto('agencies')
      .values({ name: 'Sunrise Travel', code: 'SUN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    agencyId = agency.id;
    await createUser(t, {
      email: 'agent@test.io',
      roles: ['agent'],
      agencyId,
      isAgencyAdmin: true,
      fullName: 'Olga Agent',
    });
    // The operator's admin: the one admin who may log in as users of any tenant (domain/log-me-in.ts).
    const operator = await t.database.db
      .insertInto('suppliers')
      .values({ name: 'Caravan Operator', code: 'OPR', isOperator: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createUser(t, {
      email: 'admin@test.io',
      roles: ['admin'],
      supplierId: operator.id,
      fullName: 'Ada Admin',
    });
    await createUser(t, { email: 'multi@test.io', roles: ['operations', 'accounts'] });
    await createUser(t, { email: 'throttled@test.io', roles: ['agent'], agencyId });
    await createUser(t, { email: 'busy@test.io', roles: ['agent'], agencyId });
    await createUser(t, { email: 'changer@test.io', roles: ['agent'], agencyId });
  });
  afterAll(async () => t?.close());

  it('signs in and returns a token with the spec claims, plus the HttpOnly cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'Agent@Test.io', password: TEST_PASSWORD, returnUrl: '/agent/bookings' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.returnUrl).toBe('/agent/bookings');
    const claims = decodeClaims(body.token);
    expect(claims).toMatchObject({
      email: 'agent@test.io',
      fullName: 'Olga Agent',
      agencyName: 'Sunrise Travel',
      isAgencyAdmin: '1',
      role: 'agent',
      agencyId,
      supplierId: null,
    });
    expect(typeof claims.exp).toBe('number');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`AuthToken=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it("tells the client its supplier's zone (the screens' today), and nothing of one to an agency user", async () => {
    const operator = await t.database.db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'admin@test.io')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('suppliers')
      .set({ timeZone: 'America/Los_Angeles' })
      .where('id', '=', operator.supplierId!)
      .execute();
    const admin = await signIn(t, 'admin@test.io');
    expect(decodeClaims(admin).tz).toBe('America/Los_Angeles');
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) });
    expect(me.json()).toMatchObject({ timeZone: 'America/Los_Angeles' });
    const agent = await signIn(t, 'agent@test.io');
    expect(decodeClaims(agent)).not.toHaveProperty('tz');
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(agent) })).json().timeZone).toBeNull();
  });

  it('puts several roles in the role claim as a list', async () => {
    expect(decodeClaims(await signIn(t, 'multi@test.io')).role).toEqual(['accounts', 'operations']);
  });

  it('refuses a wrong password and an unknown e-mail alike with the spec text', async () => {
    for (const payload of [
      { email: 'agent@test.io', password: 'nope' },
      { email: 'nobody@test.io', password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload,
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ title: 'Unauthorized', message: 'Wrong email of password' });
    }
  });

  it('answers 400 with field messages for a missing e-mail or password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Email address is required',
      password: 'Password is required',
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.email).toBe('Email address is required');
  });

  it('throttles after 5 failures for one e-mail from one address, but not from another address', async () => {
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'throttled@test.io', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong', '10.1.1.1')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect((await attempt(TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('throttles an e-mail after 100 failures in an hour from anywhere', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      email: 'busy@test.io',
      ip: `10.2.${Math.floor(i / 4)}.${i % 4}`,
      succeeded: 0,
      at: new Date(now - 30 * 60_000 + i * 1000).toISOString(),
    }));
    await t.database.db.insertInto('signInAttempts').values(rows).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'busy@test.io', password: TEST_PASSWORD },
      remoteAddress: '10.3.3.3',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(1500);
  });

  it('lets only an admin log in as someone else, and audits it', async () => {
    const agent = await signIn(t, 'agent@test.io');
    const refused = await t.app.inject({
      url: '/api/auth/logmein?email=admin@test.io',
      headers: bearer(agent),
    });
    expect(refused.statusCode).toBe(403);

    const admin = await signIn(t, 'admin@test.io');
    const res = await t.app.inject({ url: '/api/auth/logmein?email=agent@test.io', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().token).email).toBe('agent@test.io');
    const audit = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'auth.logmein')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].subject).toBe('agent@test.io');

    const unknown = await t.app.inject({
      url: '/api/auth/logmein?email=ghost@test.io',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes the password: checks the current one and the repeat, and ends older tokens', async () => {
    const old = await signIn(t, 'changer@test.io');
    const change = (payload: object, token = old) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/changepassword', payload, headers: bearer(token) });

    const wrong = await change({
      currentPassword: 'bad',
      password: 'new-password-1',
      passwordRepeat: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Current password is wrong' });

    const mismatch = await change({
      currentPassword: TEST_PASSWORD,
      password: 'new-password-1',
      passwordRepeat: 'new-password-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ passwordRepeat: 'Passwords do not match' });

    const ok = await change({
      currentPassword: TEST_PASSWORD,
      password: 'new-password-1',
      passwordRepeat: 'new-password-1',
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().token as string;

    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(old) })).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('changer@test.io');
    await expect(signIn(t, 'changer@test.io')).rejects.toThrow(/401/);
    expect(decodeClaims(await signIn(t, 'changer@test.io', 'new-password-1')).email).toBe('changer@test.io');
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await t.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ title: 'Unauthorized', message: 'Please sign in' });
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.x'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('accepts the cookie, but a cookie-authenticated change needs a custom header', async () => {
    const token = await signIn(t, 'agent@test.io');
    const cookies = { AuthToken: token };
    expect((await t.app.inject({ url: '/api/auth/me', cookies })).statusCode).toBe(200);
    const payload = { currentPassword: 'bad', password: 'whatever-123', passwordRepeat: 'whatever-123' };
    const forged = await t.app.inject({ method: 'PUT', url: '/api/auth/changepassword', payload, cookies });
    expect(forged.statusCode).toBe(403);
    const ours = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/changepassword',
      payload,
      cookies,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(ours.statusCode).toBe(400);
  });
});

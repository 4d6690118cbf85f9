import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('supplier staff on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp(url);
    await t.database.db
      .insertInto('suppliers')
      .values([
        { id: 1, name: 'Desert Falcon Safaris', code: 'DFS' },
        { id: 2, name: 'Arabian Seas Cruises', code: 'ASC' },
      ])
      .execute();
    const users = [
      ['admin', ['admin'], 1],
      ['editor', ['editor'], 1],
      ['rep', ['airportrep'], 1],
      ['agent', ['agent'], null],
      ['otheradmin', ['admin'], 2],
      ['otheruser', ['editor'], 2],
    ] as const;
    for (const [name, roles, supplierId] of users) {
      id[name] = await createUser(t, { email: `${name}@test.io`, roles: [...roles], supplierId });
      token[name] = await signIn(t, `${name}@test.io`);
    }
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token[who]), payload });
  const tokenOf = (path: string) => path.replace('/account/setpassword/', '');
  const setPassword = (tok: string, password = 'new-secret-77') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/setpassword',
      payload: { token: tok, password, passwordRepeat: password },
    });

  it('invites a user, who sets a password by the link and signs in with the roles given', async () => {
    const invited = await call('admin', 'POST', '/api/staff', {
      email: 'New.Editor@Test.io',
      fullName: 'Nadia Editor',
      roles: ['editor'],
    });
    expect(invited.statusCode).toBe(200);
    const { user, link } = invited.json();
    expect(user).toMatchObject({
      email: 'new.editor@test.io',
      roles: ['editor'],
      isActive: true,
      isInvited: true,
    });
    expect(link.path).toMatch(/^\/account\/setpassword\/[\w-]{40,}$/);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // No password works before the link is used.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'new.editor@test.io', password: '!invited' },
      remoteAddress: '10.9.9.9',
    });
    expect(early.statusCode).toBe(401);

    const info = await t.app.inject({ method: 'GET', url: `/api/account/setpassword/${tokenOf(link.path)}` });
    expect(info.json()).toEqual({ email: 'new.editor@test.io', fullName: 'Nadia Editor' });
    expect((await setPassword(tokenOf(link.path))).statusCode).toBe(200);
    const tok = await signIn(t, 'new.editor@test.io', 'new-secret-77');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tok) });
    expect(me.json()).toMatchObject({ roles: ['editor'], supplierId: 1 });

    // The link is spent: a second use is refused, and the list shows the user signed in.
    const again = await setPassword(tokenOf(link.path), 'another-secret-88');
    expect(again.statusCode).toBe(404);
    expect(again.json().reason).toBe('link_invalid');
    const list = (await call('admin', 'GET', '/api/staff')).json();
    const listed = list.find((u: { email: string }) => u.email === 'new.editor@test.io');
    expect(listed).toMatchObject({ isInvited: false, isActive: true });
    expect(listed.lastSignInAt).not.toBeNull();
    expect(list.map((u: { email: string }) => u.email)).not.toContain('otheradmin@test.io');
  });

  it('refuses an expired link, a mistyped one and a bad password with field messages', async () => {
    const invited = (
      await call('admin', 'POST', '/api/staff', {
        email: 'late@test.io',
        fullName: 'Late',
        roles: ['editor'],
      })
    ).json();
    const tok = tokenOf(invited.link.path);
    const short = await setPassword(tok, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 8 characters');
    expect((await setPassword(tok + 'x')).statusCode).toBe(404);
    await t.database.db
      .updateTable('setPasswordLinks')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', invited.user.id)
      .execute();
    const expired = await setPassword(tok);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/invalid, already used or expired/);
  });

  it('refuses an invite with a taken e-mail or a role a supplier cannot give', async () => {
    const taken = await call('admin', 'POST', '/api/staff', {
      email: 'otheruser@test.io',
      fullName: 'X',
      roles: ['editor'],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().reason).toBe('email_taken');
    const bad = await call('admin', 'POST', '/api/staff', {
      email: 'x@test.io',
      fullName: 'X',
      roles: ['operations'],
    });
    expect(bad.statusCode).toBe(400);
    const none = await call('admin', 'POST', '/api/staff', { email: 'nope', fullName: '', roles: [] });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields).sort()).toEqual(['email', 'fullName', 'roles']);
  });

  it('changes roles, which ends the user’s sessions so the new roles apply at once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token.editor) });
    expect(before.statusCode).toBe(200);
    const changed = await call('admin', 'PUT', `/api/staff/${id.editor}/roles`, {
      roles: ['editor', 'admin'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().roles).toEqual(['admin', 'editor']);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token.editor) });
    expect(after.statusCode).toBe(401);
    token.editor = await signIn(t, 'editor@test.io');
    expect((await call('editor', 'GET', '/api/staff')).statusCode).toBe(200);
    await call('admin', 'PUT', `/api/staff/${id.editor}/roles`, { roles: ['editor'] });
    token.editor = await signIn(t, 'editor@test.io');
  });

  it('deactivation ends a live session and sign-in; reactivation lets the user sign in again', async () => {
    const live = await signIn(t, 'rep@test.io');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live) })).statusCode,
    ).toBe(200);
    const off = await call('admin', 'POST', `/api/staff/${id.rep}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live) })).statusCode,
    ).toBe(401);
    await expect(signIn(t, 'rep@test.io')).rejects.toThrow(/401/);
    expect((await call('admin', 'POST', `/api/staff/${id.rep}/resetpassword`)).statusCode).toBe(422);
    const on = await call('admin', 'POST', `/api/staff/${id.rep}/reactivate`);
    expect(on.json().isActive).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live) })).statusCode,
    ).toBe(401);
    token.rep = await signIn(t, 'rep@test.io');
  });

  it('keeps the last active admin: no dropping their own admin role, no deactivating themselves', async () => {
    const drop = await call('admin', 'PUT', `/api/staff/${id.admin}/roles`, { roles: ['editor'] });
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toMatchObject({
      reason: 'last_admin',
      message: expect.stringMatching(/last active admin/),
    });
    const off = await call('admin', 'POST', `/api/staff/${id.admin}/deactivate`);
    expect(off.statusCode).toBe(422);
    const me = await call('admin', 'GET', '/api/auth/me');
    expect(me.json().roles).toEqual(['admin']);
  });

  it('resets a password by a new link; the older link stops working', async () => {
    const first = (await call('admin', 'POST', `/api/staff/${id.editor}/resetpassword`)).json();
    const second = await call('admin', 'POST', `/api/staff/${id.editor}/resetpassword`);
    expect(second.statusCode).toBe(200);
    expect((await setPassword(tokenOf(first.path))).statusCode).toBe(404);
    expect((await setPassword(tokenOf(second.json().path), 'reset-secret-99')).statusCode).toBe(200);
    await signIn(t, 'editor@test.io', 'reset-secret-99');
    // The old password and sessions are over.
    await expect(signIn(t, 'editor@test.io', undefined, '10.0.0.3')).rejects.toThrow(/401/);
    expect((await call('editor', 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('allows only admins, and only their own supplier’s users', async () => {
    for (const who of ['editor', 'rep', 'agent']) {
      if (who === 'editor') token.editor = await signIn(t, 'editor@test.io', 'reset-secret-99');
      for (const [method, path, body] of [
        ['GET', '/api/staff', undefined],
        ['GET', '/api/staff/audit', undefined],
        ['POST', '/api/staff', { email: 'z@test.io', fullName: 'Z', roles: ['editor'] }],
        ['PUT', `/api/staff/${id.editor}/roles`, { roles: ['admin'] }],
        ['PUT', `/api/staff/${id.editor}/agencyadmin`, { isAgencyAdmin: true }],
        ['POST', `/api/staff/${id.editor}/deactivate`, undefined],
        ['POST', `/api/staff/${id.editor}/reactivate`, undefined],
        ['POST', `/api/staff/${id.editor}/resetpassword`, undefined],
      ] as const) {
        const res = await call(who, method, path, body);
        expect([who, method, path, res.statusCode]).toEqual([who, method, path, 403]);
      }
    }
    for (const [method, path, body] of [
      ['PUT', `/api/staff/${id.otheruser}/roles`, { roles: ['admin'] }],
      ['POST', `/api/staff/${id.otheruser}/deactivate`, undefined],
      ['POST', `/api/staff/${id.otheruser}/resetpassword`, undefined],
    ] as const) {
      const res = await call('admin', method, path, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found or you are not allowed to manage it');
    }
    expect((await call('otheradmin', 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call('otheruser', 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('keeps roles a supplier admin cannot give, and answers 404 for an id beyond the database', async () => {
    const opsId = await createUser(t, { email: 'ops@test.io', roles: ['operations'], supplierId: 1 });
    const changed = await call('admin', 'PUT', `/api/staff/${opsId}/roles`, { roles: ['editor'] });
    expect(changed.json().roles).toEqual(['editor', 'operations']);
    const huge = await call('admin', 'POST', '/api/staff/99999999999999999999/deactivate');
    expect(huge.statusCode).toBe(400);
    expect((await call('admin', 'POST', '/api/staff/2147483647/deactivate')).statusCode).toBe(404);
  });

  it('audits every change with who, when and what, for the own supplier only', async () => {
    const audit = (await call('admin', 'GET', '/api/staff/audit')).json();
    const actions = audit.map((e: { action: string }) => e.action);
    for (const a of ['invite', 'setpassword', 'roles', 'deactivate', 'reactivate', 'resetpassword'])
      expect(actions).toContain(a);
    const roles = audit.find(
      (e: { action: string; subject: string }) => e.action === 'roles' && e.subject === 'editor@test.io',
    );
    expect(roles).toMatchObject({
      by: 'admin@test.io',
      subject: 'editor@test.io',
      detail: 'admin, editor → editor',
    });
    expect(Date.parse(roles.at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('otheradmin', 'GET', '/api/staff/audit')).json()).toEqual([]);
  });
});

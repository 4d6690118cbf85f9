import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, decodeClaims, databases, signIn, startApp, type TestContext } from './helper';

// An agency's admin manages the agency's agents (issue 17, My Profile) through the staff calls that a
// supplier's admin uses for the supplier's users (domain/staff.ts decides who manages whom).
describe.each(databases)('agency admins on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp(url);
    await t.database.db
      .insertInto('agencies')
      .values([
        { id: 1, name: 'Gulf Horizons Travel', code: 'GHT' },
        { id: 2, name: 'Oasis Trips', code: 'OAS' },
      ])
      .execute();
    await t.database.db
      .insertInto('suppliers')
      .values({ id: 1, name: 'Desert Falcon', code: 'DFS' })
      .execute();
    const users = [
      ['boss', { agencyId: 1, isAgencyAdmin: true, roles: ['agent'] }, 'Hana Boss'],
      ['agent', { agencyId: 1, roles: ['agent'] }, 'Omar Agent'],
      ['otherboss', { agencyId: 2, isAgencyAdmin: true, roles: ['agent'] }, 'Other Boss'],
      ['otheragent', { agencyId: 2, roles: ['agent'] }, 'Other Agent'],
      ['supplieradmin', { supplierId: 1, roles: ['admin'] }, 'Supplier Admin'],
      ['editor', { supplierId: 1, roles: ['editor'] }, 'Supplier Editor'],
    ] as const;
    for (const [name, u, fullName] of users) {
      id[name] = await createUser(t, { email: `${name}@test.io`, fullName, ...u, roles: [...u.roles] });
      token[name] = await signIn(t, `${name}@test.io`);
    }
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token[who]), payload });
  const me = (tok: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(tok) });

  it("lists only the own agency's users, invites an agent who sets a password and signs in as an agent", async () => {
    const list = await call('boss', 'GET', '/api/staff');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { email: string }) => u.email)).toEqual(['boss@test.io', 'agent@test.io']);
    expect(list.json()[0]).toMatchObject({ isAgencyAdmin: true, roles: ['agent'] });

    const invited = await call('boss', 'POST', '/api/staff', {
      email: 'Laila@Test.io',
      fullName: 'Laila New',
      roles: ['agent'],
    });
    expect(invited.statusCode).toBe(200);
    const { user, link } = invited.json();
    expect(user).toMatchObject({
      email: 'laila@test.io',
      roles: ['agent'],
      isAgencyAdmin: false,
      isInvited: true,
    });
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/account/setpassword',
      payload: {
        token: link.path.split('/').pop(),
        password: 'laila-secret-9',
        passwordRepeat: 'laila-secret-9',
      },
    });
    expect(set.statusCode).toBe(200);
    const laila = await signIn(t, 'laila@test.io', 'laila-secret-9');
    const claims = decodeClaims(laila);
    expect(claims).toMatchObject({ role: 'agent', isAgencyAdmin: '0', agencyName: 'Gulf Horizons Travel' });
    id.laila = user.id;
    token.laila = laila;
    // The new agent is no admin: the agency's staff is not theirs to manage.
    expect((await call('laila', 'GET', '/api/staff')).statusCode).toBe(403);
  });

  it('refuses supplier roles from an agency admin, and the agent role from a supplier admin', async () => {
    for (const roles of [['admin'], ['agent', 'editor'], ['supereditor']]) {
      const res = await call('boss', 'POST', '/api/staff', { email: 'x1@test.io', fullName: 'X', roles });
      expect([roles, res.statusCode, res.json().reason]).toEqual([roles, 403, 'role_not_allowed']);
      expect(res.json().message).toBe('An agency admin can give the agent role only');
    }
    const up = await call('boss', 'PUT', `/api/staff/${id.agent}/roles`, { roles: ['admin'] });
    expect(up.statusCode).toBe(403);
    const back = await call('supplieradmin', 'POST', '/api/staff', {
      email: 'x2@test.io',
      fullName: 'X',
      roles: ['agent'],
    });
    expect(back.statusCode).toBe(403);
    expect(
      (await call('supplieradmin', 'PUT', `/api/staff/${id.editor}/agencyadmin`, { isAgencyAdmin: true }))
        .statusCode,
    ).toBe(403);
    const roles = await t.database.db
      .selectFrom('userRoles')
      .select('role')
      .where('userId', '=', id.agent)
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['agent']);
  });

  it("answers 403 to an agent who is not an agency admin, and 404 for another agency's or a supplier's user", async () => {
    expect((await call('agent', 'GET', '/api/staff')).statusCode).toBe(403);
    expect((await call('agent', 'GET', '/api/staff/audit')).statusCode).toBe(403);
    expect((await call('agent', 'POST', `/api/staff/${id.boss}/deactivate`)).statusCode).toBe(403);
    expect(
      (await call('agent', 'POST', '/api/staff', { email: 'x3@test.io', fullName: 'X', roles: ['agent'] }))
        .statusCode,
    ).toBe(403);
    for (const target of ['otheragent', 'otherboss', 'editor', 'supplieradmin']) {
      const res = await call('boss', 'POST', `/api/staff/${id[target]}/deactivate`);
      expect([target, res.statusCode]).toEqual([target, 404]);
      expect((await call('boss', 'POST', `/api/staff/${id[target]}/resetpassword`)).statusCode).toBe(404);
      expect(
        (await call('boss', 'PUT', `/api/staff/${id[target]}/agencyadmin`, { isAgencyAdmin: false }))
          .statusCode,
      ).toBe(404);
    }
    // Nothing of theirs changed: the other agency's users still sign in.
    await signIn(t, 'otheragent@test.io');
    const theirs = (await call('otherboss', 'GET', '/api/staff')).json();
    expect(theirs.map((u: { email: string }) => u.email)).toEqual([
      'otheragent@test.io',
      'otherboss@test.io',
    ]);
  });

  it('deactivation ends a live session of the agent at once; reactivation lets them sign in again', async () => {
    const live = await signIn(t, 'agent@test.io');
    expect((await me(live)).statusCode).toBe(200);
    const off = await call('boss', 'POST', `/api/staff/${id.agent}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await me(live)).statusCode).toBe(401);
    await expect(signIn(t, 'agent@test.io')).rejects.toThrow(/401/);
    const on = await call('boss', 'POST', `/api/staff/${id.agent}/reactivate`);
    expect(on.json().isActive).toBe(true);
    token.agent = await signIn(t, 'agent@test.io');
  });

  it('gives and takes the agency-admin flag, which ends the sessions so the token says it', async () => {
    const before = await signIn(t, 'agent@test.io');
    const given = await call('boss', 'PUT', `/api/staff/${id.agent}/agencyadmin`, { isAgencyAdmin: true });
    expect(given.statusCode).toBe(200);
    expect(given.json().isAgencyAdmin).toBe(true);
    expect((await me(before)).statusCode).toBe(401);
    token.agent = await signIn(t, 'agent@test.io');
    expect(decodeClaims(token.agent).isAgencyAdmin).toBe('1');
    // Now an admin, Omar manages the agency too; and he may take Hana's flag, since he is not her.
    expect((await call('agent', 'GET', '/api/staff')).statusCode).toBe(200);
    const taken = await call('boss', 'PUT', `/api/staff/${id.agent}/agencyadmin`, { isAgencyAdmin: false });
    expect(taken.json().isAgencyAdmin).toBe(false);
    expect((await call('agent', 'GET', '/api/staff')).statusCode).toBe(401);
  });

  it('keeps the agency admin: nobody removes themselves, and the last one cannot be removed', async () => {
    const own = await call('boss', 'PUT', `/api/staff/${id.boss}/agencyadmin`, { isAgencyAdmin: false });
    expect(own.statusCode).toBe(422);
    expect(own.json().reason).toBe('own_admin');
    const self = await call('boss', 'POST', `/api/staff/${id.boss}/deactivate`);
    expect(self.statusCode).toBe(422);
    expect(self.json().reason).toBe('own_admin');
    expect((await call('boss', 'GET', '/api/staff')).statusCode).toBe(200);
  });

  it('audits every change with who and what, shown to the own agency only', async () => {
    const reset = await call('boss', 'POST', `/api/staff/${id.laila}/resetpassword`);
    expect(reset.statusCode).toBe(200);
    const audit = (await call('boss', 'GET', '/api/staff/audit')).json();
    const rows = audit.map((a: { action: string; subject: string; by: string }) => [
      a.action,
      a.subject,
      a.by,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['invite', 'laila@test.io', 'boss@test.io'],
        ['setpassword', 'laila@test.io', 'laila@test.io'],
        ['deactivate', 'agent@test.io', 'boss@test.io'],
        ['reactivate', 'agent@test.io', 'boss@test.io'],
        ['agencyadmin', 'agent@test.io', 'boss@test.io'],
        ['resetpassword', 'laila@test.io', 'boss@test.io'],
      ]),
    );
    expect(audit[0]).toMatchObject({ action: 'resetpassword' });
    const flag = audit.find(
      (a: { action: string; detail: string }) => a.action === 'agencyadmin' && a.detail === 'agency admin',
    );
    expect(flag).toBeDefined();
    expect((await call('otherboss', 'GET', '/api/staff/audit')).json()).toEqual([]);
    expect((await call('supplieradmin', 'GET', '/api/staff/audit')).json()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGES } from '../../contract';
import { bearer, createUser, databases, signIn, startApp, TEST_PASSWORD, type TestContext } from './helper';

/**
 * Issue 22 (13): `12345678`, `password` and `caravan2026` were accepted as new passwords. Wherever a
 * password is set (changing one's own, or through an invitation's or a reset's link), the most common
 * passwords, the user's e-mail and the product's name are refused with a message beside the field,
 * and nothing changes.
 */
describe.each(databases)('weak new passwords on $name', ({ url }) => {
  let t: TestContext;
  let admin: string;

  const weak: Array<[string, string]> = [
    ['12345678', WEAK_PASSWORD_MESSAGES.common],
    ['password', WEAK_PASSWORD_MESSAGES.common],
    ['Password1', WEAK_PASSWORD_MESSAGES.common],
    ['qwerty123', WEAK_PASSWORD_MESSAGES.common],
    ['iloveyou', WEAK_PASSWORD_MESSAGES.common],
    ['caravan2026', WEAK_PASSWORD_MESSAGES.product],
    ['My-CARAVAN-pass', WEAK_PASSWORD_MESSAGES.product],
  ];

  beforeAll(async () => {
    t = await startApp(url);
    const supplier = await t.database.db
      .insertInto('suppliers')
      .values({ name: 'Desert Falcon Safaris', code: 'DFS' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createUser(t, { email: 'admin@test.io', roles: ['admin'], supplierId: supplier.id });
    await createUser(t, { email: 'changer@test.io', roles: ['editor'], supplierId: supplier.id });
    admin = await signIn(t, 'admin@test.io');
  });
  afterAll(async () => t?.close());

  it('refuses a common password, the e-mail or the product name when changing one’s own', async () => {
    const token = await signIn(t, 'changer@test.io');
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/changepassword',
        headers: bearer(token),
        payload: { currentPassword: TEST_PASSWORD, password, passwordRepeat: password },
      });
    for (const [password, message] of [
      ...weak,
      ['changer@test.io', WEAK_PASSWORD_MESSAGES.email],
      ['Changer@Test.io', WEAK_PASSWORD_MESSAGES.email],
    ]) {
      const res = await change(password);
      expect({ password, status: res.statusCode, body: res.json() }).toEqual({
        password,
        status: 400,
        body: { title: 'Bad request', message, fields: { password: message } },
      });
    }
    // Nothing changed: the old password still signs in (and the old token still works).
    expect(await signIn(t, 'changer@test.io')).toBeTruthy();
    const good = await change('desert-rose-2027');
    expect(good.statusCode).toBe(200);
  });

  it('refuses them through an invitation’s link, which stays usable', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: bearer(admin),
      payload: { email: 'laila.haddad@test.io', fullName: 'Laila Haddad', roles: ['editor'] },
    });
    expect(invited.statusCode).toBe(200);
    const token = (invited.json().link.path as string).replace('/account/setpassword/', '');
    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/setpassword',
        payload: { token, password, passwordRepeat: password },
      });
    for (const [password, message] of [...weak, ['laila.haddad', WEAK_PASSWORD_MESSAGES.email]]) {
      const res = await set(password);
      expect({ password, status: res.statusCode, fields: res.json().fields }).toEqual({
        password,
        status: 400,
        fields: { password: message },
      });
    }
    expect((await set('oasis-palm-2027')).statusCode).toBe(200);
    expect(await signIn(t, 'laila.haddad@test.io', 'oasis-palm-2027')).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  databases,
  decodeClaims,
  DEMO_PASSWORD,
  signIn,
  startApp,
  type TestContext,
} from './helper';

/**
 * Issue 22 (7): logging in as someone stays inside the caller's scope and never above the caller. A
 * supplier's admin once got a working superadmin token by asking for superadmin@'s e-mail.
 */
describe.each(databases)('log me in stays in scope on $name', ({ url }) => {
  let t: TestContext;
  let supplierAdmin: string;
  let operatorAdmin: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    // The demo's second supplier (not the operator) has no admin yet: give it one, and some staff.
    const suppliers = await t.database.db
      .selectFrom('suppliers')
      .select(['id', 'isOperator'])
      .orderBy('id')
      .execute();
    const [, second] = suppliers.filter((s) => !s.isOperator);
    const staff = { supplierId: second.id };
    await createUser(t, { email: 'admin.two@test.io', roles: ['admin'], ...staff });
    await createUser(t, { email: 'admin2.two@test.io', roles: ['admin', 'editor'], ...staff });
    await createUser(t, { email: 'editor.two@test.io', roles: ['editor'], ...staff });
    await createUser(t, { email: 'ops.two@test.io', roles: ['operations'], ...staff });
    await createUser(t, { email: 'super.two@test.io', roles: ['superadmin'], ...staff });
    supplierAdmin = await signIn(t, 'admin.two@test.io');
    operatorAdmin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const logMeIn = (token: string, email: string) =>
    t.app.inject({ url: `/api/auth/logmein?email=${encodeURIComponent(email)}`, headers: bearer(token) });

  /** What a refused call must look like: its status, and no token in the body or the cookie. */
  const outcome = (email: string, res: Awaited<ReturnType<typeof logMeIn>>) => ({
    email,
    status: res.statusCode,
    token: res.json().token,
    cookie: res.headers['set-cookie'],
  });
  const refused = (email: string, status: number) => ({ email, status, token: undefined, cookie: undefined });

  it("refuses a supplier's admin anyone outside their supplier, as if unknown", async () => {
    const unknown = await logMeIn(supplierAdmin, 'nobody@caravan.demo');
    for (const email of [
      'superadmin@caravan.demo',
      'operations@caravan.demo',
      'admin@caravan.demo',
      'supplier@caravan.demo',
      'agent@caravan.demo',
      'agencyadmin@caravan.demo',
    ]) {
      const res = await logMeIn(supplierAdmin, email);
      expect(outcome(email, res)).toEqual(refused(email, 404));
      // The same words as for an e-mail nobody has, but for the e-mail itself: nothing tells them apart.
      expect(res.json().message).toBe(unknown.json().message.replace('nobody@caravan.demo', email));
    }
  });

  it("refuses a supplier's admin their supplier's admins and users above them (403)", async () => {
    // Not even themselves (the last e-mail): an admin's token is never handed out by this call.
    for (const email of ['admin2.two@test.io', 'super.two@test.io', 'ops.two@test.io', 'admin.two@test.io'])
      expect(outcome(email, await logMeIn(supplierAdmin, email))).toEqual(refused(email, 403));
  });

  it("lets a supplier's admin log in as their own supplier's editor", async () => {
    const res = await logMeIn(supplierAdmin, 'editor.two@test.io');
    expect(res.statusCode).toBe(200);
    const claims = decodeClaims(res.json().token);
    expect(claims.email).toBe('editor.two@test.io');
    expect(claims.role).toBe('editor');
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(res.json().token) });
    expect(me.json().email).toBe('editor.two@test.io');
  });

  it("lets the operator's admin log in as any non-admin user, never as an admin or superadmin", async () => {
    for (const email of ['superadmin@caravan.demo', 'admin.two@test.io', 'super.two@test.io'])
      expect(outcome(email, await logMeIn(operatorAdmin, email))).toEqual(refused(email, 403));
    for (const email of ['operations@caravan.demo', 'agent@caravan.demo', 'ops.two@test.io']) {
      const res = await logMeIn(operatorAdmin, email);
      expect({ email, status: res.statusCode }).toEqual({ email, status: 200 });
      expect(decodeClaims(res.json().token).email).toBe(email);
    }
  });

  it('audits refusals as well as successes', async () => {
    const rows = await t.database.db
      .selectFrom('auditLog')
      .innerJoin('users', 'users.id', 'auditLog.userId')
      .select(['users.email as by', 'auditLog.action', 'auditLog.subject', 'auditLog.detail'])
      .where('auditLog.action', 'like', 'auth.logmein%')
      .execute();
    expect(rows).toContainEqual({
      by: 'admin.two@test.io',
      action: 'auth.logmein.refused',
      subject: 'superadmin@caravan.demo',
      detail: JSON.stringify({ reason: 'out_of_scope' }),
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        by: 'admin.two@test.io',
        action: 'auth.logmein',
        subject: 'editor.two@test.io',
      }),
    );
    expect(rows.filter((r) => r.action === 'auth.logmein.refused').length).toBeGreaterThanOrEqual(12);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../contract';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('what browsers and shared caches may keep, on $name', ({ url }) => {
  let t: TestContext;
  let staticDir: string;
  let agent: string;
  let ops: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Caravan shell</title>');
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    t = await startApp(url, { demo: true, env: { STATIC_DIR: staticDir } });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers personal data with no-store: the session, the lists, the details and the documents', async () => {
    const mine = await t.database.db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.agentId')
      .select('b.id')
      .where('u.email', '=', 'agent@caravan.demo')
      // A cancelled booking offers no voucher (422); which demo bookings are cancelled depends on the day.
      .where('b.status', '!=', BookingStatus.Cancelled)
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const answers = [
      await t.app.inject({ url: '/api/auth/me', headers: bearer(agent) }),
      await t.app.inject({ url: '/api/agent/bookings', headers: bearer(agent) }),
      await t.app.inject({ url: '/api/agent/bookings', headers: bearer(agent) }), // a kept page, answered again
      await t.app.inject({ url: `/api/agent/bookings/${mine.id}`, headers: bearer(agent) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/bookings/operations',
        headers: bearer(ops),
        payload: {},
      }),
      await t.app.inject({ url: `/bookings/download/invoice/${mine.id}`, cookies: { AuthToken: agent } }),
      await t.app.inject({ url: `/bookings/download/voucher/${mine.id}`, cookies: { AuthToken: agent } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'agent@caravan.demo', password: DEMO_PASSWORD },
      }),
    ];
    for (const res of answers) {
      expect({
        url: res.raw.req.url,
        status: res.statusCode,
        cacheControl: res.headers['cache-control'],
      }).toEqual({
        url: res.raw.req.url,
        status: expect.toSatisfy((s: number) => s < 300),
        cacheControl: 'no-store',
      });
    }
  });

  it('answers failures with no-store too', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/auth/me' }),
      await t.app.inject({ url: '/api/no/such/thing', headers: bearer(agent) }),
      await t.app.inject({ url: '/bookings/download/invoice/999999999', cookies: { AuthToken: agent } }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("keeps the app's own caching: hashed assets for a year, the shell and the worker revalidated", async () => {
    expect((await t.app.inject({ url: '/assets/app-1a2b3c.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await t.app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    const shell = await t.app.inject({ url: '/arrivals' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

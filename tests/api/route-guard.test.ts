import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request over a real socket with the path exactly as written (inject would tidy some of them). */
function raw(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Every spelling the router matches to GET /api/languages/sync or a document route.
const PROTECTED_SPELLINGS = [
  '/api/languages/sync',
  '/API/languages/sync',
  '/Api/Languages/Sync',
  '/API/LANGUAGES/SYNC',
  '/%61pi/languages/sync',
  '/%41PI/languages/sync',
  '/a%70i/languages/sync',
  '/api/%6Canguages/sync',
  '/api/languages/syn%63',
  '/%61%70%69/%6c%61%6e%67%75%61%67%65%73/%73%79%6e%63',
  '/api/languages/sync/',
  '/API/LANGUAGES/SYNC/',
  '/api/languages/sync?date=2020-01-01',
  '/API/auth/me',
  '/api/auth/%6De',
  '/BOOKINGS/download/invoice/1',
  '/bookings/Download/Invoice/1',
  '/%62ookings/download/invoice/1',
  '/bookings/%64ownload/voucher/1',
  '/bookings/download/invoice/1/',
];

// Paths no route matches that still name the API: a JSON 404, never the app's shell.
const UNKNOWN_API_SPELLINGS = [
  '/api',
  '/API',
  '/api/',
  '/API/',
  '/api/no/such/thing',
  '/API/nothing',
  '/%61pi/nothing',
  '/%2561pi/nothing',
  '//api/languages/sync',
  '///API/languages/sync',
  '/api//languages/sync',
  '/api/languages//sync',
  '/api%2Flanguages%2Fsync',
  '/%2Fapi/languages/sync',
  '/%2fAPI%2fauth%2fme',
  '/x/../api/languages/sync',
  '/x/..%2Fapi/languages/sync',
  '/bookings/download/',
  '/BOOKINGS/DOWNLOAD',
  '/bookings/download/nothing',
  '/%62ookings/download/nothing',
];

describe.each(databases)('the wall around /api on $name', ({ url }) => {
  let t: TestContext;
  let port: number;
  let staticDir: string;
  let ops: string;
  let admin: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Caravan shell</title>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    t = await startApp(url, { demo: true, env: { STATIC_DIR: staticDir } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(PROTECTED_SPELLINGS)('asks for a token on %s, by GET and HEAD', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await raw(port, method, target);
      expect({ method, status: res.status, type: res.headers['content-type'] }).toEqual({
        method,
        status: 401,
        type: 'application/json; charset=utf-8',
      });
    }
    expect(JSON.parse((await raw(port, 'GET', target)).body)).toEqual({
      title: 'Unauthorized',
      message: 'Please sign in',
    });
  });

  it.each(UNKNOWN_API_SPELLINGS)('answers %s with a JSON 404, never the app', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await raw(port, method, target);
      expect({ method, status: res.status, type: res.headers['content-type'] }).toEqual({
        method,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
    }
    expect(JSON.parse((await raw(port, 'GET', target)).body).title).toBe('Not found');
  });

  it.each(['/api/%', '/api/%zz', '/API/languages/%E0%A4%A', '/bookings/download/invoice/%'])(
    'answers the malformed address %s with a JSON 400 in our own words, signed in or not',
    async (target) => {
      const anonymous: Record<string, string> = {};
      for (const headers of [anonymous, { authorization: `Bearer ${ops}` }]) {
        const res = await raw(port, 'GET', target, headers);
        expect({ status: res.status, type: res.headers['content-type'], body: JSON.parse(res.body) }).toEqual(
          {
            status: 400,
            type: 'application/json; charset=utf-8',
            body: {
              title: 'Bad request',
              message: 'The address is not a valid URL: a % must begin a %XX escape',
            },
          },
        );
      }
    },
  );

  it('still serves the app without a token: the shell for client routes and the built files', async () => {
    for (const target of ['/', '/arrivals', '/auth/logmein/bob%40example.com/', '/apis-of-the-world']) {
      const res = await raw(port, 'GET', target);
      expect({ target, status: res.status, body: res.body }).toEqual({
        target,
        status: 200,
        body: '<!doctype html><title>Caravan shell</title>',
      });
    }
    for (const target of ['/assets/app-1a2b3c.js', '/ASSETS/app-1a2b3c.js', '/%61ssets/app-1a2b3c.js']) {
      const res = await raw(port, 'GET', target);
      expect({ target, status: res.status, body: res.body }).toEqual({
        target,
        status: 200,
        body: 'console.log("app")',
      });
    }
  });

  it('answers a protected route by any spelling once signed in', async () => {
    for (const target of ['/API/languages/sync', '/%61pi/languages/sync', '/api/languages/sync/']) {
      expect((await raw(port, 'GET', target, bearer(ops))).status).toBe(200);
    }
  });

  const pendingBooking = async () => {
    const agent = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    return t.database.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('agentId', '=', agent.id)
      .where('status', '=', 1)
      .where('date', '>', todayUtc())
      .orderBy('id')
      .executeTakeFirstOrThrow();
  };
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('refuses a cookie-only change by every spelling of the path, and takes it with the custom header', async () => {
    const booking = await pendingBooking();
    const cookie = { cookie: `AuthToken=${ops}`, 'content-type': 'text/plain' };
    for (const target of [
      `/API/bookings/${booking.id}/cancel`,
      `/%61pi/bookings/${booking.id}/cancel`,
      `/Api/Bookings/${booking.id}/CANCEL/`,
      `/api/bookings/${booking.id}/cancel`,
    ]) {
      const res = await raw(port, 'POST', target, cookie, 'cancel please');
      expect({ target, status: res.status }).toEqual({ target, status: 403 });
    }
    expect(await statusOf(booking.id)).toBe(1);

    const languages = () => t.database.db.selectFrom('languages').select('id').execute();
    const before = (await languages()).length;
    const json = { cookie: `AuthToken=${ops}`, 'content-type': 'application/json' };
    const forged = await raw(
      port,
      'POST',
      '/API/languages',
      json,
      JSON.stringify({ name: 'Forged', code: 'fg' }),
    );
    expect(forged.status).toBe(403);
    expect(await languages()).toHaveLength(before);

    const ours = await raw(
      port,
      'POST',
      `/%61pi/bookings/${booking.id}/cancel`,
      { ...cookie, 'x-requested-with': 'XMLHttpRequest' },
      '',
    );
    expect(ours.status).toBe(200);
    expect(await statusOf(booking.id)).toBe(4);
  });

  describe('log in as another user (GET /api/auth/logmein changes state)', () => {
    const audits = async () =>
      (await t.database.db.selectFrom('auditLog').select('id').where('action', '=', 'auth.logmein').execute())
        .length;

    it('refuses it with only the cookie, as a cross-site navigation would send it, by any spelling and by HEAD', async () => {
      const before = await audits();
      const cookie = { cookie: `AuthToken=${admin}` };
      for (const [method, target] of [
        ['GET', '/api/auth/logmein?email=agent@caravan.demo'],
        ['GET', '/API/Auth/LogMeIn?email=agent@caravan.demo'],
        ['GET', '/%61pi/auth/logmein/?email=agent@caravan.demo'],
        ['HEAD', '/api/auth/logmein?email=agent@caravan.demo'],
      ]) {
        const res = await raw(port, method, target, cookie);
        expect({ method, target, status: res.status, setCookie: res.headers['set-cookie'] }).toEqual({
          method,
          target,
          status: 403,
          setCookie: undefined,
        });
      }
      expect(await audits()).toBe(before);
    });

    it("answers the app's own call, which carries X-Requested-With, and a bearer call", async () => {
      const before = await audits();
      const withHeader = await raw(port, 'GET', '/api/auth/logmein?email=agent@caravan.demo', {
        cookie: `AuthToken=${admin}`,
        'x-requested-with': 'XMLHttpRequest',
      });
      expect(withHeader.status).toBe(200);
      expect(String(withHeader.headers['set-cookie'])).toContain('AuthToken=');
      const withBearer = await t.app.inject({
        url: '/api/auth/logmein?email=agent@caravan.demo',
        headers: bearer(admin),
      });
      expect(withBearer.statusCode).toBe(200);
      expect(await audits()).toBe(before + 2);
    });
  });
});

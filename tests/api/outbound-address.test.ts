import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTO_DEMO_API_KEY } from '../../server/integrations/octo-demo/behaviour';
import { insertProvider } from '../../server/modules/external-providers/repo';
import { OCTO_DEMO_PREFIX } from '../../server/integrations/octo-demo/routes';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { listenWithDemoProvider } from './octo-helper';

// The outbound-address rule (docs/decisions.md): a supplier admin's provider base URL is refused when its
// shape could send a call elsewhere, refused when it is or resolves to a private address (on save, and
// again at every call), and the server never follows a redirect nor echoes what an address answered.
// A local listener stands for the internal service an attacker aims at: it must see no request.

const PRIVATE =
  "The address is a private network address, which this server does not call: enter the provider's public address";
const PRIVATE_TEST = (name: string) =>
  `${name}'s address is a private network address, which this server does not call. Enter the provider's public address.`;

/** A local HTTP server that counts what reaches it and answers `answer`. */
async function listener(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    answer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

describe.each(databases)('the outbound-address rule on $name', ({ url }) => {
  let t: TestContext;
  let close: () => Promise<void>;
  let admin: string;
  let supplierId: number;
  let internal: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    ({ close } = await listenWithDemoProvider(t));
    admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
    supplierId = (
      await t.database.db
        .selectFrom('users')
        .select('supplierId')
        .where('email', '=', 'admin@caravan.demo')
        .executeTakeFirstOrThrow()
    ).supplierId!;
    internal = await listener((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: 'internal', name: 'SECRET internal answer' }));
    });
  });
  afterAll(async () => {
    await internal?.close();
    await close?.();
  });

  const save = (baseUrl: string, apiKey = 'stolen-key') =>
    t.app.inject({
      method: 'POST',
      url: '/api/externalproviders',
      headers: bearer(admin),
      payload: { id: 0, name: 'Probe', baseUrl, apiKey, isActive: true },
    });
  const testConnection = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/externalproviders/${id}/test`, headers: bearer(admin) });
  const providerCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('externalProviders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses on save a base URL whose shape could send the call elsewhere, with a field message', async () => {
    const before = await providerCount();
    const cases: Array<[string, string]> = [
      [
        'https://octo.example.com/v1#',
        'Base URL must not contain ? or #: the calls add their own paths to it',
      ],
      [
        'https://octo.example.com/admin#/v1',
        'Base URL must not contain ? or #: the calls add their own paths to it',
      ],
      [
        'https://octo.example.com/v1?x=1',
        'Base URL must not contain ? or #: the calls add their own paths to it',
      ],
      [
        'https://octo.example.com/v1?',
        'Base URL must not contain ? or #: the calls add their own paths to it',
      ],
      [
        'https://user:pass@octo.example.com/v1',
        'Base URL must not contain a user name or password; the API key has its own field',
      ],
      [
        'https://user@octo.example.com',
        'Base URL must not contain a user name or password; the API key has its own field',
      ],
      [
        'ftp://octo.example.com',
        'Base URL must be an http(s) address such as https://api.example.com/octo, or a path on this server such as /octo-demo/v1',
      ],
      [
        'file:///etc/passwd',
        'Base URL must be an http(s) address such as https://api.example.com/octo, or a path on this server such as /octo-demo/v1',
      ],
      ['/api/auth', 'The only path on this server a provider may have is /octo-demo/v1, the demo provider'],
      [
        '/octo-demo/v1/../../api',
        'The only path on this server a provider may have is /octo-demo/v1, the demo provider',
      ],
    ];
    for (const [baseUrl, message] of cases) {
      const res = await save(baseUrl);
      expect([baseUrl, res.statusCode, res.json().fields]).toEqual([baseUrl, 400, { baseUrl: message }]);
    }
    expect(await providerCount()).toBe(before);
    expect(internal.seen).toEqual([]);
  });

  it('refuses on save an address that is or resolves to loopback, a private network, link-local or nothing', async () => {
    const before = await providerCount();
    const p = internal.port;
    const addresses = [
      `http://127.0.0.1:${p}/octo`,
      `http://127.1:${p}`,
      `http://2130706433:${p}`,
      `http://0x7f.0.0.1:${p}`,
      `http://0177.0.0.1:${p}`,
      `http://[::1]:${p}`,
      `http://[::ffff:127.0.0.1]:${p}`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}`,
      `http://0.0.0.0:${p}`,
      `http://localhost:${p}`,
      'http://127.0.0.1:5432',
      'http://10.0.0.1/octo',
      'http://192.168.1.1',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]',
      'http://[fd00::1]',
    ];
    for (const baseUrl of addresses) {
      const res = await save(baseUrl);
      expect([baseUrl, res.statusCode, res.json().fields]).toEqual([baseUrl, 400, { baseUrl: PRIVATE }]);
    }
    expect(await providerCount()).toBe(before);
    expect(internal.seen).toEqual([]);
  });

  it('refuses at every call a stored address that is private now (a name rebound since it was saved): Test connection and the look-ups, with no request reaching it', async () => {
    const p = internal.port;
    for (const baseUrl of [
      `http://localhost:${p}/octo`,
      `http://127.0.0.1:${p}`,
      `http://2130706433:${p}`,
      `http://[::ffff:7f00:1]:${p}`,
      `http://[::1]:${p}`,
      `http://0.0.0.0:${p}`,
    ]) {
      // As if saved while the name still pointed at a public address.
      const id = await insertProvider(t.database.db, supplierId, {
        name: 'Rebound',
        baseUrl,
        apiKey: 'stolen-key',
        octoSupplierId: null,
        isActive: true,
      });
      const res = await testConnection(id);
      expect(res.statusCode).toBe(200);
      expect([baseUrl, res.json()]).toEqual([
        baseUrl,
        {
          ok: false,
          supplierName: null,
          octoSupplierId: null,
          products: 0,
          message: PRIVATE_TEST('Rebound'),
        },
      ]);
      const lookup = await t.app.inject({
        url: `/api/timeslots/externaloffers?apiproviderid=${id}`,
        headers: bearer(admin),
      });
      expect(lookup.statusCode).toBe(502);
      expect(lookup.json()).toMatchObject({
        message: PRIVATE_TEST('Rebound'),
        providerError: 'private-address',
      });
    }
    expect(internal.seen).toEqual([]);
  });

  it('still calls the demo provider this server serves at its own path', async () => {
    const saved = await save(OCTO_DEMO_PREFIX, OCTO_DEMO_API_KEY);
    expect(saved.statusCode).toBe(201);
    const res = await testConnection(saved.json().id);
    expect(res.json()).toMatchObject({ ok: true, message: null });
  });
});

describe.each(databases)('OUTBOUND_ALLOW_PRIVATE on $name', ({ url }) => {
  let t: TestContext;
  let admin: string;
  let supplierId: number;
  let inner: Awaited<ReturnType<typeof listener>>;
  let outer: Awaited<ReturnType<typeof listener>>;
  let mode: 'redirect' | 'error page' | 'octo' = 'octo';

  beforeAll(async () => {
    // A private deployment: its providers live on 127.0.0.1.
    t = await startApp(url, { demo: true, env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
    supplierId = (
      await t.database.db
        .selectFrom('users')
        .select('supplierId')
        .where('email', '=', 'admin@caravan.demo')
        .executeTakeFirstOrThrow()
    ).supplierId!;
    inner = await listener((_req, res) => res.end('{"secret":"SECRET inner answer"}'));
    outer = await listener((req, res) => {
      if (mode === 'redirect') {
        res.writeHead(302, { Location: `http://127.0.0.1:${inner.port}/secret` });
        return res.end();
      }
      if (mode === 'error page') {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        return res.end('SECRET: db password is hunter2');
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.url?.endsWith('/supplier') ? { id: 's1', name: 'Local OCTO' } : []));
    });
  });
  afterAll(async () => {
    await inner?.close();
    await outer?.close();
    await t?.close();
  });

  const provider = async (baseUrl: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/externalproviders',
      headers: bearer(admin),
      payload: { id: 0, name: 'Local', baseUrl, apiKey: 'k', isActive: true },
    });
    return res;
  };
  const testConnection = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/externalproviders/${id}/test`, headers: bearer(admin) });

  it('lets providers be at the listed private address, and only there', async () => {
    const saved = await provider(`http://127.0.0.1:${outer.port}/octo`);
    expect(saved.statusCode).toBe(201);
    mode = 'octo';
    expect((await testConnection(saved.json().id)).json()).toMatchObject({
      ok: true,
      supplierName: 'Local OCTO',
    });
    expect(outer.seen).toEqual(['GET /octo/supplier', 'GET /octo/products']);
    expect((await provider('http://10.0.0.1/octo')).statusCode).toBe(400);
    expect((await provider('http://169.254.169.254')).statusCode).toBe(400);
  });

  it('follows no redirect and echoes nothing of what the address answered', async () => {
    const id = await insertProvider(t.database.db, supplierId, {
      name: 'Local',
      baseUrl: `http://127.0.0.1:${outer.port}`,
      apiKey: 'k',
      octoSupplierId: null,
      isActive: true,
    });
    mode = 'redirect';
    const redirected = (await testConnection(id)).json();
    expect(redirected).toMatchObject({ ok: false, message: 'Local refused the request (status 302)' });
    expect(inner.seen).toEqual([]);
    mode = 'error page';
    const page = await testConnection(id);
    expect(page.json()).toMatchObject({ ok: false, message: 'Local refused the request (status 500)' });
    expect(page.body).not.toContain('SECRET');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octoClient } from '../../server/integrations/octo/adapter';
import { ProviderError } from '../../server/integrations/octo/errors';
import { LOOPBACK_ALLOWED } from './octo-helper';

// The adapter against a plain HTTP server that plays an OCTO supplier as the specification describes it
// (not the demo provider): what it sends, and how every kind of answer becomes a result or a ProviderError.

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];
let answer: (s: Seen, res: http.ServerResponse) => void = (_s, res) => res.end('{}');

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const booking = (status: string) => ({ id: 'b1', uuid: 'u-1', status, unitItems: [] });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const s = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(s);
      answer(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const client = (timeoutMs?: number) =>
  octoClient({ baseUrl: base, apiKey: 'k-123', timeoutMs, outbound: LOOPBACK_ALLOWED });

describe('OCTO adapter', () => {
  it('sends the Bearer key and Octo-Capabilities, on the spec’s paths, with JSON bodies', async () => {
    seen.length = 0;
    answer = (s, res) => {
      if (s.url === '/octo/products') return json(res, 200, [{ id: 'p1', options: [] }]);
      if (s.url === '/octo/availability/calendar') return json(res, 200, [{ localDate: '2026-12-01' }]);
      if (s.url === '/octo/availability') return json(res, 200, [{ id: '2026-12-01T09:00:00+04:00' }]);
      if (s.url === '/octo/bookings') return json(res, 200, booking('ON_HOLD'));
      if (s.url === '/octo/bookings/u-1/confirm') return json(res, 200, booking('CONFIRMED'));
      return json(res, 404, { error: 'NOT_FOUND', errorMessage: 'no' });
    };
    const c = client();
    await c.products();
    await c.availabilityCalendar({
      productId: 'p1',
      optionId: 'DEFAULT',
      localDateStart: '2026-12-01',
      localDateEnd: '2026-12-02',
    });
    await c.availability({
      productId: 'p1',
      optionId: 'DEFAULT',
      availabilityIds: ['2026-12-01T09:00:00+04:00'],
    });
    const held = await c.reserve({
      productId: 'p1',
      optionId: 'DEFAULT',
      availabilityId: '2026-12-01T09:00:00+04:00',
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: 'CRV-9',
      expirationMinutes: 20,
    });
    expect(held.status).toBe('ON_HOLD');
    await c.confirm('u-1', { resellerReference: 'CRV-9', contact: { fullName: 'Ann Guest' } });

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /octo/products',
      'POST /octo/availability/calendar',
      'POST /octo/availability',
      'POST /octo/bookings',
      'POST /octo/bookings/u-1/confirm',
    ]);
    for (const s of seen) {
      expect(s.headers.authorization).toBe('Bearer k-123');
      expect(s.headers['octo-capabilities']).toBe('octo/pricing');
    }
    expect(seen[0].headers['content-type']).toBeUndefined();
    expect(seen[3].headers['content-type']).toBe('application/json');
    expect(seen[3].body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: 'p1',
      optionId: 'DEFAULT',
      availabilityId: '2026-12-01T09:00:00+04:00',
      expirationMinutes: 20,
      resellerReference: 'CRV-9',
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
    });
    expect(seen[4].body).toEqual({ resellerReference: 'CRV-9', contact: { fullName: 'Ann Guest' } });
  });

  it('cancels with POST …/cancel, and with DELETE /bookings/{uuid} on a supplier without that route', async () => {
    seen.length = 0;
    answer = (s, res) =>
      s.method === 'DELETE'
        ? json(res, 200, booking('CANCELLED'))
        : (res.writeHead(404), res.end('Not Found'));
    const b = await client().cancel('u-1', 'Guest ill');
    expect(b.status).toBe('CANCELLED');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /octo/bookings/u-1/cancel',
      'DELETE /octo/bookings/u-1',
    ]);
    expect(seen[1].body).toEqual({ reason: 'Guest ill' });
  });

  it('an OCTO error is refused with its code and message; a booking it cannot find is released already', async () => {
    answer = (_s, res) =>
      json(res, 400, {
        error: 'INVALID_BOOKING_UUID',
        errorMessage: 'The Booking UUID was invalid',
        uuid: 'u-1',
      });
    const err = (await client()
      .confirm('u-1')
      .catch((e: unknown) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      kind: 'refused',
      status: 400,
      providerCode: 'INVALID_BOOKING_UUID',
      providerMessage: 'The Booking UUID was invalid',
    });
    await expect(client().release('u-1')).resolves.toBeUndefined();
    answer = (_s, res) =>
      json(res, 400, { error: 'UNPROCESSABLE_ENTITY', errorMessage: 'Past the cancellation cut-off' });
    await expect(client().release('u-1')).rejects.toMatchObject({ providerCode: 'UNPROCESSABLE_ENTITY' });
  });

  it('a 500 page, a 200 that is not JSON or not the shape, silence and a closed port are each their kind', async () => {
    answer = (_s, res) => (
      res.writeHead(502, { 'Content-Type': 'text/html' }),
      res.end('<h1>Bad gateway</h1>')
    );
    // A body that is not an OCTO error is never kept: the failure says the status, nothing of the page.
    const page = (await client()
      .products()
      .catch((e: unknown) => e)) as ProviderError;
    expect(page).toMatchObject({ kind: 'refused', status: 502, providerMessage: undefined });
    expect(page.message).toBe('The provider answered 502 to GET /products');
    answer = (_s, res) => (res.writeHead(200), res.end('maintenance'));
    await expect(client().products()).rejects.toMatchObject({ kind: 'bad-answer' });
    answer = (_s, res) => json(res, 200, { products: [] });
    await expect(client().products()).rejects.toMatchObject({ kind: 'bad-answer' });
    answer = (_s, res) => void setTimeout(() => json(res, 200, []), 1500);
    await expect(client(100).products()).rejects.toMatchObject({ kind: 'timeout' });
    await expect(
      octoClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', outbound: LOOPBACK_ALLOWED }).supplier(),
    ).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

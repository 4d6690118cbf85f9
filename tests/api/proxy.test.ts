import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databases, startApp, TEST_PASSWORD, type TestContext } from './helper';

const PROXY = '10.0.0.2';

describe.each(databases)('behind a proxy on $name', ({ url }) => {
  describe('TRUST_PROXY=1 (one proxy hop)', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await startApp(url, { env: { TRUST_PROXY: '1' } });
      await createUser(t, { email: 'victim@test.io', roles: ['agent'] });
    });
    afterAll(async () => t?.close());

    const signInVia = (forwardedFor: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'victim@test.io', password },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('throttles the address the proxy saw, whatever the client wrote to the left of it', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 30; i++)
        statuses.push((await signInVia(`198.51.100.${i}, 203.0.113.9`, 'wrong-password')).statusCode);
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
      expect((await signInVia('198.51.100.99, 203.0.113.9', TEST_PASSWORD)).statusCode).toBe(429);
    });

    it('keeps other clients behind the same proxy apart', async () => {
      expect((await signInVia('203.0.113.10', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('believes X-Forwarded-Proto from the proxy: HSTS and a Secure cookie over HTTPS', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'victim@test.io', password: TEST_PASSWORD },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.11', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      const health = await t.app.inject({
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    });

    it('sends no HSTS and no Secure cookie over plain HTTP', async () => {
      const res = await signInVia('203.0.113.12', TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
    });
  });

  describe('TRUST_PROXY=<the proxy address>', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await startApp(url, { env: { TRUST_PROXY: `${PROXY},192.0.2.0/24` } });
      await createUser(t, { email: 'victim@test.io', roles: ['agent'] });
    });
    afterAll(async () => t?.close());

    const signInFrom = (remoteAddress: string, headers: Record<string, string>, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'victim@test.io', password },
        remoteAddress,
        headers,
      });

    it('takes the client address from the listed proxy, and keeps its clients apart', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 10; i++)
        statuses.push(
          (await signInFrom(PROXY, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` }, 'wrong'))
            .statusCode,
        );
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
      expect((await signInFrom(PROXY, { 'x-forwarded-for': '203.0.113.10' }, TEST_PASSWORD)).statusCode).toBe(
        200,
      );
    });

    it('ignores X-Forwarded-For and X-Forwarded-Proto from anyone else', async () => {
      const direct = '198.51.100.200';
      const statuses: number[] = [];
      for (let i = 1; i <= 10; i++) {
        statuses.push(
          (
            await signInFrom(
              direct,
              { 'x-forwarded-for': `203.0.113.${100 + i}`, 'x-forwarded-proto': 'https' },
              'wrong',
            )
          ).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
      const res = await signInFrom('198.51.100.201', { 'x-forwarded-proto': 'https' }, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
    });
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startApp, type TestContext } from './helper';

/**
 * Issue 22 (14): a body over the limit got its 413 while the server closed the socket mid-upload, so
 * browsers and fetch saw a network failure rather than "too large". Over a real socket, the client must
 * read the 413 and its JSON, with or without Content-Length.
 */
describe.each(databases)('an oversized body over a real socket on $name', ({ url }) => {
  let t: TestContext;
  let base: string;
  let port: number;

  beforeAll(async () => {
    t = await startApp(url);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => t?.close());

  // Sign-in is public and takes 64 KB of JSON: 2 MB is well over, and more than a socket buffers.
  const oversized = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(30 * 1024 * 1024) });
  const expected = {
    title: 'Too large',
    message: 'The request body is larger than the 64 KB this call accepts',
  };

  it('lets fetch read the 413 of a body with Content-Length', async () => {
    const res = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(expected);
  });

  /**
   * Streams `pieces` × 64 KB to sign-in as a browser uploads: piece by piece, to the end, and only then
   * takes the answer. A socket the server closes under the upload fails a write ('error').
   */
  const upload = (pieces: number, withLength: boolean) =>
    new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      const head = '{"email":"a@b.c","password":"';
      const chunk = 'x'.repeat(64 * 1024);
      const total = head.length + pieces * chunk.length + 2;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/signin',
        headers: {
          'content-type': 'application/json',
          ...(withLength ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
        },
      });
      let sent = 0;
      let finished = false;
      let answer: { status: number; body: string } | null = null;
      const settle = () => finished && answer && resolve({ ...answer, sent });
      req.on('error', reject);
      req.on('finish', () => {
        finished = true;
        settle();
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body };
          settle();
        });
        res.on('error', reject);
      });
      const write = (i: number) => {
        if (i === pieces) return req.end('"}');
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(() => write(i + 1));
        else req.once('drain', () => write(i + 1));
      };
      req.write(head);
      write(0);
    });

  for (const [name, withLength] of [
    ['with Content-Length', true],
    ['chunked, without Content-Length', false],
  ] as const) {
    it(`lets a streamed upload ${name} finish and read the 413`, async () => {
      const answer = await upload(480, withLength);
      expect(answer.sent).toBe(480 * 64 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(expected);
    });
  }

  it('still answers the next request on the same server', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});

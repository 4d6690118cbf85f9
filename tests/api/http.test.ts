import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('HTTP behaviour on $name', ({ url }) => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await startApp(url);
    await createUser(t, { email: 'admin@test.io', roles: ['admin'] });
    token = await signIn(t, 'admin@test.io');
  });
  afterAll(async () => t?.close());

  it('answers invalid JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: 'Bad request', message: 'The request body is not valid JSON' });
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('AuthToken=;');
  });

  it('answers wrong types with 400 and the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(token),
      payload: { name: 42, code: 'xx' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain('name');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), code: 'xx' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().title).toBe('Too large');
  });

  it('names the 413 in the OpenAPI description of every route that takes a body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs', headers: bearer(token) })).json();
    const withBody = Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => !['get', 'head'].includes(method))
        .map(([method, op]) => [`${method} ${path}`, Object.keys(op.responses)] as const),
    );
    expect(withBody.length).toBeGreaterThan(5);
    expect(withBody.filter(([, statuses]) => !statuses.includes('413')).map(([route]) => route)).toEqual([]);
  });

  it('gives every route a body limit that fits it: 64 KB for a JSON call, 1 KB where no body is read', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(70 * 1024), code: 'xx' }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({
      title: 'Too large',
      message: 'The request body is larger than the 64 KB this call accepts',
    });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2048) }),
    });
    expect(noBody.statusCode).toBe(413);
    expect(noBody.json().message).toBe('The request body is larger than the 1 KB this call accepts');
    // A group-info save may carry two long notes: its limit is 128 KB, so this one reaches the schema.
    const groupInfo = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ groupId: 'g', values: { notes: 'x'.repeat(100 * 1024) } }),
    });
    expect(groupInfo.statusCode).toBe(400);
  });

  it('refuses text no column can hold (an unpaired surrogate, NUL) in a body, a query or a path with 400', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(token),
      payload: { name: 'a\u0000b', code: 'xx' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      title: 'Bad request',
      message: 'Text must not contain NUL characters (body name)',
      fields: { name: 'Text must not contain NUL characters' },
    });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name":"x","code":"xx","\\udc00":1}',
    });
    expect(key.statusCode).toBe(400);
    const query = await t.app.inject({ url: '/api/search?q=a%00b', headers: bearer(token) });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('Text must not contain NUL characters (query q)');
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/no/such/thing', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('Not found');
  });

  it('matches paths case-insensitively, as the spec writes them', async () => {
    const res = await t.app.inject({ url: '/api/Auth/Me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const path of ['/api/health', '/api/auth/me', '/api/no/such/thing']) {
      const res = await t.app.inject({ url: path });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/languages/sync', '/api/search']),
    );
  });
});

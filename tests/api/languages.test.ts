import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('languages on $name', ({ url }) => {
  let t: TestContext;
  let admin: string;
  let agent: string;

  beforeAll(async () => {
    t = await startApp(url);
    await t.database.db
      .insertInto('languages')
      .values([
        { name: 'English', code: 'en', isOffers: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
        { name: 'Russian', code: 'ru', isOffers: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
        { name: 'Arabic', code: 'ar', isOffers: 0, updatedAt: '2026-01-01T00:00:00.000Z' },
      ])
      .execute();
    await createUser(t, { email: 'admin@test.io', roles: ['admin'] });
    await createUser(t, { email: 'agent@test.io', roles: ['agent'] });
    admin = await signIn(t, 'admin@test.io');
    agent = await signIn(t, 'agent@test.io');
  });
  afterAll(async () => t?.close());

  it('syncs every language sorted by name, or only offer languages', async () => {
    const all = await t.app.inject({ url: '/api/languages/sync?date=&isOffers=', headers: bearer(agent) });
    expect(all.statusCode).toBe(400);
    const res = await t.app.inject({ url: '/api/languages/sync?date=', headers: bearer(agent) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((l: { code: string }) => l.code)).toEqual(['ar', 'en', 'ru']);
    const offers = await t.app.inject({ url: '/api/languages/sync?isOffers=true', headers: bearer(agent) });
    expect(offers.json().items.map((l: { code: string }) => l.code)).toEqual(['en', 'ru']);
  });

  it('sends only what changed since the last sync, deletions included', async () => {
    const first = await t.app.inject({ url: '/api/languages/sync', headers: bearer(agent) });
    const since = first.json().date as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(admin),
      payload: { name: 'German', code: 'de', isOffers: true },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'German', code: 'de', isOffers: true, isDeleted: false });
    const ar = (first.json().items as Array<{ id: number; code: string }>).find((l) => l.code === 'ar')!;
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(admin),
      payload: { id: ar.id, name: 'Arabic', code: 'ar', isDeleted: true },
    });
    expect(deleted.statusCode).toBe(200);

    const next = await t.app.inject({
      url: `/api/languages/sync?date=${encodeURIComponent(since)}`,
      headers: bearer(agent),
    });
    expect(next.json().items.map((l: { code: string; isDeleted: boolean }) => [l.code, l.isDeleted])).toEqual(
      [
        ['ar', true],
        ['de', false],
      ],
    );
  });

  it('refuses a duplicate code, a bad code and a caller without the role', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(admin),
      payload: { name: 'English 2', code: 'en' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ code: 'This code is already used' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(admin),
      payload: { name: 'Klingon', code: 'KLINGON!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.code).toBe('Code must be a language code such as en or ru');
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(agent),
      payload: { name: 'Italian', code: 'it' },
    });
    expect(role.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(admin),
      payload: { id: 9999, name: 'Italian', code: 'it' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('Idempotency-Key on $name', ({ url }) => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await startApp(url);
    await createUser(t, { email: 'admin@test.io', roles: ['admin'] });
    token = await signIn(t, 'admin@test.io');
  });
  afterAll(async () => t?.close());

  const save = (key: string, payload: object, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload,
    });
  const count = async (code: string) =>
    (await t.database.db.selectFrom('languages').select('id').where('code', '=', code).execute()).length;

  it('replays the first answer for the same key and body, and writes once', async () => {
    const first = await save('key-replay-0001', { name: 'German', code: 'de' });
    const second = await save('key-replay-0001', { name: 'German', code: 'de' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count('de')).toBe(1);
  });

  it('knows the request by its route, not its spelling: the same call to /API/languages/ replays', async () => {
    const first = await save('key-spelling-01', { name: 'Danish', code: 'da' });
    const respelt = await t.app.inject({
      method: 'POST',
      url: '/API/languages/',
      headers: { ...bearer(token), 'idempotency-key': 'key-spelling-01' },
      payload: { name: 'Danish', code: 'da' },
    });
    expect(respelt.statusCode).toBe(200);
    expect(respelt.headers['idempotent-replayed']).toBe('true');
    expect(respelt.json()).toEqual(first.json());
    expect(await count('da')).toBe(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    await save('key-differs-001', { name: 'Italian', code: 'it' });
    const other = await save('key-differs-001', { name: 'French', code: 'fr' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await count('fr')).toBe(0);
  });

  it('keeps no key for a refused request, so the same key can be tried again', async () => {
    const refused = await save('key-refused-01', { id: 99999, name: 'Polish', code: 'pl' });
    expect(refused.statusCode).toBe(404);
    const retried = await save('key-refused-01', { name: 'Polish', code: 'pl' });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a malformed key', async () => {
    const res = await save('short', { name: 'Greek', code: 'el' });
    expect(res.statusCode).toBe(400);
    expect(await count('el')).toBe(0);
  });

  it('writes once when two API instances get the same key at the same time', async () => {
    // A second instance on the same database, as behind a load balancer.
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    const { app: second } = await buildApp({ config, database: t.database, logger: false });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          save('key-concurrent-1', { name: 'Turkish', code: 'tr' }, i % 2 ? second : t.app),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await count('tr')).toBe(1);
    } finally {
      await second.close();
    }
  });
});

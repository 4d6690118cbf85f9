import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import type { App } from '../../server/http/types';
import { bearer, createUser, databases, signIn, startApp, TEST_PASSWORD, type TestContext } from './helper';

type Answer = { statusCode: number; headers: Record<string, unknown> };

/** How many answers had their password checked (anything but 429), and whether every 429 says when to retry. */
function tally(answers: Answer[]) {
  const refused = answers.filter((a) => a.statusCode === 429);
  return {
    checked: answers.length - refused.length,
    statuses: [...new Set(answers.map((a) => a.statusCode))].sort(),
    retryAfterOnEvery429: refused.every((a) => Number(a.headers['retry-after']) > 800),
  };
}

/** Password guesses are counted in the database (server/auth/throttle.ts), whichever instance takes them. */
describe.each(databases)('password throttling on $name', ({ url }) => {
  let t: TestContext;
  let second: App;
  let secondDatabase: Database;
  let agencyId: number;

  beforeAll(async () => {
    t = await startApp(url);
    // A second API instance on the same database, as behind a load balancer; on PostgreSQL with its
    // own pool, as a second process would have.
    secondDatabase = url
      ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 5 })
      : t.database;
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    second = (await buildApp({ config, database: secondDatabase, logger: false })).app;
    agencyId = (
      await t.database.db
        .insertInto('agencies')
        .values({ name: 'Racers', code: 'RAC' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const email of [
      'raced@test.io',
      'guesser@test.io',
      'resetter@test.io',
      'bystander@test.io',
      'devices@test.io',
    ]) {
      await createUser(t, { email, roles: ['agent'], agencyId });
    }
  });
  afterAll(async () => {
    await second?.close();
    if (url) await secondDatabase?.close();
    await t?.close();
  });

  const app = (i: number) => (i % 2 ? second : t.app);

  it('checks exactly 5 of 60 parallel wrong passwords from one address, on two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        app(i).inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'raced@test.io', password: `wrong-${i}` },
          remoteAddress: '10.6.6.6',
        }),
      ),
    );
    const { checked, statuses, retryAfterOnEvery429 } = tally(answers);
    expect(checked).toBe(5);
    expect(statuses).toEqual([401, 429]);
    expect(retryAfterOnEvery429).toBe(true);
    // Still refused afterwards, even with the right password.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'raced@test.io', password: TEST_PASSWORD },
      remoteAddress: '10.6.6.6',
    });
    expect(after.statusCode).toBe(429);
  });

  it('checks exactly 5 of 30 parallel guesses for an e-mail without an account too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app(i).inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'ghost@test.io', password: `wrong-${i}` },
          remoteAddress: '10.6.6.7',
        }),
      ),
    );
    expect(tally(answers).checked).toBe(5);
  });

  it('lets 12 parallel right passwords from one address all in: beyond 5 they wait for the checks under way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app(i).inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'devices@test.io', password: TEST_PASSWORD },
          remoteAddress: '10.6.6.9',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  });

  it('takes a check left pending for over a minute (its instance died) for a failure', async () => {
    const at = new Date(Date.now() - 2 * 60_000).toISOString();
    const rows = Array.from({ length: 5 }, () => ({
      email: 'crashed@test.io',
      ip: '10.6.6.10',
      succeeded: 0,
      pending: 1,
      at,
    }));
    await t.database.db.insertInto('signInAttempts').values(rows).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'crashed@test.io', password: TEST_PASSWORD },
      remoteAddress: '10.6.6.10',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(700);
  });

  const changePassword = (instance: App, token: string, currentPassword: string) =>
    instance.inject({
      method: 'PUT',
      url: '/api/auth/changepassword',
      payload: { currentPassword, password: 'brand-new-password', passwordRepeat: 'brand-new-password' },
      headers: bearer(token),
    });

  it('lets a token holder guess the current password 5 times only, also in parallel on two instances', async () => {
    const token = await signIn(t, 'guesser@test.io');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePassword(app(i), token, `guess-${i}`)),
    );
    const { checked, statuses, retryAfterOnEvery429 } = tally(answers);
    expect(checked).toBe(5);
    expect(statuses).toEqual([400, 429]);
    expect(retryAfterOnEvery429).toBe(true);

    const right = await changePassword(t.app, token, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong current passwords\. Try again in 15 minutes\.$/);
    // The account's sign-in is counted apart, and other accounts are not affected.
    expect(await signIn(t, 'guesser@test.io', TEST_PASSWORD, '10.6.6.8')).toBeTruthy();
    const other = await changePassword(t.app, await signIn(t, 'bystander@test.io'), 'nope');
    expect(other.statusCode).toBe(400);
  });

  it('refuses the sixth wrong current password in a row, and a right one resets the count', async () => {
    const token = await signIn(t, 'resetter@test.io');
    for (let i = 0; i < 4; i++) expect((await changePassword(t.app, token, 'wrong')).statusCode).toBe(400);
    const changed = await changePassword(t.app, token, TEST_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    for (let i = 0; i < 5; i++) expect((await changePassword(t.app, fresh, 'wrong')).statusCode).toBe(400);
    const sixth = await changePassword(t.app, fresh, 'wrong');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
  });
});

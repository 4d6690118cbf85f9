// The demo world served over HTTP on loopback, as the benches that call the API start it: SQLite in a
// folder of its own, or PostgreSQL with DATABASE_URL_TEST=… in a schema of its own, dropped at close.
// `instances` apps over the one database stand for processes behind a balancer (PostgreSQL only: a
// SQLite file is one process's, so it gets one).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed/demo';

export interface Answer {
  status: number;
  json: any;
}

export async function startDemoServer({ folder, instances = 1 }: { folder: string; instances?: number }) {
  const pgUrl = process.env.DATABASE_URL_TEST || null;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let admin: Database | null = null;
  if (pgUrl) {
    admin = openDatabase({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  }
  const open = () =>
    pgUrl
      ? openDatabase({ kind: 'postgres', url: pgUrl }, { schema, poolSize: 8 })
      : openDatabase({ kind: 'sqlite', file: path.join(mkdtempSync(path.join(tmpdir(), folder)), 'b.db') });
  const first = open();
  await migrateToLatest(first.db, first.schema);
  await seedDemo(first.db);
  const databases = [first, ...Array.from({ length: pgUrl ? instances - 1 : 0 }, open)];
  const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
  const urls = await Promise.all(apps.map(({ app }) => app.listen({ host: '127.0.0.1', port: 0 })));

  /** One JSON call to the instance at `url`, with a bearer token (or none) and any other headers. */
  async function callAt(
    url: string,
    token: string | null,
    method: string,
    route: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as any };
  }
  /** The same, to the first instance. */
  const call = (
    token: string | null,
    method: string,
    route: string,
    body?: object,
    headers?: Record<string, string>,
  ) => callAt(urls[0], token, method, route, body, headers);
  /** A demo user's token. */
  const signIn = async (email: string) =>
    (await call(null, 'POST', '/api/auth/signin', { email, password: DEMO_PASSWORD, returnUrl: null })).json
      .token as string;
  /** An OCTO key a supplier's admin (their token) issues the demo agent's agency. */
  const issueOctoKey = async (adminToken: string) => {
    const agent = await first.db
      .selectFrom('users')
      .select('agencyId')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    return (await call(adminToken, 'POST', '/api/octo-keys', { agencyId: agent.agencyId })).json
      .key as string;
  };

  async function close() {
    for (const { app } of apps) await app.close();
    for (const d of databases) await d.close();
    if (admin) {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  }

  return { db: first.db, urls, url: urls[0], pgUrl, call, callAt, signIn, issueOctoKey, close };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo, DEMO_PASSWORD } from '../../server/db/seed/demo';

export { DEMO_PASSWORD };
import { hashPassword } from '../../server/auth/password';
import type { App, AppContext } from '../../server/http/types';
import type { Role } from '../../contract';

/**
 * The databases every API suite runs on: SQLite always, PostgreSQL when DATABASE_URL_TEST is set
 * (scripts/test-all.sh sets it when a local server answers).
 */
export const databases: Array<{ name: string; url: string | null }> = [
  { name: 'sqlite', url: null },
  ...(process.env.DATABASE_URL_TEST ? [{ name: 'postgres', url: process.env.DATABASE_URL_TEST }] : []),
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database holding the demo world, serialized (demo-image.ts). */
    demoImageFile: string;
  }
}

/** The run's seeded demo world for SQLite suites, when the API project's global setup made one. */
const demoImageFile: string | undefined = inject('demoImageFile');

export interface TestContext {
  app: App;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/** A freshly migrated database (its own PostgreSQL schema, or an in-memory SQLite) and an app on it. */
export async function startApp(
  url: string | null,
  options: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TestContext> {
  let database: Database;
  let dropSchema: (() => Promise<void>) | null = null;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
    database = openDatabase({ kind: 'postgres', url }, { schema, poolSize: 5 });
    dropSchema = async () => {
      const again = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(again.db);
      await again.close();
    };
  } else {
    // SQLite's demo world comes from the one seeded for the run (demo-image.ts), not seeded again.
    const image = options.demo && demoImageFile ? fs.readFileSync(demoImageFile) : undefined;
    database = openDatabase({ kind: 'sqlite', file: ':memory:' }, { image });
  }
  const seeded = !url && options.demo && demoImageFile !== undefined;
  if (!seeded) {
    await migrateToLatest(database.db, database.schema);
    if (options.demo) await seedDemo(database.db);
  }
  // `env`: settings a suite needs (a static dir, TRUST_PROXY), as the environment would give them.
  const config = loadConfig({
    SEED: 'none',
    STATIC_DIR: '/nonexistent-static-dir',
    ...options.env,
  } as NodeJS.ProcessEnv);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropSchema?.();
    },
  };
}

let cachedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'correct-horse-42';

export async function createUser(
  t: TestContext,
  u: {
    email: string;
    roles: Role[];
    agencyId?: number | null;
    supplierId?: number | null;
    isAgencyAdmin?: boolean;
    fullName?: string;
  },
): Promise<number> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const row = await t.database.db
    .insertInto('users')
    .values({
      email: u.email,
      fullName: u.fullName ?? 'Test User',
      passwordHash: await cachedHash,
      agencyId: u.agencyId ?? null,
      supplierId: u.supplierId ?? null,
      isAgencyAdmin: u.isAgencyAdmin ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.roles.length > 0) {
    await t.database.db
      .insertInto('userRoles')
      .values(u.roles.map((role) => ({ userId: row.id, role })))
      .execute();
  }
  return row.id;
}

export async function signIn(
  t: TestContext,
  email: string,
  password = TEST_PASSWORD,
  ip = '10.0.0.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * A second API instance over the same data, as a second server of a deployment would be: its own pool
 * on PostgreSQL (its own connections, so races are real), the same handle on SQLite (one file, one writer).
 */
export async function startSecondInstance(
  t: TestContext,
  url: string | null,
): Promise<{ app: Awaited<ReturnType<typeof buildApp>>['app']; close: () => Promise<void> }> {
  const database = url
    ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 5 })
    : t.database;
  const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
  const { app } = await buildApp({ config, database, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      if (url) await database.close();
    },
  };
}

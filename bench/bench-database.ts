// Which database the load bench runs on, chosen by environment:
//   (nothing)                      a fresh SQLite file under data/bench-<time>/, seeded with the demo world
//   BENCH_DATABASE_URL=postgres://… or sqlite:/path/file.db
//                                  that database; an empty one is migrated and demo-seeded by the API
//   BENCH_USE_EXISTING=1           bench a database that already holds data (e.g. the scale seed) as is
//   BENCH_RESET=1                  empty that database first (PostgreSQL: drop schema public) and seed demo
// A database with data is never reset or written to without one of the last two being said out loud.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';

export class BenchSetupError extends Error {}

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  /** For the report: "SQLite data/bench-…/caravan.db" or "PostgreSQL 127.0.0.1:5432/caravan_load". */
  label: string;
  /** Environment that points an API instance at this database. */
  env: Record<string, string>;
  config: Config['database'];
  /** PostgreSQL database name (to find its backends' CPU), else null. */
  postgresName: string | null;
  /** The data was there before the bench (BENCH_USE_EXISTING): not the demo seed. */
  existingData: boolean;
  /** Removes what the bench created (the fresh SQLite directory). */
  cleanup: () => void;
}

const flag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

async function hasUsersTable(database: Database): Promise<boolean> {
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ t: string | null }>`select to_regclass('users')::text as t`.execute(
      database.db,
    );
    if (rows[0]?.t == null) return false;
  } else {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name = 'users'`.execute(database.db);
    if (rows.length === 0) return false;
  }
  return (await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL ?? '';
  if (url === '') {
    if (flag('BENCH_USE_EXISTING'))
      throw new BenchSetupError(
        'BENCH_USE_EXISTING=1 needs BENCH_DATABASE_URL (postgres://… or sqlite:/path/file.db) naming the database to use',
      );
    const dir = path.resolve('data', `bench-${new Date().toISOString().replaceAll(/[:.]/g, '-')}`);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'caravan.db');
    return {
      kind: 'sqlite',
      label: `SQLite ${path.relative(process.cwd(), file)} (fresh, demo seed)`,
      env: { DATA_DIR: dir },
      config: { kind: 'sqlite', file },
      postgresName: null,
      existingData: false,
      cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }

  let config: Config;
  try {
    config = loadConfig({ DATABASE_URL: url });
  } catch (e) {
    if (e instanceof ConfigError)
      throw new BenchSetupError(`BENCH_DATABASE_URL: ${e.message.replaceAll('DATABASE_URL', 'it')}`);
    throw e;
  }
  const where =
    config.database.kind === 'postgres'
      ? `PostgreSQL ${new URL(config.database.url).host}${new URL(config.database.url).pathname}`
      : `SQLite ${config.database.file}`;
  if (
    config.database.kind === 'sqlite' &&
    !fs.existsSync(config.database.file) &&
    flag('BENCH_USE_EXISTING')
  ) {
    throw new BenchSetupError(`BENCH_USE_EXISTING=1 but ${config.database.file} does not exist`);
  }

  const database = openDatabase(config.database, { poolSize: 1 });
  let seeded: boolean;
  try {
    seeded = await hasUsersTable(database);
    if (seeded && flag('BENCH_RESET')) {
      if (database.dialect === 'postgres')
        await sql`drop schema public cascade; create schema public`.execute(database.db);
      seeded = false;
    }
  } catch (e) {
    throw new BenchSetupError(`${where} is not reachable or not usable: ${(e as Error).message}`, {
      cause: e,
    });
  } finally {
    await database.close().catch(() => undefined);
  }
  if (seeded && flag('BENCH_RESET') && config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.database.file}${suffix}`, { force: true });
  }
  if (seeded && !flag('BENCH_USE_EXISTING') && !flag('BENCH_RESET')) {
    throw new BenchSetupError(
      `${where} already holds data. The load bench adds bookings and edits group info there: set BENCH_USE_EXISTING=1 to bench it as it is (e.g. after the scale seed), or BENCH_RESET=1 to empty it and seed the demo world.`,
    );
  }
  return {
    kind: config.database.kind,
    label: `${where} (${seeded ? 'existing data' : 'demo seed'})`,
    env: { DATABASE_URL: url },
    config: config.database,
    postgresName:
      config.database.kind === 'postgres'
        ? decodeURIComponent(new URL(config.database.url).pathname.slice(1))
        : null,
    existingData: seeded,
    cleanup: () => undefined,
  };
}

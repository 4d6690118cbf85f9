import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Pool, types } from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import type { DB } from './tables';

export type Db = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

// pg returns int8 (count(*), bigint money in 1/10000 units) as strings; every value we keep fits in
// 2^53, so numbers are safe and keep both dialects returning the same types.
types.setTypeParser(20, (v) => Number(v));
types.setTypeParser(1700, (v) => Number(v));

export interface Database {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
  /** The SQLite file in use (':memory:' for an in-memory database). */
  file?: string;
  /** SQLite only: the whole database as bytes, for `OpenOptions.image` (tests start suites from one). */
  serialize?: () => Buffer;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
  poolSize?: number;
  /** SQLite ':memory:' only: start from this serialized database (`Database.serialize`) instead of empty. */
  image?: Buffer;
}

export function openDatabase(database: Config['database'], options: OpenOptions = {}): Database {
  if (database.kind === 'postgres') {
    const pool = new Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      // Joins run in the order the queries write them (the listed table first, then its lookups by
      // key): planning a list page's seven-table join otherwise took 6–13 ms, longer than running it.
      // No parallel workers: starting two for the in-house arrivals page took 150 ms on two busy cores
      // where one process sorts it in 12; an API's concurrent requests already keep the cores busy.
      // Random reads cost what sequential ones do when the working set is in memory or on SSD: at the
      // default 4 the planner walked all 200,000 tourist names of an index (32 ms) rather than read the
      // 3,000 rows a trigram index found for a name (3 ms).
      options: [
        '-c join_collapse_limit=1 -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1',
        ...(options.schema ? [`-c search_path=${options.schema}`] : []),
      ].join(' '),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite =
    options.image && database.file === ':memory:' ? new SQLite(options.image) : new SQLite(database.file);
  // WAL for concurrent readers; synchronous=FULL so an acknowledged write survives power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's default page cache is 2 MB; a million bookings' indexes then come from the OS cache on
  // every insert. 64 MB took new bookings at scale from 191 to 226 a second.
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    dialect: 'sqlite',
    file: database.file,
    serialize: () => sqlite.serialize(),
    close: () => db.destroy(),
  };
}

/** Statements kept prepared; the API runs a few dozen distinct ones, the bound only guards odd callers. */
const MAX_CACHED_STATEMENTS = 1_000;

/**
 * Kysely's SQLite driver prepares every statement anew (9 % of a booking's CPU in a profile);
 * better-sqlite3 statements are reusable, so the same SQL text gets the same prepared statement.
 */
export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
      statement = sqlite.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key, receiver) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** postgres://… for PostgreSQL; otherwise the SQLite file path. */
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };
  /** When unset, a secret is generated once and kept in the database, so every instance shares it. */
  jwtSecret: string | null;
  tokenTtlHours: number;
  seed: 'demo' | 'none';
  logLevel: string;
  staticDir: string;
  /** Memory for the kept list pages of one instance (server/http/result-cache.ts), in MB; 0 keeps none. */
  keptListsMb: number;
}

export class ConfigError extends Error {}

/**
 * A default page of 50 rows is 24 kB (bookings) to 66 kB (arrivals, with their groups) of JSON, so 32 MB
 * keeps about 500 such pages, or 60 pages of 1,000 bookings: every rep's and operator's current page.
 */
export const DEFAULT_KEPT_LISTS_MB = 32;

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  }
  return Number(raw);
}

/** Environment → typed config. Each problem becomes one clear line, never a stack trace. */
/**
 * The configuration for a command-line entry point: a bad setting is told on stderr (after `heading`)
 * and answers null, so the command exits with its own code instead of a stack trace.
 */
export function loadConfigOrExplain(heading?: string): Config | null {
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(heading ? `${heading}\n${e.message}` : e.message);
    return null;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (e) {
      problems.push((e as Error).message);
      return fallback;
    }
  };

  const port = attempt(() => intVar(env, 'PORT', 8080, 1, 65535), 8080);
  const tokenTtlHours = attempt(() => intVar(env, 'TOKEN_TTL_HOURS', 24 * 7, 1, 24 * 90), 24 * 7);
  const keptListsMb = attempt(() => intVar(env, 'KEPT_LISTS_MB', DEFAULT_KEPT_LISTS_MB, 0, 4096), DEFAULT_KEPT_LISTS_MB);

  let database: Config['database'] = {
    kind: 'sqlite',
    file: path.resolve(env.DATA_DIR || 'data', 'caravan.db'),
  };
  const url = env.DATABASE_URL;
  if (url !== undefined && url !== '') {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      problems.push('DATABASE_URL must be a URL such as postgres://user@127.0.0.1:5432/caravan (or unset for SQLite)');
    }
    if (parsed) {
      if (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') {
        if (!parsed.hostname || parsed.pathname.length < 2) {
          problems.push('DATABASE_URL must name a host and a database, e.g. postgres://user@127.0.0.1:5432/caravan');
        }
        database = { kind: 'postgres', url };
      } else if (parsed.protocol === 'sqlite:' || parsed.protocol === 'file:') {
        database = { kind: 'sqlite', file: path.resolve(decodeURIComponent(parsed.pathname)) };
      } else {
        problems.push(`DATABASE_URL must start with postgres:// or sqlite: (it starts with ${parsed.protocol}//)`);
      }
    }
  }

  const jwtSecret = env.JWT_SECRET ? env.JWT_SECRET : null;
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');

  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') problems.push(`SEED must be demo or none (it is "${seed}")`);

  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    database,
    jwtSecret,
    tokenTtlHours,
    seed: seed as Config['seed'],
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    keptListsMb,
  };
}

import net from 'node:net';
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
  /**
   * Which X-Forwarded-* writers to believe: false (none: the socket's peer is the client), a number of
   * proxy hops in front of the API, or the proxies' addresses (IPs, CIDR ranges, or proxy-addr's
   * `loopback`, `linklocal`, `uniquelocal`).
   */
  trustProxy: false | number | string[];
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const m = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!m) return false;
  const family = net.isIP(m[1]);
  return family !== 0 && Number(m[2]) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number is the count of proxy hops in front of the
 * API; anything else must be a comma-separated list of proxy addresses. `true` is refused: it would
 * believe the left-most X-Forwarded-For entry, which the client itself writes.
 */
function trustProxyVar(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 10)
      throw new ConfigError(`TRUST_PROXY must be a number of proxy hops from 0 to 10 (it is "${raw}")`);
    return Number(raw);
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) {
    const listed = bad.map((b) => `"${b}"`).join(', ');
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses such as 10.0.0.2,10.1.0.0/16,loopback (it is "${raw}"; not an address: ${listed})`,
    );
  }
  return entries;
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
  const trustProxy = attempt(() => trustProxyVar(env), false);
  const keptListsMb = attempt(
    () => intVar(env, 'KEPT_LISTS_MB', DEFAULT_KEPT_LISTS_MB, 0, 4096),
    DEFAULT_KEPT_LISTS_MB,
  );

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
      problems.push(
        'DATABASE_URL must be a URL such as postgres://user@127.0.0.1:5432/caravan (or unset for SQLite)',
      );
    }
    if (parsed) {
      if (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') {
        if (!parsed.hostname || parsed.pathname.length < 2) {
          problems.push(
            'DATABASE_URL must name a host and a database, e.g. postgres://user@127.0.0.1:5432/caravan',
          );
        }
        database = { kind: 'postgres', url };
      } else if (parsed.protocol === 'sqlite:' || parsed.protocol === 'file:') {
        database = { kind: 'sqlite', file: path.resolve(decodeURIComponent(parsed.pathname)) };
      } else {
        problems.push(
          `DATABASE_URL must start with postgres:// or sqlite: (it starts with ${parsed.protocol}//)`,
        );
      }
    }
  }

  const jwtSecret = env.JWT_SECRET ? env.JWT_SECRET : null;
  if (jwtSecret !== null && jwtSecret.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters long');

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
    trustProxy,
    keptListsMb,
  };
}

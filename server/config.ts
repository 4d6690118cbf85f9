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
  /** Where photo files live: a folder under DATA_DIR, or an S3-compatible bucket (README "Media"). */
  media: MediaStorageConfig;
  /** The rating lookups of the tour editor (server/integrations/place-ratings); a missing key answers 503. */
  placeRatings: PlaceRatingsConfig;
  /**
   * How long a booking waits for an OCTO provider's answer, per call (OCTO_TIMEOUT_MS, default 10 s):
   * past it the booking is not made and the agent is told the provider did not answer in time.
   */
  octoTimeoutMs: number;
  /**
   * Which private addresses ticket providers may be at (OUTBOUND_ALLOW_PRIVATE; the outbound-address
   * rule, server/integrations/outbound): none by default, `all` loopback and private networks, or the
   * listed addresses and ranges.
   */
  outboundAllowPrivate: PrivateAllowance;
}

/** See Config.outboundAllowPrivate. */
export type PrivateAllowance = 'none' | 'all' | string[];

export type MediaStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service's address (MinIO, R2, …); unset for AWS itself. */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Both set, or neither (then the AWS SDK's own chain: environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      /** Key prefix inside the bucket, e.g. `caravan/`. */
      prefix: string;
    };

/** MEDIA_S3_*: a bucket when MEDIA_S3_BUCKET is set, otherwise `DATA_DIR/media`. */
function mediaVars(env: NodeJS.ProcessEnv, dataDir: string): MediaStorageConfig {
  const bucket = (env.MEDIA_S3_BUCKET ?? '').trim();
  const others = Object.keys(env).filter(
    (k) => k.startsWith('MEDIA_S3_') && k !== 'MEDIA_S3_BUCKET' && env[k],
  );
  if (bucket === '') {
    if (others.length > 0)
      throw new ConfigError(`MEDIA_S3_BUCKET must be set when ${others.sort().join(', ')} is set`);
    return { kind: 'local', dir: path.join(dataDir, 'media') };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      `MEDIA_S3_BUCKET must be a bucket name of 3-63 lower-case letters, digits, . or - (it is "${bucket}")`,
    );
  const endpoint = (env.MEDIA_S3_ENDPOINT ?? '').trim() || null;
  if (endpoint !== null) {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(endpoint).protocol);
    } catch {
      ok = false;
    }
    if (!ok)
      throw new ConfigError(
        `MEDIA_S3_ENDPOINT must be an http(s) URL such as https://s3.example.com (it is "${endpoint}")`,
      );
  }
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === ''))
    throw new ConfigError('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = (env.MEDIA_S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (pathStyle !== '' && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new ConfigError(`MEDIA_S3_FORCE_PATH_STYLE must be true or false (it is "${pathStyle}")`);
  const prefix = (env.MEDIA_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    kind: 's3',
    bucket,
    region: (env.MEDIA_S3_REGION ?? '').trim() || 'us-east-1',
    endpoint,
    // A custom endpoint rarely has wildcard DNS for bucket.host names; path style works everywhere.
    forcePathStyle: pathStyle === '' ? endpoint !== null : pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

export interface PlaceRatingsConfig {
  googleApiKey: string | null;
  /** Base of Google's Places API (legacy details); tests point it at a local fake. */
  googleBaseUrl: string;
  tripAdvisorApiKey: string | null;
  /** Base of TripAdvisor's Content API. */
  tripAdvisorBaseUrl: string;
  /** How long one lookup may take before it answers 502. */
  timeoutMs: number;
}

export const DEFAULT_GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com/maps/api/place';
export const DEFAULT_TRIPADVISOR_BASE_URL = 'https://api.content.tripadvisor.com/api/v1';

export class ConfigError extends Error {}

/**
 * A default page of 50 rows is 24 kB (bookings) to 66 kB (arrivals, with their groups) of JSON, so 32 MB
 * keeps about 500 such pages, or 60 pages of 1,000 bookings: every rep's and operator's current page.
 */
export const DEFAULT_KEPT_LISTS_MB = 32;

/** An http(s) base URL without a trailing slash. */
function baseUrlVar(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new ConfigError(`${name} must be an http:// or https:// URL (it is "${raw}")`);
  return raw.replace(/\/+$/, '');
}

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

/** An IP address, or a CIDR range of one (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const m = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  if (!m) return false;
  const family = net.isIP(m[1]);
  return family !== 0 && (m[2] === undefined || Number(m[2]) <= (family === 4 ? 32 : 128));
}

/**
 * OUTBOUND_ALLOW_PRIVATE: unset or 0 lets ticket providers be at public addresses only; 1 also on
 * loopback and private networks (never link-local: the cloud's metadata service is there); a
 * comma-separated list of addresses and CIDR ranges allows exactly those.
 */
function outboundAllowPrivateVar(env: NodeJS.ProcessEnv): PrivateAllowance {
  const raw = (env.OUTBOUND_ALLOW_PRIVATE ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return 'none';
  if (raw === '1' || raw.toLowerCase() === 'true') return 'all';
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0)
    throw new ConfigError(
      `OUTBOUND_ALLOW_PRIVATE must be 1 (loopback and private networks) or a comma-separated list of addresses and ranges such as 10.0.0.0/8,fd00::/8 (it is "${raw}"; not an address: ${bad.map((b) => `"${b}"`).join(', ')})`,
    );
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

  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const placeRatings: PlaceRatingsConfig = {
    googleApiKey: env.GOOGLE_PLACES_API_KEY?.trim() || null,
    googleBaseUrl: attempt(
      () => baseUrlVar(env, 'GOOGLE_PLACES_BASE_URL', DEFAULT_GOOGLE_PLACES_BASE_URL),
      DEFAULT_GOOGLE_PLACES_BASE_URL,
    ),
    tripAdvisorApiKey: env.TRIPADVISOR_API_KEY?.trim() || null,
    tripAdvisorBaseUrl: attempt(
      () => baseUrlVar(env, 'TRIPADVISOR_BASE_URL', DEFAULT_TRIPADVISOR_BASE_URL),
      DEFAULT_TRIPADVISOR_BASE_URL,
    ),
    timeoutMs: attempt(() => intVar(env, 'PLACE_RATINGS_TIMEOUT_MS', 5000, 100, 60_000), 5000),
  };

  let database: Config['database'] = {
    kind: 'sqlite',
    file: path.join(dataDir, 'caravan.db'),
  };
  const media = attempt<MediaStorageConfig>(() => mediaVars(env, dataDir), {
    kind: 'local',
    dir: path.join(dataDir, 'media'),
  });
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

  // Read where it is used (server/modules/external-providers/secret.ts); checked here so a short one
  // stops the start with a clear line.
  if (env.PROVIDER_KEY_SECRET && env.PROVIDER_KEY_SECRET.length < 32)
    problems.push('PROVIDER_KEY_SECRET must be at least 32 characters long');

  const octoTimeoutMs = attempt(() => intVar(env, 'OCTO_TIMEOUT_MS', 10_000, 100, 120_000), 10_000);
  const outboundAllowPrivate = attempt(() => outboundAllowPrivateVar(env), 'none' as PrivateAllowance);

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
    media,
    placeRatings,
    octoTimeoutMs,
    outboundAllowPrivate,
  };
}

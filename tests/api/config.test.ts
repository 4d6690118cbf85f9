import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);

describe('configuration', () => {
  it('defaults to SQLite under data/ on port 8080 with demo data', () => {
    const c = load({});
    expect(c.port).toBe(8080);
    expect(c.database).toMatchObject({ kind: 'sqlite' });
    expect(c.database.kind === 'sqlite' && c.database.file.endsWith('data/caravan.db')).toBe(true);
    expect(c.seed).toBe('demo');
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(load({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/caravan' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/caravan',
    });
  });

  it('says in one line per problem what to set, for every problem at once', () => {
    let error: unknown;
    try {
      load({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', JWT_SECRET: 'short', SEED: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.split('\n')).toEqual([
      'PORT must be a whole number from 1 to 65535 (it is "eighty")',
      'DATABASE_URL must start with postgres:// or sqlite: (it starts with mysql://)',
      'JWT_SECRET must be at least 32 characters long',
      'SEED must be demo or none (it is "maybe")',
    ]);
  });

  it('rejects a DATABASE_URL that is not a URL or names no database', () => {
    expect(() => load({ DATABASE_URL: 'localhost' })).toThrow(/DATABASE_URL must be a URL/);
    expect(() => load({ DATABASE_URL: 'postgres://127.0.0.1' })).toThrow(/must name a host and a database/);
  });

  it('reads TRUST_PROXY as a number of proxy hops or a list of proxy addresses', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe what the client writes, or is no address', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses such as 10.0.0.2,10.1.0.0/16,loopback (it is "true"; not an address: "true")',
    );
    expect(() => load({ TRUST_PROXY: '10.0.0.2,10.0.0.0/33,proxy.local' })).toThrow(
      'not an address: "10.0.0.0/33", "proxy.local"',
    );
    expect(() => load({ TRUST_PROXY: '50' })).toThrow(
      'TRUST_PROXY must be a number of proxy hops from 0 to 10 (it is "50")',
    );
    expect(() => load({ TRUST_PROXY: '-1' })).toThrow('not an address: "-1"');
  });

  it('reads OUTBOUND_ALLOW_PRIVATE as none, all (1) or a list of addresses and ranges, refusing anything else', () => {
    expect(load({}).outboundAllowPrivate).toBe('none');
    expect(load({ OUTBOUND_ALLOW_PRIVATE: '0' }).outboundAllowPrivate).toBe('none');
    expect(load({ OUTBOUND_ALLOW_PRIVATE: '1' }).outboundAllowPrivate).toBe('all');
    expect(load({ OUTBOUND_ALLOW_PRIVATE: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).outboundAllowPrivate).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => load({ OUTBOUND_ALLOW_PRIVATE: 'octo.internal,10.0.0.0/40' })).toThrow(
      'OUTBOUND_ALLOW_PRIVATE must be 1 (loopback and private networks) or a comma-separated list of addresses and ranges such as 10.0.0.0/8,fd00::/8 (it is "octo.internal,10.0.0.0/40"; not an address: "octo.internal", "10.0.0.0/40")',
    );
  });

  it('bounds the kept list pages at 32 MB unless KEPT_LISTS_MB says otherwise (0 keeps none)', () => {
    expect(load({}).keptListsMb).toBe(32);
    expect(load({ KEPT_LISTS_MB: '0' }).keptListsMb).toBe(0);
    expect(load({ KEPT_LISTS_MB: '256' }).keptListsMb).toBe(256);
    expect(() => load({ KEPT_LISTS_MB: '32MB' })).toThrow(
      'KEPT_LISTS_MB must be a whole number from 0 to 4096 (it is "32MB")',
    );
  });
});

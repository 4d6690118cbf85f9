import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRatings } from './fake-place-ratings';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { listenWithDemoProvider } from './octo-helper';

/**
 * Every route of the OpenAPI description, with hostile values in every field it declares (body,
 * query, path), as an admin and as an agent: no answer may be a 5xx. Deterministic: fixed value
 * lists, no randomness.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  pattern?: string;
  format?: string;
};

interface Operation {
  method: string;
  path: string;
  params: Array<{ in: 'path' | 'query'; name: string; schema: Schema }>;
  body: Schema | null;
}

/** Strings no well-behaved client sends. */
const BAD_STRINGS: unknown[] = [
  '\ud800x', // an unpaired surrogate (the FileName that answered 500)
  'x\udc00',
  'a\u0000b', // PostgreSQL refuses NUL in text
  'x'.repeat(5_000),
  'x'.repeat(70_000), // over the JSON body limit
  '-1',
  '9007199254740993',
  '',
  'Ωмир 𝕏😀 ﷽ \u202e',
  "'; drop table users; --",
];

/** A value of the wrong type, put where any field (or a whole object or list) goes. */
// (A "__proto__" key made by JSON.parse is an own key, which JSON.stringify sends; a literal's is not.)
const WRONG_TYPES: unknown[] = [
  123,
  true,
  null,
  ['x', 1],
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];

/** Query and path values, already encoded: bytes that are not UTF-8 and characters that break decoders. */
const BAD_URL_VALUES = [
  '%ED%A0%80',
  '%00',
  '%',
  '%FF%FE',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '',
  'x'.repeat(3_000),
  '%F0%9D%95%8F',
];

const RAW_BODIES = [
  '[]',
  '"text"',
  '123',
  'null',
  'true',
  '{',
  '{"a":1}{',
  '\u0000',
  '['.repeat(5_000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

function first(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? first(options.find((o) => o.type !== 'null') ?? options[0]) : schema;
}

/** A plausible value for a schema: the base each mutation changes one field of. */
function sample(schema: Schema): unknown {
  const s = first(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
      if (s.pattern?.includes('\\d{4}')) return '2026-12-01';
      return 'text';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return 'text';
  }
}

/** Every place in a sampled value (a path of keys), with whether it holds a string. */
function places(
  value: unknown,
  at: Array<string | number> = [],
): Array<{ at: Array<string | number>; isString: boolean }> {
  const here = at.length > 0 ? [{ at, isString: typeof value === 'string' }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => places(v, [...at, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

function withValue(base: unknown, at: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]] = value;
  return copy;
}

function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p: any) => p.in === 'path' || p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

interface Attempt {
  what: string;
  url: string;
  payload?: string;
}

/** The base request and one request per hostile value in each field. */
function attemptsFor(op: Operation): Attempt[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseValue = (p: Operation['params'][number]) => encodeURIComponent(String(sample(p.schema)));
  const urlOf = (pathValues: Record<string, string>, query: Array<[string, string]>) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]);
    return query.length > 0 ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
  };
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, baseValue(p)]));
  const baseQuery: Array<[string, string]> = queryParams.map((p) => [p.name, baseValue(p)]);
  const baseUrl = urlOf(basePath, baseQuery);
  const baseBody = op.body ? sample(op.body) : undefined;
  const bodyText = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

  const attempts: Attempt[] = [{ what: 'base', url: baseUrl, payload: bodyText(baseBody) }];
  for (const p of pathParams) {
    for (const v of BAD_URL_VALUES)
      attempts.push({
        what: `path ${p.name}=${v.slice(0, 20)}`,
        url: urlOf({ ...basePath, [p.name]: v }, baseQuery),
        payload: bodyText(baseBody),
      });
  }
  for (const p of queryParams) {
    for (const v of BAD_URL_VALUES) {
      const query = baseQuery.map(([k, old]): [string, string] => [k, k === p.name ? v : old]);
      attempts.push({ what: `query ${p.name}=${v.slice(0, 20)}`, url: urlOf(basePath, query) });
    }
    attempts.push({
      what: `query ${p.name} twice`,
      url: urlOf(basePath, [...baseQuery, [p.name, baseValue(p)]]),
    });
    attempts.push({
      what: `query ${p.name}[]`,
      url: urlOf(basePath, [...baseQuery.filter(([k]) => k !== p.name), [`${p.name}[__proto__]`, 'x']]),
    });
  }
  attempts.push({
    what: 'query __proto__',
    url: urlOf(basePath, [...baseQuery, ['__proto__', 'x'], ['constructor.prototype.x', '1']]),
  });
  if (op.method !== 'GET') {
    for (const raw of RAW_BODIES)
      attempts.push({ what: `body ${raw.slice(0, 20)}`, url: baseUrl, payload: raw });
    for (const place of places(baseBody)) {
      const name = place.at.join('.');
      const values = place.isString ? [...BAD_STRINGS, ...WRONG_TYPES] : WRONG_TYPES;
      for (const v of values)
        attempts.push({
          what: `body ${name}=${JSON.stringify(v)?.slice(0, 20)}`,
          url: baseUrl,
          payload: bodyText(withValue(baseBody, place.at, v)),
        });
    }
  }
  return attempts;
}

describe.each(databases)('Every route under hostile input on $name', ({ url }) => {
  let t: TestContext;
  let ratings: Awaited<ReturnType<typeof startFakeRatings>>;
  let demoProvider: Awaited<ReturnType<typeof listenWithDemoProvider>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // The rating lookups call out: a local fake answers them, and the ticket provider is the app's own
    // OCTO demo over real HTTP, so a 502/503 here would be our bug.
    ratings = await startFakeRatings();
    t = await startApp(url, { demo: true, env: ratings.env });
    demoProvider = await listenWithDemoProvider(t);
    tokens.admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
    tokens.agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await (demoProvider ?? t)?.close();
    await ratings?.close();
  });

  // ~40 s per database on a quiet machine; the catalogue's routes added attempts, and on a machine
  // shared by many builds one database took 102–115 s, so the bound is generous (it is no timing test).
  it('answers every route and field with a status below 500, as an admin and as an agent', async () => {
    // Sign-out last: once sessions end on the server, the role's later calls would all be 401.
    const operations = operationsOf(t.app.swagger() as never).sort(
      (a, b) => Number(a.path.endsWith('/signout')) - Number(b.path.endsWith('/signout')),
    );
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/excel/fromdatatable',
        'POST /api/agent/bookings',
        'GET /api/agent/bookings',
      ]),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const role of ['admin', 'agent']) {
      for (const op of operations) {
        for (const attempt of attemptsFor(op)) {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: attempt.url,
            headers: { ...bearer(tokens[role]), 'content-type': 'application/json' },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
          sent++;
          if (res.statusCode >= 500)
            failures.push(
              `${role} ${op.method} ${op.path} ${attempt.what}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // Nothing leaked into every object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesEnter, type Area, type AreaAccess } from '../../contract/access';
import { agentAreaOpens } from '../../domain/booking-access';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { ROUTE_AREA_KEY } from '../../server/app';
import { DEMO_USERS } from '../../server/db/seed/people';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { loadFixture, type Fixture, type Tenant } from './tenancy-fixture';
import { maySee, TABLE, type Caller, type Probe, type Req } from './tenancy-table';

/**
 * The tenancy matrix (ARCHITECTURE "Users, roles, tenants"): every route of the OpenAPI description
 * has an entry in TABLE (tenancy-table.ts) saying how to reach another tenant's resource with it, or
 * why it is not tenant-scoped; every demo user (each demo role of each tenant) then calls every route:
 * a caller whose roles the route's area (its `x-area`, contract/access.ts) does not admit must get 403
 * and nothing else, one request per route; every other caller runs the route's probes against the other
 * tenants' resources and must neither read nor change them. A new route without an entry fails here.
 */

/**
 * Whether a route's area (as the OpenAPI description names it) lets this caller in: their roles, and on
 * the agent screens' areas the booking rule (a supplier's admin holds a selling role, yet sells for no
 * agency and reads no agency's bookings: domain/booking-access.ts).
 */
function areaAdmits(area: AreaAccess | readonly Area[] | undefined, caller: Caller): boolean {
  if (area === undefined || area === 'public' || area === 'user') return true;
  const opens = (a: Area) => rolesEnter(a, caller.roles) && agentAreaOpens(a, caller);
  return typeof area === 'string' ? opens(area) : area.some(opens);
}

/** A request for a route's path with every path parameter 1: the role wall answers before any id matters. */
const wallRequest = (route: string): Req => {
  const [method, path] = route.split(' ') as [Req['method'], string];
  return { method, url: path.replace(/\{[^}]+\}/g, '1'), ...(method === 'GET' ? {} : { payload: {} }) };
};

/** POST routes that only read (a list with its filter in the body). */
const READ_POSTS = new Set([
  'POST /api/photos/list',
  'POST /api/arrivals/filtered',
  'POST /api/bookings/operations',
]);

/** Who reads a tenant's own resources back: its admin (an agency's: its agency admin or its agent). */
const OWNER: Record<Tenant, string> = {
  op: 'admin@caravan.demo',
  s2: 'admin2@caravan.demo',
  s3: 'admin3@caravan.demo',
  a1: 'agencyadmin@caravan.demo',
  a2: 'agent2@caravan.demo',
  a3: 'agent3@caravan.demo',
};

describe.each(databases)('tenancy matrix on $name', ({ url }) => {
  let t: TestContext;
  let fx: Fixture;
  const tokens = new Map<string, string>();
  let routes: string[] = [];
  /** Every demo user, with their tenant (from the seeded database) and roles (from the demo seed). */
  let callers: Caller[] = [];
  /** Each route's area, from its `x-area` in the OpenAPI description (the roles hook's). */
  const areaOf = new Map<string, AreaAccess | readonly Area[]>();
  /** The owners' own answers to the probes' reads (a PDF manifest is slow: made once per url). */
  const controls = new Map<string, number>();

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const email of new Set([...DEMO_USERS.map((u) => u.email), ...Object.values(OWNER)]))
      tokens.set(email, await signIn(t, email, DEMO_PASSWORD));
    // The demo seeds no agency contracts (they would reprice the contract suites' own tickets): each
    // supplier's admin makes one here, as the Contracting screen does.
    for (const [email, agencyId] of [
      ['admin2@caravan.demo', 1],
      ['admin3@caravan.demo', 2],
    ] as const) {
      const res = await call(email, {
        method: 'POST',
        url: `/api/contracts/agencies/${agencyId}`,
        payload: {
          validFrom: addDaysUtc(todayUtc(), 30),
          kind: 'commission',
          commissionPercent: 15,
          netRates: [],
          note: 'Tenancy matrix',
        },
      });
      if (res.statusCode >= 300) throw new Error(`contract of ${email}: ${res.statusCode} ${res.body}`);
    }
    fx = await loadFixture(t.database.db);
    callers = DEMO_USERS.map((u) => {
      const tenant = fx.owner.user.get(fx.userIdByEmail.get(u.email)!)?.[0];
      if (!tenant) throw new Error(`${u.email} belongs to no tenant of the demo world`);
      const agencyId = tenant in fx.agencyId ? fx.agencyId[tenant as keyof Fixture['agencyId']] : null;
      return { email: u.email, tenant, roles: [u.role], isOperatorStaff: tenant === 'op', agencyId };
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    routes = Object.entries<Record<string, Record<string, unknown>>>(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => {
        const route = `${m.toUpperCase()} ${path}`;
        if (op[ROUTE_AREA_KEY] !== undefined)
          areaOf.set(route, op[ROUTE_AREA_KEY] as AreaAccess | readonly Area[]);
        return route;
      }),
    );
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (email: string, req: Req) =>
    t.app.inject({
      method: req.method,
      url: req.url,
      headers: { ...bearer(tokens.get(email)!), 'x-requested-with': 'tenancy-matrix' },
      ...(req.payload === undefined ? {} : { payload: req.payload as object }),
    });
  const readAs = async (tenant: Tenant, req: Req) => {
    const res = await call(OWNER[tenant], req);
    if (res.statusCode >= 300)
      throw new Error(`${OWNER[tenant]} could not read ${req.url}: ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };

  /** The read-back's answer: its status and the part that must not change. */
  async function readBack(r: NonNullable<Probe['readBack']>) {
    const email = typeof r.as === 'string' ? OWNER[r.as] : r.as.email;
    const res = await call(email, r.req);
    return { status: res.statusCode, value: res.statusCode < 300 ? r.pick(res.json()) : res.body };
  }

  it('signs in as every demo user, of every tenant', () => {
    expect(callers.length).toBe(DEMO_USERS.length);
    expect(new Set(callers.map((c) => c.tenant))).toEqual(new Set(['op', 's2', 's3', 'a1', 'a2', 'a3']));
  });

  it('has an entry for every route of the OpenAPI description, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(
      routes.filter((r) => !(r in TABLE)),
      'routes without an entry in tenancy-table.ts',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((r) => !routes.includes(r)),
      'entries for routes that are gone',
    ).toEqual([]);
  });

  /** A caller the route's area does not admit: 403 to one request, never data, never a change. */
  async function wallViolations(route: string, caller: Caller): Promise<string[]> {
    const res = await call(caller.email, wallRequest(route));
    return res.statusCode === 403
      ? []
      : [
          `${caller.email} (${caller.roles.join(', ')}) ${route}: answers ${res.statusCode} instead of 403 (role wall)`,
        ];
  }

  /** What went wrong for one caller on one route, one line each ([] when it held). */
  async function violations(route: string, caller: Caller): Promise<string[]> {
    const entry = TABLE[route];
    if (!areaAdmits(areaOf.get(route), caller)) return wallViolations(route, caller);
    if (entry.scope !== 'tenant') return [];
    const out: string[] = [];
    const probes: Probe[] = await entry.probes({ fx, caller, readAs });
    for (const p of probes) {
      const where = `${caller.email} ${route} (${p.label})`;
      if (p.control) {
        const key = `${p.control} ${p.req.url}`;
        if (!controls.has(key)) controls.set(key, (await call(OWNER[p.control], p.req)).statusCode);
        const status = controls.get(key)!;
        if (status >= 300)
          out.push(`${where}: the owner's own call answers ${status}, so the probe proves nothing`);
      }
      const before = p.readBack ? await readBack(p.readBack) : undefined;
      const res = await call(caller.email, p.req);
      if (res.statusCode >= 500) out.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (p.expect === 'denied') {
        if (res.statusCode !== 403 && res.statusCode !== 404)
          out.push(`${where}: answers ${res.statusCode} instead of 403/404: ${res.body.slice(0, 160)}`);
      } else if (p.expect === 'refused') {
        const notFound = res.statusCode === 400 && /not found/i.test(res.json().message);
        if (res.statusCode !== 403 && res.statusCode !== 404 && !notFound)
          out.push(`${where}: answers ${res.statusCode} instead of 'not found': ${res.body.slice(0, 160)}`);
      } else if (res.statusCode < 300) {
        const json = /json/.test(String(res.headers['content-type'])) ? res.json() : undefined;
        const rows = p.expect.rows(json, res.rawPayload);
        const foreign = rows.filter((owners) => !maySee(caller, owners));
        if (foreign.length > 0)
          out.push(
            `${where}: shows ${foreign.length} of ${rows.length} rows of ${[...new Set(foreign.flat())].join(', ')}`,
          );
      } else if (res.statusCode !== 403 && res.statusCode !== 404) {
        out.push(`${where}: answers ${res.statusCode}: ${res.body.slice(0, 160)}`);
      }
      if (p.readBack) {
        const after = await readBack(p.readBack);
        if (JSON.stringify(after) !== JSON.stringify(before))
          out.push(
            `${where}: CHANGED another tenant's data: ${JSON.stringify(before)?.slice(0, 120)} → ${JSON.stringify(after)?.slice(0, 120)}`,
          );
      }
    }
    return out;
  }

  // Reads first, then writes: a write that leaks adds rows that would blur the reads' findings.
  const isRead = (route: string) => route.startsWith('GET ') || READ_POSTS.has(route);
  const ordered = [
    ...Object.entries(TABLE).filter(([r]) => isRead(r)),
    ...Object.entries(TABLE).filter(([r]) => !isRead(r)),
  ];
  /** Every caller's findings on a route: the known leak's callers' apart. */
  async function findings(route: string) {
    const entry = TABLE[route];
    const leakers = (entry.scope === 'tenant' && entry.knownLeak?.callers) || [];
    const admitted = callers.filter((c) => areaAdmits(areaOf.get(route), c));
    // A file's rule is its tenant's: one admitted caller per tenant makes it; every walled one knocks.
    const probing =
      entry.scope === 'tenant' && entry.file
        ? admitted.filter((c, i) => admitted.findIndex((d) => d.tenant === c.tenant) === i)
        : admitted;
    const found: string[] = [];
    const expected: string[] = [];
    for (const caller of [...probing, ...callers.filter((c) => !admitted.includes(c))])
      (leakers.includes(caller.email) ? expected : found).push(...(await violations(route, caller)));
    return { found, expected };
  }

  // Routes that are no tenant's (public, the caller's own, reference data): only the role wall to hold.
  it('walls every route that is no tenant’s off from the roles its area does not admit', async () => {
    const found: string[] = [];
    for (const [route, entry] of ordered) {
      if (entry.scope === 'tenant') continue;
      for (const caller of callers)
        if (!areaAdmits(areaOf.get(route), caller)) found.push(...(await wallViolations(route, caller)));
    }
    expect(found, 'a role its area does not admit reached the route').toEqual([]);
  }, 120_000);

  const tenantEntries = ordered.flatMap(([route, entry]) =>
    entry.scope === 'tenant' ? [{ route, entry }] : [],
  );
  for (const { route, entry } of tenantEntries) {
    const leak = entry.knownLeak;
    it(`${route} ${leak ? `— KNOWN LEAK for ${leak.callers.join(', ')}: ${leak.issue}` : 'keeps every tenant to its own rows'}`, async () => {
      const { found, expected } = await findings(route);
      expect(found, `${route}: another tenant's data read or changed`).toEqual([]);
      // A known leak must still show: once fixed, its knownLeak entry goes and the route is held.
      expect(
        leak === undefined || expected.length > 0,
        `${route}: the known leak is gone; remove its knownLeak entry`,
      ).toBe(true);
    }, 120_000);
  }
});

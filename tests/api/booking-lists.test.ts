import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

type Page = {
  entities: Array<Record<string, any>>;
  pagingInfo: Record<string, any>;
  sums?: Record<string, number>;
  window?: { from: string; to: string };
};

describe.each(databases)('booking lists on $name', ({ url }) => {
  let t: TestContext;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['agent', 'agencyadmin', 'agent2', 'operations', 'arrivalsmanager', 'driver']) {
      tokens[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
      ids[who] = (
        await t.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', `${who}@caravan.demo`)
          .executeTakeFirstOrThrow()
      ).id;
    }
  });
  afterAll(async () => t?.close());

  const agentList = async (who: string, query = '') => {
    const res = await t.app.inject({ url: `/api/agent/bookings?${query}`, headers: bearer(tokens[who]) });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const operations = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/operations',
      headers: bearer(tokens.operations),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it("gives each row its supplier's time zone, the clock its status buttons read today on", async () => {
    const zones = new Map(
      (await t.database.db.selectFrom('suppliers').select(['id', 'timeZone']).execute()).map((s) => [
        s.id,
        s.timeZone,
      ]),
    );
    const supplierOf = new Map(
      (await t.database.db.selectFrom('bookings').select(['id', 'supplierId']).execute()).map((b) => [
        b.id,
        b.supplierId,
      ]),
    );
    const agent = await agentList('agent', 'showMy=1&itemsPerPage=50');
    const staff = await operations({ itemsPerPage: 50 });
    for (const row of [...agent.entities, ...staff.entities]) {
      expect(row.timeZone).toBe(zones.get(supplierOf.get(row.id)!) ?? 'Asia/Dubai');
    }
    expect(agent.entities.length + staff.entities.length).toBeGreaterThan(0);
  });

  it('shows an agent their own bookings, newest date first', async () => {
    const page = await agentList('agent', 'showMy=1&itemsPerPage=1000');
    expect(page.entities.length).toBeGreaterThan(0);
    expect(page.entities.every((b) => b.agentId === ids.agent)).toBe(true);
    const dates = page.entities.map((b) => b.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it("lets an agency admin see the whole agency with 'Only my bookings' off, but not another agency", async () => {
    const mine = await agentList('agencyadmin', 'showMy=1&itemsPerPage=1000');
    const agency = await agentList('agencyadmin', 'showMy=0&itemsPerPage=1000');
    expect(agency.pagingInfo.totalItems).toBeGreaterThan(mine.pagingInfo.totalItems);
    expect(new Set(agency.entities.map((b) => b.agentId))).toEqual(new Set([ids.agent, ids.agencyadmin]));
    // A plain agent with it off: their own and what operator staff sold for the agency, no colleague's.
    const plainAgent = await agentList('agent', 'showMy=0&itemsPerPage=1000');
    expect(plainAgent.entities.every((b) => b.agentId === ids.agent || b.staffAgentId !== null)).toBe(true);
  });

  it("keeps another agency's booking out of reach (404, not in lists)", async () => {
    const other = (await agentList('agent2', 'itemsPerPage=1')).entities[0];
    expect(
      (await t.app.inject({ url: `/api/agent/bookings/${other.id}`, headers: bearer(tokens.agent) }))
        .statusCode,
    ).toBe(404);
    const own = await t.app.inject({
      url: `/api/agent/bookings/${other.id}`,
      headers: bearer(tokens.agent2),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(other.id);
    expect(
      (await t.app.inject({ url: '/api/agent/bookings/abc', headers: bearer(tokens.agent) })).statusCode,
    ).toBe(400);
  });

  it('filters by text (guest, voucher, number, group id) and dates in DD.MM.YYYY, sorting by a lower-cased field', async () => {
    const first = (await agentList('agent', 'itemsPerPage=1')).entities[0];
    const byName = await agentList('agent', `f=${encodeURIComponent(first.guestName.slice(0, 4))}`);
    expect(byName.entities.map((b) => b.id)).toContain(first.id);
    const [y, m, d] = first.date.split('-');
    const byDate = await agentList('agent', `from=${d}.${m}.${y}&to=${d}.${m}.${y}&itemsPerPage=1000`);
    expect(byDate.entities.every((b) => b.date === first.date)).toBe(true);
    const sorted = await agentList('agent', 'orderBy=GuestName&orderType=asc&itemsPerPage=1000');
    const names = sorted.entities.map((b) => b.guestName);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await t.app.inject({
      url: '/api/agent/bookings?from=31.02.2026',
      headers: bearer(tokens.agent),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds the bookings of a group by its id (the g-{groupId} link)', async () => {
    const linked = await t.database.db
      .selectFrom('bookings')
      .select('groupId')
      .where('groupId', 'is not', null)
      .where(
        'agencyId',
        '=',
        (
          await t.database.db
            .selectFrom('users')
            .select('agencyId')
            .where('id', '=', ids.agencyadmin)
            .executeTakeFirstOrThrow()
        ).agencyId,
      )
      .executeTakeFirstOrThrow();
    const expected = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('groupId', '=', linked.groupId)
      .execute();
    const page = await agentList(
      'agencyadmin',
      `showMy=0&f=${encodeURIComponent(linked.groupId!)}&itemsPerPage=1000`,
    );
    expect(page.entities.map((b) => b.id).toSorted()).toEqual(expected.map((b) => b.id).toSorted());
  });

  it("lets arrivals staff open any group's bookings from the status link", async () => {
    const linked = await t.database.db
      .selectFrom('bookings')
      .select('groupId')
      .where('groupId', 'is not', null)
      .executeTakeFirstOrThrow();
    const expected = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('groupId', '=', linked.groupId)
      .execute();
    const page = await agentList(
      'arrivalsmanager',
      `f=${encodeURIComponent(linked.groupId!)}&itemsPerPage=1000`,
    );
    expect(page.entities.map((b) => b.id).toSorted()).toEqual(expected.map((b) => b.id).toSorted());
  });

  it('gives the operator list a default window of today + 14 days, sums and a status filter', async () => {
    const today = todayUtc();
    const page = await operations({ itemsPerPage: 1000 });
    expect(page.window).toEqual({ from: today, to: addDaysUtc(today, 14) });
    expect(page.entities.every((b) => b.date >= today && b.date <= addDaysUtc(today, 14))).toBe(true);
    expect(page.sums!.ad).toBe(page.entities.reduce((s, b) => s + b.ad, 0));
    expect(page.sums!.paid).toBeCloseTo(
      page.entities.reduce((s, b) => s + b.paid, 0),
      2,
    );
    const cancelled = await operations({
      status: 'cancelled',
      from: addDaysUtc(today, -60),
      to: addDaysUtc(today, 60),
      itemsPerPage: 1000,
    });
    expect(cancelled.entities.length).toBeGreaterThan(0);
    expect(cancelled.entities.every((b) => b.status === 4)).toBe(true);
  });

  it('refuses the operator list to other roles, and the agent lists to non-agents', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/operations',
      headers: bearer(tokens.agent),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/agent/bookings', headers: bearer(tokens.driver) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/agent/commissions', headers: bearer(tokens.arrivalsmanager) }))
        .statusCode,
    ).toBe(403);
  });

  it('lists agents, hotels and offers of the bookings, sorted by name', async () => {
    for (const kind of ['agents', 'hotels', 'offers']) {
      const res = await t.app.inject({
        url: `/api/agent/${kind}/bookings`,
        headers: bearer(tokens.agencyadmin),
      });
      expect(res.statusCode).toBe(200);
      const names = (res.json() as Array<{ name: string }>).map((o) => o.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    }
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkQueryPlans, type PlanCheck } from '../../bench/query-plans';
import type { Db } from '../../server/db/database';
import { seedScale, type ScaleCounts, type ScaleSummary } from '../../server/db/seed/scale';
import { SCALE_DAY } from '../../server/db/seed/scale-day';
import { SCALE_STAFF_PER_SUPPLIER } from '../../server/db/seed/scale-staff';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { seatsAgainstBookings } from './seat-checks';

// A small scale world (the CLI seeds FULL_SCALE) on a fixed day, so both databases get the same one.
const TODAY = '2026-11-22';
const COUNTS: ScaleCounts = {
  bookings: 3000,
  arrivals: 1500,
  hotels: 40,
  agencies: 6,
  agents: 30,
  tours: 40,
  offers: 200,
  validPeriods: 800,
  photos: 1000,
};
const worlds = new Map<string, string[]>();

async function count(db: Db, table: 'bookings' | 'arrivals' | 'hotels' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(databases)('scale seed on $name', ({ name, url }) => {
  let t: TestContext;
  let db: Db;
  let summary: ScaleSummary;
  let plans: PlanCheck[];

  beforeAll(async () => {
    t = await startApp(url);
    db = t.database.db;
    summary = await seedScale(db, { today: TODAY, counts: COUNTS });
    plans = await checkQueryPlans(db, t.database.dialect, TODAY);
    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'guestName', 'date', 'agentId', 'status', 'grossSalesAed'])
      .execute();
    const arrivals = await db
      .selectFrom('arrivals')
      .select(['id', 'touristName', 'groupId', 'arrivalDate', 'hotelId'])
      .execute();
    const tours = await db
      .selectFrom('tours')
      .select(['id', 'supplierId', 'nameDisplay', 'url', 'languageId', 'isDeleted', 'heroImageId'])
      .execute();
    worlds.set(
      name,
      [
        ...tours.map(
          (r) =>
            `t ${r.id} ${r.supplierId} ${r.nameDisplay} ${r.url} ${r.languageId} ${r.isDeleted} ${r.heroImageId}`,
        ),
        ...bookings.map(
          (b) => `b ${b.id} ${b.guestName} ${b.date} ${b.agentId} ${b.status} ${b.grossSalesAed}`,
        ),
        ...arrivals.map((a) => `a ${a.id} ${a.touristName} ${a.groupId} ${a.arrivalDate} ${a.hotelId}`),
      ].sort(),
    );
  });
  afterAll(async () => t?.close());

  it('adds the asked rows on top of the demo world and reports each table', async () => {
    const added = new Map(summary.tables.map((r) => [r.table, r.rows]));
    expect([added.get('bookings'), added.get('arrivals'), added.get('hotels')]).toEqual([
      COUNTS.bookings,
      expect.any(Number),
      COUNTS.hotels,
    ]);
    // Groups are whole parties, so the last one may pass the target by a few guests.
    expect(added.get('arrivals')! - COUNTS.arrivals).toBeGreaterThanOrEqual(0);
    expect(added.get('arrivals')! - COUNTS.arrivals).toBeLessThan(5);
    expect(await count(db, 'bookings')).toBe(600 + COUNTS.bookings);
    // The demo world's 24 users (one per role, the agencies' agents and sales, suppliers 2 and 3's admin
    // and editor), the scale's agents, suppliers 2 and 3's back offices, and the operator's and suppliers
    // 2 and 3's guides and drivers.
    const crew = SCALE_DAY.guidesPerSupplier + SCALE_DAY.driversPerSupplier;
    expect(await count(db, 'users')).toBe(24 + COUNTS.agents + 2 * SCALE_STAFF_PER_SUPPLIER + 3 * crew);
    expect(added.get('groupInfos')).toBeGreaterThan(0);
    expect(added.get('meetings')).toBeGreaterThan(0);
    expect(summary.totalSeconds).toBeGreaterThan(0);
  });

  it('adds a catalogue of tours, offers, valid periods and photo records, and the editor opens them', async () => {
    const added = new Map(summary.tables.map((r) => [r.table, r.rows]));
    expect([added.get('tours'), added.get('offers'), added.get('validPeriods'), added.get('photos')]).toEqual(
      [COUNTS.tours, COUNTS.offers, COUNTS.validPeriods, COUNTS.photos],
    );
    expect(added.get('tourPhotos')).toBeGreaterThan(0);
    expect(added.get('itineraryStops')).toBeGreaterThan(0);
    const editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    const list = await t.app.inject({
      url: '/api/tours/manageList?itemsPerPage=500&showDeleted=true',
      headers: bearer(editor),
    });
    expect(list.json().pagingInfo.totalItems).toBeGreaterThanOrEqual(COUNTS.tours);
    const last = await db
      .selectFrom('tours')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const tour = await t.app.inject({ url: `/api/tours/manage/${last.id}`, headers: bearer(editor) });
    expect(tour.statusCode).toBe(200);
    expect(tour.json().photos[0].urlSmall).toMatch(/^\/media\/\d+\/\d+-small\.webp$/);
    expect(tour.json().offers.length).toBeGreaterThan(0);
  });

  it('keeps slotSeats equal to the seats of live bookings, never above capacity', async () => {
    const { recorded, expected, overCapacity } = await seatsAgainstBookings(db);
    expect(recorded).toEqual(expected);
    expect(overCapacity).toEqual([]);
  });

  it('puts every booking with an agent of its agency, a share with agent@, and a fifth of arrivals in house', async () => {
    const foreign = await db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.agentId')
      .select('b.id')
      .whereRef('u.agencyId', '!=', 'b.agencyId')
      .execute();
    expect(foreign).toEqual([]);
    const agent = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    const mine = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agentId', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(Number(mine.n)).toBeGreaterThan(COUNTS.bookings * 0.005);
    const arrivals = await db
      .selectFrom('arrivals')
      .select(['arrivalDate', 'departureDate'])
      .where('id', '>', 320)
      .execute();
    const inHouse =
      arrivals.filter((a) => a.arrivalDate <= TODAY && TODAY <= a.departureDate).length / arrivals.length;
    expect(inHouse).toBeGreaterThan(0.12);
    expect(inHouse).toBeLessThan(0.3);
  });

  it("crews the fortnight's slot-days, checks the past days' guests in, stocks every ticket type; a scale guide opens a manifest", async () => {
    const crews = await db.selectFrom('slotDayCrews').select(['timeSlotId', 'date', 'guideId']).execute();
    expect(crews.length).toBeGreaterThan(20);
    const marks = await db
      .selectFrom('checkIns')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const n = (state: string) => Number(marks.find((m) => m.state === state)?.n ?? 0);
    expect(n('checkedIn')).toBeGreaterThan(10 * n('noShow'));
    expect(n('noShow')).toBeGreaterThan(0);
    const future = await db.selectFrom('checkIns').select('bookingId').where('date', '>', TODAY).execute();
    expect(future).toEqual([]);
    const types = await db.selectFrom('ticketTypes').select('id').execute();
    const codes = await db
      .selectFrom('ticketCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', 'like', '%-SC-%')
      .executeTakeFirstOrThrow();
    expect(Number(codes.n)).toBe(types.length * SCALE_DAY.codesPerType);
    // A scale guide's slot-day: their manifest opens with its marks.
    const mine = await db
      .selectFrom('slotDayCrews as c')
      .innerJoin('users as u', 'u.id', 'c.guideId')
      .innerJoin('checkIns as k', (j) =>
        j.onRef('k.timeSlotId', '=', 'c.timeSlotId').onRef('k.date', '=', 'c.date'),
      )
      .select(['u.email', 'c.timeSlotId', 'c.date'])
      .where('u.email', 'like', 'guide%.scale@caravan.demo')
      .orderBy('c.date')
      .orderBy('c.timeSlotId')
      .executeTakeFirstOrThrow();
    const token = await signIn(t, mine.email, DEMO_PASSWORD);
    const res = await t.app.inject({
      url: `/api/day/${mine.timeSlotId}/${mine.date}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings.some((b: { checkIn: unknown }) => b.checkIn !== null)).toBe(true);
  });

  it('lets a scale agent sign in with the demo password and see their bookings', async () => {
    const token = await signIn(t, 'agent1.scale@caravan.demo', DEMO_PASSWORD);
    const res = await t.app.inject({ url: '/api/agent/bookings?showMy=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagingInfo.totalItems).toBeGreaterThan(0);
  });

  it('gives suppliers 2 and 3 a back office, tours, slots and pick-up sets of their own, each list theirs alone', async () => {
    for (const [admin, other] of [
      ['admin2@caravan.demo', 'admin3@caravan.demo'],
      ['admin3@caravan.demo', 'admin2@caravan.demo'],
    ]) {
      const token = await signIn(t, admin, DEMO_PASSWORD);
      const read = async (url: string) => {
        const res = await t.app.inject({ url, headers: bearer(token) });
        expect([url, res.statusCode]).toEqual([url, 200]);
        return res.json();
      };
      const staff = ((await read('/api/staff')) as { email: string }[]).map((u) => u.email);
      expect(staff).toContain(admin);
      expect(staff).not.toContain(other);
      const scale = staff.filter((e) => e.endsWith('.scale@caravan.demo'));
      expect(scale.length).toBe(
        SCALE_STAFF_PER_SUPPLIER + SCALE_DAY.guidesPerSupplier + SCALE_DAY.driversPerSupplier,
      );
      expect(scale.every((e) => e.includes(`.s${admin[5]}.`))).toBe(true);
      // The scale's slot groups and pick-up sets go round the operator and the two suppliers.
      const groups = (await read('/api/timeslots/groups')) as { supplierName?: string | null }[];
      expect(groups.length).toBeGreaterThanOrEqual(3);
      expect(groups.every((g) => !g.supplierName)).toBe(true);
      expect(((await read('/api/pickuptimes')) as unknown[]).length).toBeGreaterThanOrEqual(3);
      const tours = await read('/api/tours/manageList?itemsPerPage=10&showDeleted=true');
      expect(tours.pagingInfo.totalItems).toBeGreaterThan(COUNTS.tours / 5);
    }
    // A tenth are deactivated, as the Staff tab leaves them; the others sign in with the demo password.
    const active = await db
      .selectFrom('users')
      .select(['email'])
      .where('email', 'like', 'staff%.scale@caravan.demo')
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute();
    expect(active.length).toBeGreaterThan(SCALE_STAFF_PER_SUPPLIER);
    expect(active.length).toBeLessThan(2 * SCALE_STAFF_PER_SUPPLIER);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(await signIn(t, active[0].email, DEMO_PASSWORD)),
    });
    expect(me.json().email).toBe(active[0].email);
  });

  it('moves the id sequences past the seeded rows', async () => {
    const before = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const hotel = await db
      .insertInto('hotels')
      .values({ name: 'Test Inn', regionId: 1, cityId: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(hotel.id).toBe(Number(before.max) + 1);
  });

  it('refuses a second run and changes nothing', async () => {
    const before = await count(db, 'bookings');
    await expect(seedScale(db, { today: TODAY, counts: COUNTS })).rejects.toThrow(
      /already holds the scale world.*nothing changed/,
    );
    expect(await count(db, 'bookings')).toBe(before);
  });

  it('explains every hot list query; on SQLite each uses an index', () => {
    expect(plans.length).toBeGreaterThanOrEqual(19);
    expect(plans.every((p) => p.plan.length > 0)).toBe(true);
    // PostgreSQL rightly scans tables this small; the scale database is checked by bench/query-plans.ts.
    const scanning = plans.filter((p) => !p.usesIndex).map((p) => `${p.name}: ${p.scans.join('; ')}`);
    expect(name === 'sqlite' ? scanning : []).toEqual([]);
  });
});

describe.runIf(databases.length > 1)('scale seed on both databases', () => {
  it('builds the same world on SQLite and PostgreSQL', () => {
    expect(worlds.get('sqlite')!.length).toBeGreaterThan(COUNTS.bookings + COUNTS.arrivals);
    expect(worlds.get('postgres')).toEqual(worlds.get('sqlite'));
  });
});

describe('seed command line', () => {
  const run = promisify(execFile);
  it('refuses an unknown option with its usage', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', '--scael'], {
      env: { ...process.env, DATABASE_URL: 'sqlite:/nonexistent/never.db' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in failed && failed.code).toBe(2);
    expect((failed as { stderr: string }).stderr).toMatch(
      /Unknown option: --scael[\s\S]*npm run seed -- --scale/,
    );
  });
});

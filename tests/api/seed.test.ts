import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, ROLES } from '../../contract/enums';
import { displayedStatus, statusLabel } from '../../domain/arrival-status';
import { isOfferedOn, isoWeekdayOf } from '../../domain/day-mask';
import { seoHint } from '../../domain/seo-hints';
import type { Db } from '../../server/db/database';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from '../../server/db/seed/demo';
import { decodeClaims, signIn, startApp, type TestContext } from './helper';
import { seatsAgainstBookings } from './seat-checks';

// A fixed day, so both databases get the same world and the date windows below are exact.
const TODAY = '2026-11-22';

/** DATABASE_URL_TEST, else a local server if one answers; null when none does. */
async function reachablePostgres(): Promise<string | null> {
  const url = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    if (process.env.DATABASE_URL_TEST)
      throw new Error('DATABASE_URL_TEST is set but PostgreSQL does not answer at it');
    return null;
  }
}

const pgUrl = await reachablePostgres();
const targets = [{ name: 'sqlite', url: null }, ...(pgUrl ? [{ name: 'postgres', url: pgUrl }] : [])];
/** Each database's world, reduced to what users read off the screens, to compare the two. */
const worlds = new Map<string, string[]>();

async function count(db: Db, table: 'tours' | 'hotels' | 'bookings' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(targets)('demo seed on $name', ({ name, url }) => {
  let t: TestContext;
  let db: Db;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    t = await startApp(url);
    db = t.database.db;
    emptyBefore = await isDatabaseEmpty(db);
    summary = await seedDemo(db, { today: TODAY });
    const bookings = await db
      .selectFrom('bookings')
      .select(['guestName', 'date', 'grossSalesAed', 'status'])
      .execute();
    const arrivals = await db
      .selectFrom('arrivals')
      .select(['touristName', 'groupId', 'arrivalDate'])
      .execute();
    worlds.set(
      name,
      [
        ...bookings.map((b) => `booking ${b.guestName} ${b.date} ${b.grossSalesAed} ${b.status}`),
        ...arrivals.map((a) => `arrival ${a.touristName} ${a.groupId} ${a.arrivalDate}`),
      ].sort(),
    );
  });
  afterAll(async () => t?.close());

  it('signs in one demo user per role, and the extra agents, with the demo password', async () => {
    expect(
      ROLES.filter((role) => !DEMO_USERS.some((u) => u.email === `${role}@caravan.demo` && u.role === role)),
    ).toEqual([]);
    let ip = 1;
    for (const u of DEMO_USERS) {
      const claims = decodeClaims(await signIn(t, u.email, DEMO_PASSWORD, `10.1.0.${ip++}`));
      expect({ email: u.email, roles: [claims.role].flat(), fullName: claims.fullName }).toEqual({
        email: u.email,
        roles: [u.role],
        fullName: u.fullName,
      });
    }
    const claimsOf = async (email: string, ip: string) => {
      const c = decodeClaims(await signIn(t, email, DEMO_PASSWORD, ip));
      return [c.agencyName, c.isAgencyAdmin];
    };
    expect(await claimsOf('agent@caravan.demo', '10.2.0.1')).toEqual(['Sunrise Travel', '0']);
    expect(await claimsOf('agencyadmin@caravan.demo', '10.2.0.2')).toEqual(['Sunrise Travel', '1']);
    expect(await claimsOf('agent2@caravan.demo', '10.2.0.3')).toEqual(['Pegas Touristik Dubai', '0']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@caravan.demo', password: 'caravan2025' },
      remoteAddress: '10.2.0.4',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('puts staff in the operator, supplier@ and the admin2@/editor2@ pair in Desert Falcon Safaris, admin3@/editor3@ in Arabian Seas Cruises and agents in agencies', async () => {
    const users = await db
      .selectFrom('users')
      .innerJoin('userRoles', 'userRoles.userId', 'users.id')
      .leftJoin('suppliers', 'suppliers.id', 'users.supplierId')
      .select([
        'users.email',
        'userRoles.role',
        'users.agencyId',
        'suppliers.isOperator',
        'suppliers.name as supplierName',
      ])
      .execute();
    const employer = (u: (typeof users)[number]) =>
      u.agencyId !== null ? 'an agency' : u.isOperator === 1 ? 'the operator' : u.supplierName;
    const expected = (u: (typeof users)[number]) =>
      u.role === 'agent'
        ? 'an agency'
        : u.role === 'supplier' || /^(admin|editor)2@/.test(u.email)
          ? 'Desert Falcon Safaris'
          : /^(admin|editor)3@/.test(u.email)
            ? 'Arabian Seas Cruises'
            : 'the operator';
    expect(users.map((u) => `${u.email}: ${employer(u)}`)).toEqual(
      users.map((u) => `${u.email}: ${expected(u)}`),
    );
    // Each of the other suppliers has its own admin and editor (the tenancy matrix signs in as them).
    for (const supplier of ['Desert Falcon Safaris', 'Arabian Seas Cruises'])
      expect(
        users
          .filter((u) => u.supplierName === supplier)
          .map((u) => u.role)
          .sort(),
      ).toEqual(expect.arrayContaining(['admin', 'editor']));
    expect(users.filter((u) => u.role === 'sales').length).toBeGreaterThanOrEqual(3);
  });

  it('has the catalogue, hotels, arrivals and bookings the screens need', async () => {
    expect(await count(db, 'tours')).toBeGreaterThanOrEqual(12);
    expect(await count(db, 'hotels')).toBeGreaterThanOrEqual(60);
    expect(await count(db, 'bookings')).toBeGreaterThanOrEqual(500);
    expect(summary.bookings).toBe(await count(db, 'bookings'));
    expect(summary.users).toBe(await count(db, 'users'));

    const arrivals = await db.selectFrom('arrivals').select(['arrivalDate', 'departureDate']).execute();
    expect(arrivals.length).toBeGreaterThanOrEqual(300);
    const inHouse =
      arrivals.filter((a) => a.arrivalDate <= TODAY && TODAY <= a.departureDate).length / arrivals.length;
    expect(inHouse).toBeGreaterThan(0.25);
    expect(inHouse).toBeLessThan(0.42);

    const statuses = await db.selectFrom('bookings').select('status').distinct().orderBy('status').execute();
    expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    const groupStatuses = await db
      .selectFrom('groupInfos')
      .select('status')
      .distinct()
      .orderBy('status')
      .execute();
    expect(groupStatuses.map((g) => g.status)).toEqual([0, 1, 2, 3, 4, 6]);
  });

  it('gives every demo tour an SEO title and description within the bands the tour editor asks for', async () => {
    const tours = await db
      .selectFrom('tours')
      .select(['nameDisplay', 'seoPageTitle', 'seoPageDescription'])
      .execute();
    const outside = tours.filter(
      (x) =>
        !seoHint('title', x.seoPageTitle ?? '').valid ||
        !seoHint('description', x.seoPageDescription ?? '').valid,
    );
    expect(outside).toEqual([]);
  });

  it('books every guest on an offer of the booked tour, in a slot that runs that day, at the period price', async () => {
    const rows = await db
      .selectFrom('bookings as b')
      .innerJoin('offers as o', 'o.id', 'b.offerId')
      .leftJoin('timeSlots as s', 's.id', 'b.timeSlotId')
      .leftJoin('offerTimeSlots as ots', (j) =>
        j.onRef('ots.offerId', '=', 'b.offerId').onRef('ots.timeSlotId', '=', 'b.timeSlotId'),
      )
      .leftJoin('validPeriods as v', (j) =>
        j
          .onRef('v.offerId', '=', 'b.offerId')
          .onRef('v.periodStart', '<=', 'b.date')
          .onRef('v.periodEnd', '>=', 'b.date'),
      )
      .select([
        'b.id',
        'b.tourId',
        'b.date',
        'b.bookingDateTime',
        'b.updatedAt',
        'b.numAdults',
        'b.numChildren',
        'b.numInfants',
        'b.grossSalesAed',
        'b.grossSales',
        'b.priceAdult',
        'b.priceChild',
        'b.priceTrip',
        'o.tourId as offerTourId',
        'o.daysOffered as offerDays',
        'o.childrenAllowed',
        'o.infantsAllowed',
        's.daysOffered as slotDays',
        'ots.offerId as linked',
        'v.priceAdult as periodAdult',
        'v.priceChild as periodChild',
        'v.priceTrip as periodTrip',
      ])
      .execute();
    const problems = rows.flatMap((b) => {
      const weekday = isoWeekdayOf(b.date);
      const found = [
        b.offerTourId !== b.tourId && 'offer of another tour',
        b.linked === null && 'slot not among the offer slots',
        !(isOfferedOn(b.offerDays, weekday) && isOfferedOn(b.slotDays ?? 0, weekday)) &&
          'not offered that day',
        b.periodAdult === null && 'no valid period that day',
        `${b.periodAdult}/${b.periodChild}/${b.periodTrip}` !==
          `${b.priceAdult}/${b.priceChild}/${b.priceTrip}` && 'prices differ from the valid period',
        b.grossSalesAed !== b.numAdults * b.priceAdult + b.numChildren * b.priceChild + b.priceTrip &&
          'wrong AED total',
        b.grossSales !== Math.round((b.grossSalesAed * 10_000) / 36_500) && 'wrong USD total',
        !b.childrenAllowed && b.numChildren > 0 && 'children on an offer without children',
        !b.infantsAllowed && b.numInfants > 0 && 'infants on an offer without infants',
        b.bookingDateTime.slice(0, 10) >= b.date && 'made on or after its date',
        b.updatedAt < b.bookingDateTime && 'updated before it was made',
        b.updatedAt.slice(0, 10) >= b.date && 'updated on or after its date',
      ];
      return found.filter((p) => p !== false).map((p) => `booking ${b.id}: ${p}`);
    });
    expect(problems).toEqual([]);
    const dates = rows.map((b) => b.date).sort();
    expect([dates[0] >= '2026-09-23', dates[dates.length - 1] <= '2026-12-22']).toEqual([true, true]);
  });

  it('links about 60 bookings to guests in house on the tour date', async () => {
    const linked = await db
      .selectFrom('bookings as b')
      .innerJoin('arrivals as a', 'a.id', 'b.arrivalId')
      .select([
        'b.id',
        'b.groupId',
        'a.groupId as arrivalGroup',
        'b.date',
        'a.arrivalDate',
        'a.departureDate',
        'b.hotelId',
      ])
      .select('a.hotelId as arrivalHotel')
      .execute();
    expect(linked.length).toBeGreaterThanOrEqual(50);
    const outside = linked.filter(
      (b) =>
        b.groupId !== b.arrivalGroup ||
        b.hotelId !== b.arrivalHotel ||
        b.date < b.arrivalDate ||
        b.date > b.departureDate,
    );
    expect(outside).toEqual([]);
  });

  it('makes the Burj Khalifa tickets take At the Top codes, and its live bookings from today hold one per adult and child', async () => {
    const needs = await db
      .selectFrom('offerTicketTypes as ott')
      .innerJoin('offers as o', 'o.id', 'ott.offerId')
      .innerJoin('tours as t', 't.id', 'o.tourId')
      .innerJoin('ticketTypes as tt', 'tt.id', 'ott.ticketTypeId')
      .select(['t.nameDisplay', 'tt.shortName', 'ott.type', 'o.isTicketsRequired'])
      .execute();
    expect(new Set(needs.map((n) => n.isTicketsRequired))).toEqual(new Set([1]));
    expect(new Set(needs.map((n) => n.nameDisplay))).toEqual(new Set(['Burj Khalifa At The Top']));
    expect(new Set(needs.map((n) => `${n.shortName} ${n.type}`))).toEqual(new Set(['BK-ADT 0', 'BK-CHD 1']));
    const live = await db
      .selectFrom('bookings as b')
      .innerJoin('tours as t', 't.id', 'b.tourId')
      .select(['b.id', 'b.numAdults', 'b.numChildren'])
      .where('t.nameDisplay', '=', 'Burj Khalifa At The Top')
      .where('b.status', '!=', BookingStatus.Cancelled)
      .where('b.date', '>=', TODAY)
      .execute();
    expect(live.length).toBeGreaterThan(0);
    const held = await db
      .selectFrom('ticketCodes')
      .select(['bookingId', 'paxType', 'status'])
      .where('bookingId', 'is not', null)
      .execute();
    for (const b of live) {
      const mine = held.filter((c) => c.bookingId === b.id);
      expect({
        id: b.id,
        adults: mine.filter((c) => c.paxType === 0).length,
        children: mine.filter((c) => c.paxType === 1).length,
      }).toEqual({ id: b.id, adults: b.numAdults, children: b.numChildren });
    }
    expect(new Set(held.map((c) => c.status))).toEqual(new Set(['sold']));
  });

  it('shows every status label among the groups in house, as the arrivals list draws them', async () => {
    const rows = await db
      .selectFrom('arrivals as a')
      .leftJoin('groupInfos as gi', 'gi.groupId', 'a.groupId')
      .select((eb) => [
        'a.isDeleted',
        'gi.status',
        'gi.communicationStatus',
        eb
          .selectFrom('bookings as b')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('b.groupId', '=', 'a.groupId')
          .where('b.status', '<>', BookingStatus.Cancelled)
          .as('bookings'),
      ])
      .where('a.arrivalDate', '<=', TODAY)
      .where('a.departureDate', '>=', TODAY)
      .execute();
    const labels = new Set(
      rows.map((r) => {
        const n = Number(r.bookings ?? 0);
        const status = displayedStatus(r.isDeleted === 1, r.status, n);
        return statusLabel(status, r.communicationStatus ?? 0, n).text.replace(/^\d+ /, 'N ');
      }),
    );
    for (const label of [
      'No Comm.',
      'Comm. Initiated',
      'Comm. Resp.',
      'N Booking(s)',
      'Did Not Attend',
      'Did Not Buy',
      'Purch Diff. Name',
      'Cancelled',
      'Non Tourist',
    ])
      expect([...labels]).toContain(label);
  });

  it('keeps slotSeats equal to the seats of live bookings, never above capacity', async () => {
    const { recorded, expected, overCapacity } = await seatsAgainstBookings(db);
    expect(recorded).toEqual(expected);
    expect(overCapacity).toEqual([]);
  });

  it('seeds only an empty database, and gives rows added later the next ids', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = await count(db, 'bookings');
    await expect(seedDemo(db, { today: TODAY })).rejects.toThrow(/already has data/);
    expect(await count(db, 'bookings')).toBe(before);
    const language = await db
      .insertInto('languages')
      .values({ name: 'French', code: 'fr', updatedAt: `${TODAY}T08:00:00.000Z` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(language.id).toBe((summary.languages ?? 0) + 1);
  });
});

describe.runIf(pgUrl !== null)('demo seed on both databases', () => {
  it('builds the same world on SQLite and PostgreSQL', () => {
    expect(worlds.get('sqlite')?.length).toBeGreaterThan(800);
    expect(worlds.get('postgres')).toEqual(worlds.get('sqlite'));
  });
});

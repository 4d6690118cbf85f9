import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { isoWeekdayOf } from '../../domain/day-mask';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { liveDemoOffer } from './demo-offers';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('new booking on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  let live: {
    tourId: number;
    offerId: number;
    slotId: number;
    groupId: number;
    independent: number;
    min: number;
    max: number;
  };
  const date = addDaysUtc(todayUtc(), 20);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    live = await liveDemoOffer(t.database.db, { withChildren: true });
  });
  afterAll(async () => t?.close());

  const booking = (patch: object = {}) => ({
    clientRef: randomUUID(),
    date,
    tourId: live.tourId,
    offerId: live.offerId,
    timeSlotId: live.slotId,
    adults: 2,
    children: 1,
    guestName: 'Ivan Petrov',
    hotelId: 0,
    ...patch,
  });
  const post = (body: object, key?: string, token = agent) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  it('creates a booking priced by the server from the valid period of the date', async () => {
    const res = await post(booking({ paid: 5 }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const period = await t.database.db
      .selectFrom('validPeriods')
      .selectAll()
      .where('offerId', '=', live.offerId)
      .where('periodStart', '<=', date)
      .where('periodEnd', '>=', date)
      .orderBy('periodStart', 'desc')
      .executeTakeFirstOrThrow();
    const totalAed = (2 * period.priceAdult + period.priceChild + period.priceTrip) / 10_000;
    expect(created.status).toBe(0);
    expect(created.totalAed).toBeCloseTo(totalAed, 4);
    expect(created.total).toBeCloseTo(totalAed / 3.65, 3);
    const row = await t.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      guestName: 'Ivan Petrov',
      numAdults: 2,
      numChildren: 1,
      date,
      agencyId: expect.any(Number),
    });
  });

  it('never stores one booking twice: same key replays, same clientRef returns the first', async () => {
    const body = booking();
    const first = await post(body, 'booking-key-0001');
    const replay = await post(body, 'booking-key-0001');
    const otherKey = await post(body, 'booking-key-0002');
    expect(first.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(otherKey.json().id).toBe(first.json().id);
    const rows = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('clientRef', '=', body.clientRef)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a known clientRef with another body (409 client_ref_reused), never answering the first booking for the second', async () => {
    const first = booking({ guestName: 'First Guest' });
    const made = await post(first, 'booking-key-ref-1');
    expect(made.statusCode).toBe(201);
    // A form that kept its previous booking's reference: a new key, the old clientRef, another guest.
    const second = await post({ ...first, guestName: 'Second Guest' }, 'booking-key-ref-2');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      reason: 'client_ref_reused',
      title: 'Booking reference already used',
    });
    const withoutKey = await post({ ...first, adults: 3 });
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json().reason).toBe('client_ref_reused');
    // The same body under another key is still the first booking (its answer was lost, its key expired).
    const replay = await post(first, 'booking-key-ref-3');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...made.json() });
    const rows = await t.database.db
      .selectFrom('bookings')
      .select('guestName')
      .where('clientRef', '=', first.clientRef)
      .execute();
    expect(rows).toEqual([{ guestName: 'First Guest' }]);
  });

  it('refuses what the rules forbid, each with its status and message', async () => {
    const cases: Array<[object, number, string]> = [
      [{ date: todayUtc() }, 422, 'Date cannot be earlier than tomorrow'],
      [{ guestName: ' ' }, 400, 'Guest name is required'],
      [{ adults: 0 }, 400, 'At least one adult is required'],
      [{ timeSlotId: null }, 400, 'Time slot is required'],
      [{ offerId: 999_999 }, 404, 'Ticket not found'],
      [{ tourId: live.tourId + 1000 }, 400, 'The ticket does not belong to this tour'],
      [{ adults: live.max + 1, children: 0 }, 422, `This ticket takes ${live.min} to ${live.max} people`],
      [{ expectedTotal: 1 }, 409, 'Price changed'],
    ];
    const before = await t.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [patch, status, text] of cases) {
      const res = await post(booking(patch));
      expect({ patch, status: res.statusCode }).toEqual({ patch, status });
      expect(JSON.stringify(res.json())).toContain(text);
    }
    const after = await t.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a weekday the ticket is not sold on', async () => {
    const offer = await t.database.db
      .selectFrom('offers')
      .select(['id', 'tourId', 'daysOffered'])
      .where('daysOffered', '<>', 0)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!offer) return;
    let day = addDaysUtc(todayUtc(), 10);
    while ((offer.daysOffered & (1 << (isoWeekdayOf(day) - 1))) !== 0) day = addDaysUtc(day, 1);
    const res = await post(booking({ tourId: offer.tourId, offerId: offer.id, date: day, children: 0 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/is not sold on/);
  });

  it('never oversells: 20 bookings racing for the last 5 seats get 5 places', async () => {
    const raceDate = addDaysUtc(todayUtc(), 40);
    const unit = { groupId: live.groupId, timeSlotId: live.independent ? live.slotId : 0, date: raceDate };
    await t.database.db
      .insertInto('slotSeats')
      .values({ ...unit, booked: 95, capacity: 100 })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(booking({ date: raceDate, adults: 1, children: 0 }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    const seats = await t.database.db
      .selectFrom('slotSeats')
      .select('booked')
      .where('groupId', '=', unit.groupId)
      .where('timeSlotId', '=', unit.timeSlotId)
      .where('date', '=', raceDate)
      .executeTakeFirstOrThrow();
    expect(seats.booked).toBe(100);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toMatch(
      /is full on this date|Not enough places/,
    );
  });

  it('makes one booking when the same key reaches two API instances at once (an outbox resend behind a balancer)', async () => {
    // The second instance has its own connection pool, as a second process would; SQLite in memory
    // can only share the first one's.
    const database = url
      ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 5 })
      : t.database;
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    const { app: second } = await buildApp({ config, database, logger: false });
    try {
      const body = booking({ guestName: 'Two Instances' });
      const send = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/agent/bookings',
          headers: { ...bearer(agent), 'idempotency-key': 'two-instances-1' },
          payload: body,
        });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? second : t.app)));
      // A request that finds the key still being written answers 409 'still running'; the client resends.
      const created = answers.filter((a) => a.statusCode === 201);
      expect(answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409)).toEqual([]);
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
      const replay = await send(second);
      expect(replay.json().id).toBe(created[0].json().id);
      const rows = await t.database.db
        .selectFrom('bookings')
        .select('id')
        .where('clientRef', '=', body.clientRef)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });

  it('takes the pick-up time of the hotel, else of its region, and refuses a hotel the ticket does not pick up from', async () => {
    const db = t.database.db;
    const region = await db
      .selectFrom('hotels')
      .select('regionId')
      .where('isDeleted', '=', 0)
      .groupBy('regionId')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('regionId')
      .executeTakeFirstOrThrow();
    const [own, other] = await db
      .selectFrom('hotels')
      .select(['id', 'cityId'])
      .where('regionId', '=', region.regionId)
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    const supplier = await db
      .selectFrom('tours')
      .select('supplierId')
      .where('id', '=', live.tourId)
      .executeTakeFirstOrThrow();
    const set = await db
      .insertInto('pickUpTimeSets')
      .values({ supplierId: supplier.supplierId, name: 'Test pick-ups', isFixedTime: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('timeSlots').set({ pickUpTimeId: set.id }).where('id', '=', live.slotId).execute();
    await db
      .insertInto('pickUpTimeRegions')
      .values({ pickUpTimeId: set.id, regionId: region.regionId, timeStart: 540, timeEnd: 570, isActive: 1 })
      .execute();
    await db
      .insertInto('pickUpTimeHotels')
      .values({ pickUpTimeId: set.id, hotelId: own.id, timeStart: 600, timeEnd: 615 })
      .execute();
    const day = addDaysUtc(todayUtc(), 50);
    const pickUpOf = async (hotelId: number) => {
      const res = await post(booking({ date: day, hotelId, children: 0, adults: 1 }));
      expect(res.statusCode).toBe(201);
      return db
        .selectFrom('bookings')
        .select(['pickUpTimeStart', 'pickUpTimeEnd', 'hotelId'])
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
    };
    expect(await pickUpOf(own.id)).toEqual({ pickUpTimeStart: 600, pickUpTimeEnd: 615, hotelId: own.id });
    expect(await pickUpOf(other.id)).toEqual({ pickUpTimeStart: 540, pickUpTimeEnd: 570, hotelId: other.id });

    const cities = await db
      .selectFrom('offerCities')
      .selectAll()
      .where('offerId', '=', live.offerId)
      .execute();
    const elsewhere = await db
      .selectFrom('cities')
      .select(['id', 'name'])
      .where('id', '<>', own.cityId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ownCity = await db
      .selectFrom('cities')
      .select('name')
      .where('id', '=', own.cityId)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('offerCities').where('offerId', '=', live.offerId).execute();
    await db.insertInto('offerCities').values({ offerId: live.offerId, cityId: elsewhere.id }).execute();
    try {
      const refused = await post(booking({ date: day, hotelId: own.id, children: 0, adults: 1 }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(new RegExp(`does not pick up from ${ownCity.name}$`));
    } finally {
      await db.deleteFrom('offerCities').where('offerId', '=', live.offerId).execute();
      if (cities.length > 0) await db.insertInto('offerCities').values(cities).execute();
    }
    const missing = await post(booking({ date: day, hotelId: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Hotel not found');
  });

  it('refuses a date no valid period prices, and a booking reference used by another agency', async () => {
    const last = await t.database.db
      .selectFrom('validPeriods')
      .select((eb) => eb.fn.max('periodEnd').as('end'))
      .where('offerId', '=', live.offerId)
      .executeTakeFirstOrThrow();
    const unpriced = await post(booking({ date: addDaysUtc(String(last.end), 1), children: 0 }));
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json().message).toBe('This ticket has no price for the chosen date');

    const first = await post(booking());
    expect(first.statusCode).toBe(201);
    const taken = await t.database.db
      .selectFrom('bookings')
      .select('clientRef')
      .where('id', '=', first.json().id)
      .executeTakeFirstOrThrow();
    const otherAgency = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('agencyId', 'is not', null)
      .where('agencyId', '<>', (eb) =>
        eb.selectFrom('users').select('agencyId').where('email', '=', 'agent@caravan.demo'),
      )
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (!otherAgency) throw new Error('the demo world has one agency');
    const stranger = await signIn(t, otherAgency.email, DEMO_PASSWORD);
    const reused = await post(booking({ clientRef: taken.clientRef }), undefined, stranger);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().reason).toBe('client_ref_reused');
  });

  /** An arrival in house on `day` at a hotel the live ticket picks up from, of the agency given or another. */
  const guestInHouse = async (day: string, agency: { of: number } | { notOf: number }) => {
    const cities = t.database.db
      .selectFrom('offerCities')
      .select('cityId')
      .where('offerId', '=', live.offerId);
    return t.database.db
      .selectFrom('arrivals as a')
      .innerJoin('hotels as h', 'h.id', 'a.hotelId')
      .innerJoin('groupInfos as gi', (j) =>
        j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'),
      )
      .select(['a.id', 'a.hotelId', 'a.groupId', 'gi.id as groupInfoId', 'a.agencyId', 'a.departureDate'])
      .where('a.isDeleted', '=', 0)
      .where('a.arrivalDate', '<=', day)
      .where('a.departureDate', '>=', day)
      .where('a.agencyId', 'of' in agency ? '=' : '<>', 'of' in agency ? agency.of : agency.notOf)
      .where((eb) => eb.or([eb.not(eb.exists(cities)), eb('h.cityId', 'in', cities)]))
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
  };
  const bookingsOfGroup = async (groupId: string) => {
    const row = await t.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('groupId', '=', groupId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it("books for a guest in house only: another agency's group, a group not the guest's, or a guest not in house is not found", async () => {
    const day = addDaysUtc(todayUtc(), 3);
    const me = await t.database.db
      .selectFrom('users')
      .select('agencyId')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    const own = await guestInHouse(day, { of: me.agencyId! });
    const foreign = await guestInHouse(day, { notOf: me.agencyId! });
    const foreignBefore = await bookingsOfGroup(foreign.groupId);
    const guestOf = (a: typeof own) => ({
      date: day,
      hotelId: a.hotelId,
      arrivalId: a.id,
      groupId: a.groupId,
      groupInfoId: a.groupInfoId,
      adults: 1,
      children: 0,
    });
    const guestMissing = 'Guest not found at this hotel on this date';
    const groupMissing = 'Group not found for this guest';
    const cases: Array<[string, object, string]> = [
      ["another agency's guest and group", guestOf(foreign), guestMissing],
      ["another agency's group on my guest", { ...guestOf(own), groupId: foreign.groupId }, groupMissing],
      [
        "another agency's group info on my guest",
        { ...guestOf(own), groupInfoId: foreign.groupInfoId },
        groupMissing,
      ],
      [
        "another agency's group without a guest",
        { ...guestOf(own), arrivalId: null, groupId: foreign.groupId, groupInfoId: foreign.groupInfoId },
        'Group not found: choose a guest in house',
      ],
      [
        'my guest at another hotel',
        { ...guestOf(own), hotelId: foreign.hotelId === own.hotelId ? 0 : foreign.hotelId },
        guestMissing,
      ],
      ['my guest without a hotel', { ...guestOf(own), hotelId: 0 }, guestMissing],
      ['my guest after departure', { ...guestOf(own), date: addDaysUtc(own.departureDate, 1) }, guestMissing],
    ];
    for (const [what, patch, message] of cases) {
      // Sent as the outbox sends it (its own key, resent after a lost answer) and once without a key.
      const body = booking(patch);
      const key = `guest-${randomUUID()}`;
      for (const res of [await post(body, key), await post(body, key), await post(booking(patch))]) {
        expect({ what, status: res.statusCode, message: res.json().message }).toEqual({
          what,
          status: 404,
          message,
        });
      }
    }
    expect(await bookingsOfGroup(foreign.groupId)).toBe(foreignBefore);

    // My own guest: stored under the guest's arrival and group, also when the device left the group out.
    const ownBefore = await bookingsOfGroup(own.groupId);
    const body = booking(guestOf(own));
    const first = await post(body, 'own-guest-key-1');
    const replay = await post(body, 'own-guest-key-1');
    expect(first.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const bare = await post(booking({ ...guestOf(own), groupId: null, groupInfoId: null }));
    expect(bare.statusCode).toBe(201);
    const stored = await t.database.db
      .selectFrom('bookings')
      .select(['arrivalId', 'groupId', 'groupInfoId'])
      .where('id', 'in', [first.json().id, bare.json().id])
      .execute();
    const ids = { arrivalId: own.id, groupId: own.groupId, groupInfoId: own.groupInfoId };
    expect(stored).toEqual([ids, ids]);
    expect(await bookingsOfGroup(own.groupId)).toBe(ownBefore + 2);
  });

  it('lets agents book, and operator staff only for an agency they name', async () => {
    const ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    const unnamed = await post(booking(), undefined, ops);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ agencyId: 'Agency is required' });
    const driver = await signIn(t, 'driver@caravan.demo', DEMO_PASSWORD);
    expect((await post(booking(), undefined, driver)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirportDay, AirportMeetingsResult, ArrivalsPage } from '../../contract';
import { addDaysUtc } from '../../domain/dates';
import { localDateOf } from '../../domain/local-time';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

/**
 * The airport rep's day (issue 25 item 8): today's and tomorrow's arriving guests of each supplier (on
 * its own calendar) by flight and terminal in arrival order; marking guests or whole groups met, once
 * however often it is sent, and undoing it; the hotel reps see it on the arrivals list.
 */
// Two suppliers a day apart at any moment: American Samoa (UTC−11) and Kiritimati (UTC+14).
const ZONE_2 = 'Pacific/Pago_Pago';
const ZONE_3 = 'Pacific/Kiritimati';

describe.each(databases)('airport arrivals on $name', ({ url }) => {
  let t: TestContext;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number[]> = {};
  let today2 = '';
  let today3 = '';

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['airportrep', 'arrivalsmanager', 'admin2', 'admin3', 'agent', 'editor'])
      tokens[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    const db = t.database.db;
    const supplierOf = async (email: string) =>
      (await db.selectFrom('users').select('supplierId').where('email', '=', email).executeTakeFirstOrThrow())
        .supplierId!;
    const s2 = await supplierOf('admin2@caravan.demo');
    const s3 = await supplierOf('admin3@caravan.demo');
    await db.updateTable('suppliers').set({ timeZone: ZONE_2 }).where('id', '=', s2).execute();
    await db.updateTable('suppliers').set({ timeZone: ZONE_3 }).where('id', '=', s3).execute();
    today2 = localDateOf(Date.now(), ZONE_2);
    today3 = localDateOf(Date.now(), ZONE_3);
    const hotels = await db.selectFrom('hotels').select(['id', 'name']).orderBy('id').limit(2).execute();
    const now = new Date().toISOString();
    const add = async (
      groupId: string,
      supplierId: number,
      date: string,
      names: string[],
      flight: string | null,
      terminal: string | null,
      time: number | null,
      extra: { isDeleted?: number; hotel?: number; phone?: string } = {},
    ) => {
      for (const name of names) {
        const row = await db
          .insertInto('arrivals')
          .values({
            supplierId,
            groupId,
            hotelId: hotels[extra.hotel ?? 0].id,
            arrivalDate: date,
            arrivalTime: time,
            departureDate: addDaysUtc(date, 5),
            touristName: name,
            touristPhone: extra.phone ?? null,
            arrivalFlight: flight,
            arrivalTerminal: terminal,
            arrivalTransport: 'Plane',
            isDeleted: extra.isDeleted ?? 0,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        (ids[groupId] ??= []).push(row.id);
      }
    };
    const tomorrow2 = addDaysUtc(today2, 1);
    await add('AIR-1', s2, today2, ['Anna Petrova', 'Ivan Petrov'], 'EK 2', 'T3', 630, {
      phone: '+971 50 111 2233',
    });
    await add('AIR-2', s2, today2, ['Li Wei'], 'ek2', 't3', 635, { hotel: 1 });
    await add('AIR-3', s2, today2, ['Early Bird'], 'FZ 8', 'T2', 375);
    await add('AIR-4', s2, today2, ['Other Terminal'], 'EK 2', 'T1', 630);
    await add('AIR-5', s2, tomorrow2, ['Next Day'], 'SU 520', 'T1', 60);
    await add('AIR-6', s2, addDaysUtc(today2, 2), ['Too Late'], 'EK 2', 'T3', 630);
    await add('AIR-7', s2, addDaysUtc(today2, -1), ['Yesterday'], 'EK 2', 'T3', 630);
    await add('AIR-8', s2, today2, ['Deleted Guest'], 'EK 2', 'T3', 630, { isDeleted: 1 });
    await add('AIR-9', s2, today2, ['No Flight'], null, null, null);
    await add('AIR-10', s3, today3, ['Kiritimati Today'], 'QF 1', 'T1', 600);
    // Supplier 2's today is yesterday on Kiritimati: not supplier 3's day.
    await add('AIR-11', s3, today2, ['Kiritimati Yesterday'], 'QF 1', 'T1', 600);
    await db
      .insertInto('groupInfos')
      .values({
        supplierId: s2,
        groupId: 'AIR-1',
        phoneNumbers: '+971 55 999 0000, +971 50 111 2233',
        updatedAt: now,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const day = async (who: string) => {
    const res = await t.app.inject({ url: '/api/airport/arrivals', headers: bearer(tokens[who]) });
    expect(res.statusCode).toBe(200);
    return res.json() as AirportDay;
  };
  /** The test's flights (their guests' groups are AIR-…), as "date flight terminal time: groups". */
  const ours = (d: AirportDay) =>
    d.flights
      .map((f) => ({ ...f, groups: f.groups.filter((g) => g.groupId.startsWith('AIR-')) }))
      .filter((f) => f.groups.length > 0)
      .map(
        (f) =>
          `${f.date} ${f.flight} ${f.terminal} ${f.arrivalTime}: ${f.groups
            .map((g) => `${g.groupId}(${g.guests.map((x) => x.touristName).join(', ')})`)
            .join(' ')}`,
      );
  const mark = (who: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/airport/meetings',
      headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it("groups each supplier's today and tomorrow by flight and terminal, in arrival order", async () => {
    const tomorrow2 = addDaysUtc(today2, 1);
    expect(ours(await day('admin2'))).toEqual([
      `${today2} FZ 8 T2 375: AIR-3(Early Bird)`,
      `${today2} EK 2 T1 630: AIR-4(Other Terminal)`,
      `${today2} EK 2 T3 630: AIR-1(Anna Petrova, Ivan Petrov) AIR-2(Li Wei)`,
      `${today2} null null null: AIR-9(No Flight)`,
      `${tomorrow2} SU 520 T1 60: AIR-5(Next Day)`,
    ]);
    const s2Day = await day('admin2');
    expect(s2Day.today).toBe(today2);
    expect(s2Day.tomorrow).toBe(tomorrow2);
    // Supplier 3's guests arrive on Kiritimati's calendar; another supplier's never show.
    expect(ours(await day('admin3'))).toEqual([`${today3} QF 1 T1 600: AIR-10(Kiritimati Today)`]);
    // The operator's airport rep sees every supplier's day.
    const all = ours(await day('airportrep'));
    expect(all).toContain(`${today3} QF 1 T1 600: AIR-10(Kiritimati Today)`);
    expect(all).toContain(`${today2} EK 2 T3 630: AIR-1(Anna Petrova, Ivan Petrov) AIR-2(Li Wei)`);
    expect(all.join('\n')).not.toMatch(/Too Late|Yesterday|Deleted Guest/);
  });

  it("gives the demo's airport rep a today and a tomorrow of flights with terminals and times", async () => {
    const d = await day('airportrep');
    const demo = d.flights.filter((f) => f.groups.some((g) => g.groupId.startsWith('TD-')));
    for (const date of [d.today, d.tomorrow]) {
      const flights = demo.filter((f) => f.date === date);
      expect(flights.length).toBeGreaterThan(0);
      for (const f of flights) expect([f.flight, f.terminal, f.arrivalTime]).not.toContain(null);
    }
  });

  it("gives each group its guests' hotels and every phone number once", async () => {
    const flight = (await day('admin2')).flights.find((f) => f.groups.some((g) => g.groupId === 'AIR-1'))!;
    const [g1, g2] = flight.groups;
    expect(g1.phones).toEqual(['+971 55 999 0000', '+971 50 111 2233']);
    expect(g1.guests.map((g) => [g.arrivalId, g.met])).toEqual(ids['AIR-1'].map((id) => [id, null]));
    expect(g1.guests[0].hotelName).toBeTruthy();
    expect(g2.guests[0].hotelName).not.toBe(g1.guests[0].hotelName);
    expect(g2.phones).toEqual([]);
  });

  it('marks a group met once, however often it is sent, and shows it to the hotel reps', async () => {
    const first = await mark('airportrep', { arrivalIds: ids['AIR-1'], met: true });
    expect(first.statusCode).toBe(200);
    const body = first.json() as AirportMeetingsResult;
    expect(body.changed).toBe(2);
    expect(body.guests.map((g) => g.met?.metByName)).toEqual(['Aisha Rahman', 'Aisha Rahman']);
    const metAt = body.guests[0].met!.metAt;

    // Marking again (another rep, later) is not an error and keeps the first meeting.
    const again = await mark('arrivalsmanager', { arrivalIds: ids['AIR-1'], met: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...body, changed: 0 });

    const guests = (await day('admin2')).flights
      .flatMap((f) => f.groups)
      .find((g) => g.groupId === 'AIR-1')!.guests;
    expect(guests.map((g) => g.met)).toEqual(body.guests.map((g) => g.met));

    // The hotel reps' arrivals list says who met them and when.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(tokens.arrivalsmanager),
      payload: { groupId: 'AIR-1', inHouse: false },
    });
    const entities = (page.json() as ArrivalsPage).entities.filter((e) => e.groupId === 'AIR-1');
    expect(entities.map((e) => e.airportMeeting)).toEqual([
      { metAt, metById: expect.any(Number), metByName: 'Aisha Rahman' },
      { metAt, metById: expect.any(Number), metByName: 'Aisha Rahman' },
    ]);
  });

  it('undoes a meeting, and undoing one not met changes nothing', async () => {
    const [anna] = ids['AIR-1'];
    const undo = await mark('airportrep', { arrivalIds: [anna], met: false });
    expect(undo.json()).toEqual({ changed: 1, guests: [{ arrivalId: anna, met: null }] });
    const twice = await mark('airportrep', { arrivalIds: [anna], met: false });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ changed: 0, guests: [{ arrivalId: anna, met: null }] });
    const guests = (await day('airportrep')).flights
      .flatMap((f) => f.groups)
      .find((g) => g.groupId === 'AIR-1')!.guests;
    expect(guests.map((g) => g.met === null)).toEqual([true, false]);
  });

  it("keeps an offline mark's time, takes a time ahead of the server's as now, and replays a key once", async () => {
    const [li] = ids['AIR-2'];
    const at = new Date(Date.now() - 3600_000).toISOString();
    const key = `airport-${Date.now()}`;
    const sent = await mark('airportrep', { arrivalIds: [li], met: true, metAt: at }, key);
    expect(sent.json().guests[0].met.metAt).toBe(at);
    const replay = await mark('airportrep', { arrivalIds: [li], met: true, metAt: at }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(sent.json());
    expect(sent.json().changed).toBe(1);

    const [early] = ids['AIR-3'];
    const before = Date.now();
    const future = await mark('airportrep', {
      arrivalIds: [early],
      met: true,
      metAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(Date.parse(future.json().guests[0].met.metAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(future.json().guests[0].met.metAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses another supplier's or an unknown guest as not found, changing nothing", async () => {
    const [own] = ids['AIR-4'];
    const [foreign] = ids['AIR-10'];
    const res = await mark('admin2', { arrivalIds: [own, foreign], met: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'Guest not found',
      reason: 'unknown_arrival',
      arrivalIds: [foreign],
    });
    const unknown = await mark('airportrep', { arrivalIds: [2_000_000_000], met: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('unknown_arrival');
    const flights = (await day('airportrep')).flights.flatMap((f) => f.groups);
    expect(flights.find((g) => g.groupId === 'AIR-4')!.guests[0].met).toBeNull();
    expect(flights.find((g) => g.groupId === 'AIR-10')!.guests[0].met).toBeNull();
  });

  it('refuses bad input with a clear 400, and roles without the airport list with 403', async () => {
    for (const [payload, field] of [
      [{ arrivalIds: [], met: true }, 'arrivalIds'],
      [{ arrivalIds: ['x'], met: true }, 'arrivalIds'],
      [{ arrivalIds: [1] }, 'met'],
      [{ arrivalIds: [1], met: true, metAt: 'yesterday' }, 'metAt'],
      [{ arrivalIds: Array.from({ length: 101 }, (_, i) => i + 1), met: true }, 'arrivalIds'],
    ] as const) {
      const res = await mark('airportrep', payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field);
    }
    for (const who of ['agent', 'editor']) {
      expect(
        (await t.app.inject({ url: '/api/airport/arrivals', headers: bearer(tokens[who]) })).statusCode,
      ).toBe(403);
      expect((await mark(who, { arrivalIds: ids['AIR-3'], met: false })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/airport/arrivals' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('new-booking lookups on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  const get = (path: string, token = agent) => t.app.inject({ url: path, headers: bearer(token) });

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  it('lists tours with their offers and time slots', async () => {
    const res = await get('/api/agent/tours/fornewbooking');
    expect(res.statusCode).toBe(200);
    const tours = res.json() as Array<{
      offers: Array<{ timeSlots: Array<{ startHour: number }>; childAge: number }>;
    }>;
    expect(tours.length).toBeGreaterThanOrEqual(12);
    expect(tours.some((tour) => tour.offers.some((o) => o.timeSlots.length > 0))).toBe(true);
  });

  it('lists hotels sorted by name for a reader (case-insensitive) with region and city', async () => {
    const hotels = (await get('/api/agent/hotels/fornewbooking')).json() as Array<{
      name: string;
      regionName: string;
      cityName: string;
    }>;
    expect(hotels.length).toBeGreaterThanOrEqual(60);
    const names = hotels.map((h) => h.name);
    const key = (n: string) => n.toLowerCase();
    expect(names).toEqual(names.toSorted((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    expect(names.indexOf('ibis Mall of the Emirates')).toBeLessThan(names.indexOf('JA Ocean View Hotel'));
    expect(hotels[0].regionName).toBeTruthy();
  });

  it('prices the offers of a tour on a date in USD and AED', async () => {
    const tours = (await get('/api/agent/tours/fornewbooking')).json() as Array<{
      id: number;
      offers: Array<{ id: number }>;
    }>;
    const tour = tours.find((x) => x.offers.length > 0)!;
    const res = await get(`/api/agent/offers/price?tourId=${tour.id}&date=${addDaysUtc(todayUtc(), 3)}`);
    expect(res.statusCode).toBe(200);
    const [line] = res.json();
    expect(line.pricePerAdultRec.usd).toBeCloseTo(line.pricePerAdultRec.aed / 3.65, 3);
    expect(line.netPerAdult.aed).toBeCloseTo(line.pricePerAdultRec.aed * (1 - line.commissionAdult / 100), 3);
    expect((await get(`/api/agent/offers/price?tourId=${tour.id}&date=tomorrow`)).statusCode).toBe(400);
  });

  it("lists the agency's guests in house at a hotel, and their group's room and phones", async () => {
    const me = await t.database.db
      .selectFrom('users')
      .select('agencyId')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    const today = todayUtc();
    const guest = await t.database.db
      .selectFrom('arrivals')
      .select(['hotelId', 'touristName'])
      .where('agencyId', '=', me.agencyId)
      .where('arrivalDate', '<=', today)
      .where('departureDate', '>=', today)
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    const res = await get(`/api/agent/customers/inHouse?hotelId=${guest.hotelId}&date=${today}`);
    expect(res.statusCode).toBe(200);
    const customers = res.json() as Array<{ name: string; groupInfoId: number | null }>;
    expect(customers.map((c) => c.name)).toContain(guest.touristName);
  });

  it("reads the room and phones of a group of the agency, and not of another agency's group", async () => {
    const rows = await t.database.db
      .selectFrom('groupInfos as gi')
      .innerJoin('arrivals as a', (j) => j.onRef('a.groupId', '=', 'gi.groupId'))
      .innerJoin('users as u', 'u.agencyId', 'a.agencyId')
      .select(['gi.id', 'a.hotelId', 'u.email'])
      .where('u.email', 'in', ['agent@caravan.demo', 'agent2@caravan.demo'])
      .execute();
    const ours = rows.find((r) => r.email === 'agent@caravan.demo')!;
    const contact = await get(
      `/api/agent/customers/groupInfo?hotelId=${ours.hotelId}&groupInfoId=${ours.id}`,
    );
    expect(contact.statusCode).toBe(200);
    expect(Object.keys(contact.json()).sort()).toEqual(['phoneNumbers', 'roomNumber']);
    const theirs = rows.find((r) => r.email === 'agent2@caravan.demo')!;
    expect(
      (await get(`/api/agent/customers/groupInfo?hotelId=${theirs.hotelId}&groupInfoId=${theirs.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('keeps these lookups for agents', async () => {
    const driver = await signIn(t, 'driver@caravan.demo', DEMO_PASSWORD);
    expect((await get('/api/agent/tours/fornewbooking', driver)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('header search on $name', ({ url }) => {
  let t: TestContext;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['operations', 'agent', 'agent2', 'arrivalsmanager', 'editor', 'driver']) {
      tokens[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    }
  });
  afterAll(async () => t?.close());

  const search = async (who: string, q: string) => {
    const res = await t.app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}`,
      headers: bearer(tokens[who]),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<
      'bookings' | 'arrivals' | 'tours',
      Array<{ id: number; title: string; href: string }>
    >;
  };

  it('finds a booking by id, guest name and voucher for operations', async () => {
    const booking = await t.database.db
      .selectFrom('bookings')
      .select(['id', 'guestName', 'voucher'])
      .where('voucher', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await search('operations', String(booking.id))).bookings[0].id).toBe(booking.id);
    const byName = await search('operations', booking.guestName.split(' ')[1].toUpperCase());
    expect(byName.bookings.map((b) => b.id)).toContain(booking.id);
    expect((await search('operations', booking.voucher!)).bookings[0]).toMatchObject({
      id: booking.id,
      href: `/bookings?f=${booking.id}`,
    });
  });

  it("shows an agent only their own agency's bookings", async () => {
    const other = await t.database.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.agentId')
      .select(['bookings.id', 'bookings.agencyId'])
      .where('users.email', '=', 'agent2@caravan.demo')
      .executeTakeFirstOrThrow();
    expect((await search('agent', String(other.id))).bookings.map((b) => b.id)).not.toContain(other.id);
    const own = await search('agent2', String(other.id));
    expect(own.bookings[0]).toMatchObject({ id: other.id, href: `/agent/bookings/details/${other.id}` });
  });

  it('finds arrivals by name or room only for arrivals staff', async () => {
    const arrival = await t.database.db
      .selectFrom('arrivals')
      .select(['id', 'touristName', 'roomNumber'])
      .where('roomNumber', 'is not', null)
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    const byName = await search('arrivalsmanager', arrival.touristName);
    expect(byName.arrivals.map((a) => a.id)).toContain(arrival.id);
    expect((await search('arrivalsmanager', arrival.roomNumber!)).arrivals.map((a) => a.id)).toContain(
      arrival.id,
    );
    expect((await search('operations', arrival.touristName)).arrivals).toEqual([]);
  });

  it('finds tours by name for editors (to manage) and agents (to sell), not for a driver', async () => {
    const editor = await search('editor', 'safari');
    expect(editor.tours.length).toBeGreaterThan(0);
    expect(editor.tours[0].href).toMatch(/^\/tours\/\d+$/);
    expect((await search('agent', 'safari')).tours[0].href).toMatch(/^\/agent\/bookings\/add\?tourId=\d+$/);
    expect(await search('driver', 'safari')).toEqual({ bookings: [], arrivals: [], tours: [] });
  });

  it('refuses an empty search with 400 and an anonymous one with 401', async () => {
    const empty = await t.app.inject({ url: '/api/search?q=%20', headers: bearer(tokens.operations) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.q).toBe('Search text is required');
    expect((await t.app.inject({ url: '/api/search?q=x' })).statusCode).toBe(401);
  });
});

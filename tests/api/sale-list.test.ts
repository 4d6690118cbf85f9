import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  newBookingTourSchema,
  type NewBookingTour,
  type OfferForEdit,
  type TourForEdit,
} from '../../contract';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { SaleList } from '../../server/modules/catalogue/sale-list';
import { toursForNewBooking } from '../../server/modules/catalogue/sales-view';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// The agents' new-booking tour list is kept per tour and, after a catalogue write, computed again only
// for the tours the write changed (server/modules/catalogue/sale-list.ts). After every kind of write it
// must be byte for byte the list computed whole, as the route's serializer writes it.
describe.each(databases)('agents’ tour list kept per tour on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  let admin: string;
  const today = todayUtc();

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  /** The whole list computed now, serialized as the route's response schema does (the old answer). */
  const whole = async () =>
    JSON.stringify(z.encode(z.array(newBookingTourSchema), await toursForNewBooking(t.database.db, today)));
  /** What an agent gets, computed now (no-cache: the route's kept gzip is passed by). */
  const served = async () => {
    const res = await t.app.inject({
      url: '/api/agent/tours/fornewbooking',
      headers: { ...bearer(agent), 'cache-control': 'no-cache' },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) => {
    const res = await t.app.inject({ method, url: path, headers: bearer(admin), payload });
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('answers after each kind of catalogue write exactly the list computed whole, computing again only the tours changed', async () => {
    const db = t.database.db;
    // Pieces of about 2 tours: the demo's dozen tours make several, as 2,000 tours make ~60 of 32.
    const list = new SaleList(db, 2);
    const first = await list.json(today);
    expect(list.lastBuild.kind).toBe('whole');
    expect(list.lastZip.pieces).toBeGreaterThan(3);
    expect(first).toBe(await whole());
    expect(await served()).toBe(first);
    expect(await list.json(today)).toBe(first);
    expect(list.lastBuild.kind).toBe('kept');

    const tours = JSON.parse(first) as NewBookingTour[];
    const tour = tours.find((x) => x.offers.some((o) => o.timeSlots.length > 0))!;
    const offer = tour.offers.find((o) => o.timeSlots.length > 0)!;
    const slotId = offer.timeSlots[0].id;
    const group = await db
      .selectFrom('timeSlots')
      .select('groupId')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    const editTour = async (change: (x: TourForEdit) => Partial<TourForEdit>) => {
      const x = (await call('GET', `/api/tours/manage/${tour.id}`)) as TourForEdit;
      await call('PUT', '/api/tours', { ...x, ...change(x), offers: undefined });
    };
    const tourDeleted = async (isDeleted: boolean) => {
      const x = (await call('GET', `/api/tours/manage/${tour.id}`)) as TourForEdit;
      await call('PUT', `/api/tours/${tour.id}/deleted`, { isDeleted, version: x.version });
    };
    const offerEdit = async () => (await call('GET', `/api/offers/manage/${offer.id}`)) as OfferForEdit;
    const offerDeleted = async (isDeleted: boolean) =>
      call('PUT', `/api/offers/${offer.id}/deleted`, {
        isDeleted,
        version: (await offerEdit()).offer.version,
      });
    const periodEnds = await db
      .selectFrom('validPeriods')
      .select(['id', 'periodEnd'])
      .where('offerId', '=', offer.id)
      .execute();

    const tourPeriods = await db
      .selectFrom('validPeriods as p')
      .innerJoin('offers as o', 'o.id', 'p.offerId')
      .select(['p.id', 'p.periodEnd'])
      .where('o.tourId', '=', tour.id)
      .execute();

    const writes: Array<[string, () => Promise<unknown>]> = [
      ['tour renamed: it moves to the top', () => editTour(() => ({ nameDisplay: '!! First of all' }))],
      ['tour renamed back', () => editTour(() => ({ nameDisplay: tour.nameDisplay }))],
      [
        'offer saved (name and child age)',
        async () => {
          const { offer: o } = await offerEdit();
          return call('PUT', '/api/offers', { ...o, nameDisplay: `${o.nameDisplay} (new)`, childAge: 11 });
        },
      ],
      [
        'valid periods ended: the offer leaves the list',
        () =>
          db
            .updateTable('validPeriods')
            .set({ periodEnd: addDaysUtc(today, -1) })
            .where('offerId', '=', offer.id)
            .execute(),
      ],
      [
        'valid periods back',
        () =>
          Promise.all(
            periodEnds.map((p) =>
              db.updateTable('validPeriods').set({ periodEnd: p.periodEnd }).where('id', '=', p.id).execute(),
            ),
          ),
      ],
      [
        'every period of the tour ended: the tour leaves the list, not deleted',
        () =>
          db
            .updateTable('validPeriods')
            .set({ periodEnd: addDaysUtc(today, -1) })
            .where('offerId', 'in', (eb) =>
              eb.selectFrom('offers').select('id').where('tourId', '=', tour.id),
            )
            .execute(),
      ],
      [
        'and back',
        () =>
          Promise.all(
            tourPeriods.map((p) =>
              db.updateTable('validPeriods').set({ periodEnd: p.periodEnd }).where('id', '=', p.id).execute(),
            ),
          ),
      ],
      [
        'a day of a slot closed for sale',
        () =>
          call('POST', '/api/availability/stopsell', {
            timeSlotId: slotId,
            date: addDaysUtc(today, 2),
            closed: true,
          }),
      ],
      [
        'the day reopened',
        () =>
          call('POST', '/api/availability/stopsell', {
            timeSlotId: slotId,
            date: addDaysUtc(today, 2),
            closed: false,
          }),
      ],
      [
        'the slot stopped for sale',
        () => db.updateTable('timeSlots').set({ stopSellReason: 'Storm' }).where('id', '=', slotId).execute(),
      ],
      [
        'the slot back on sale',
        () => db.updateTable('timeSlots').set({ stopSellReason: null }).where('id', '=', slotId).execute(),
      ],
      [
        'the slot group’s capacity',
        () =>
          db
            .updateTable('timeSlotGroups')
            .set((eb) => ({ capacity: eb('capacity', '+', 7) }))
            .where('id', '=', group.groupId)
            .execute(),
      ],
      ['an offer city removed', () => db.deleteFrom('offerCities').where('offerId', '=', offer.id).execute()],
      ['offer deleted', () => offerDeleted(true)],
      ['offer restored', () => offerDeleted(false)],
      ['tour deleted', () => tourDeleted(true)],
      ['tour restored', () => tourDeleted(false)],
    ];
    let previous = first;
    for (const [what, write] of writes) {
      await write();
      const now = await list.json(today);
      expect(list.lastBuild, `${what}`).toEqual({ kind: 'tours', tours: 1 });
      // The piece of the tour, and at most the one its move opened or closed, compressed again.
      expect(list.lastZip.compressed, `${what}`).toBeLessThanOrEqual(2);
      expect(list.lastZip.compressed, `${what}`).toBeLessThan(list.lastZip.pieces);
      expect(now, `${what}`).toBe(await whole());
      expect(now, `${what} changes the list`).not.toBe(previous);
      expect(await served(), `${what}`).toBe(now);
      previous = now;
    }
    // A new day computes every tour again.
    await list.json(addDaysUtc(today, 1));
    expect(list.lastBuild.kind).toBe('whole');
  });

  it('sees every write made after a supplier changed its time zone', async () => {
    // The zone's trigger gave SQLite random stamps (up to 2^63): the list's cursor, read back as a
    // JavaScript number, rounded past the next stamps and the list stopped seeing writes.
    const db = t.database.db;
    const list = new SaleList(db, 2);
    await list.json(today);
    const [tour] = JSON.parse(await whole()) as NewBookingTour[];
    const { supplierId } = await db
      .selectFrom('tours')
      .select('supplierId')
      .where('id', '=', tour.id)
      .executeTakeFirstOrThrow();
    const zone = (timeZone: string) =>
      db.updateTable('suppliers').set({ timeZone }).where('id', '=', supplierId).execute();
    for (const [n, timeZone] of ['Asia/Muscat', 'Asia/Dubai', 'Asia/Muscat', 'Asia/Dubai'].entries()) {
      await zone(timeZone);
      expect(await list.json(today)).toBe(await whole());
      const name = `Zz renamed after a zone change ${n}`;
      await db.updateTable('tours').set({ nameDisplay: name }).where('id', '=', tour.id).execute();
      const now = await list.json(today);
      expect(now, `after ${timeZone}`).toContain(name);
      expect(now).toBe(await whole());
    }
    await db.updateTable('tours').set({ nameDisplay: tour.nameDisplay }).where('id', '=', tour.id).execute();
  });

  it('sees a write that commits after a later one was already read (several instances, PostgreSQL)', async () => {
    if (t.database.dialect !== 'postgres') return; // SQLite has one writer at a time
    const db = t.database.db;
    const list = new SaleList(db, 2);
    await list.json(today);
    const [early, late] = (JSON.parse(await whole()) as NewBookingTour[]).slice(0, 2);
    const rename = (trx: typeof db, id: number, name: string) =>
      trx.updateTable('tours').set({ nameDisplay: name }).where('id', '=', id).execute();
    // The early write takes its stamp first and commits last; the list is read in between.
    let commitEarly!: () => void;
    const held = new Promise<void>((resolve) => (commitEarly = resolve));
    let stamped!: () => void;
    const earlyStamped = new Promise<void>((resolve) => (stamped = resolve));
    const earlyWrite = db.transaction().execute(async (trx) => {
      await rename(trx, early.id, 'Zz committed last');
      stamped();
      await held;
    });
    await earlyStamped;
    await rename(db, late.id, 'Zz committed first');
    const between = await list.json(today);
    expect(between).toContain('Zz committed first');
    expect(between).not.toContain('Zz committed last');
    commitEarly();
    await earlyWrite;
    const after = await list.json(today);
    expect(after).toContain('Zz committed last');
    expect(after).toBe(await whole());
    expect(list.lastBuild).toEqual({ kind: 'tours', tours: 1 });
    await rename(db, early.id, early.nameDisplay);
    await rename(db, late.id, late.nameDisplay);
  });
});

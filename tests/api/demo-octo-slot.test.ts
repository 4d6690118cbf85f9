import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { DEMO_OCTO_SLOT } from '../../server/db/seed/external-providers';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { listenWithDemoProvider } from './octo-helper';

// Issue 24, a demo world that shows every feature: on a fresh start, one popular slot sells through the
// demo OCTO provider, so an agent's booking of it is confirmed at the provider and prints its codes.
describe.each(databases)('the demo slot sold through OCTO on $name', ({ url }) => {
  let t: TestContext;
  let close: () => Promise<void>;
  let agent: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    ({ close } = await listenWithDemoProvider(t));
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => close?.());

  it("books the demo's Dubai Frame ticket at the provider and downloads its QR codes", async () => {
    const db = t.database.db;
    const slot = await db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .innerJoin('externalProviders as p', 'p.id', 's.externalProviderId')
      .select(['s.id', 'p.supplierId', 'g.supplierId as slotSupplierId', 's.externalProductId'])
      .where('g.name', '=', DEMO_OCTO_SLOT.group)
      .where('s.name', '=', DEMO_OCTO_SLOT.slot)
      .executeTakeFirstOrThrow();
    // The slot's own supplier's provider, and the only slot the demo maps.
    expect(slot.supplierId).toBe(slot.slotSupplierId);
    expect(slot.externalProductId).toBe('dubai-frame');
    const mapped = await db
      .selectFrom('timeSlots')
      .select('id')
      .where('externalProviderId', 'is not', null)
      .execute();
    expect(mapped.map((s) => s.id)).toEqual([slot.id]);

    const offer = await db
      .selectFrom('offerTimeSlots as ots')
      .innerJoin('offers as o', 'o.id', 'ots.offerId')
      .select(['o.id', 'o.tourId'])
      .where('ots.timeSlotId', '=', slot.id)
      .where('o.isDeleted', '=', 0)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: {
        clientRef: randomUUID(),
        date: addDaysUtc(todayUtc(), 5),
        tourId: offer.tourId,
        offerId: offer.id,
        timeSlotId: slot.id,
        startTime: 10 * 60,
        adults: 2,
        guestName: 'Lena Morozova',
        hotelId: 0,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const tickets = await db
      .selectFrom('bookingExternalTickets')
      .select(['status', 'codes'])
      .where('bookingId', '=', id)
      .execute();
    expect(tickets.map((x) => x.status)).toEqual(['confirmed']);
    expect((JSON.parse(tickets[0].codes!) as unknown[]).length).toBeGreaterThan(0);

    const details = await t.app.inject({ url: `/api/agent/bookings/${id}`, headers: bearer(agent) });
    expect(details.json().canDownloadTickets).toBe(true);
    const pdf = await t.app.inject({
      url: `/api/agent/bookings/downloadtickets/${id}`,
      headers: bearer(agent),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it("sets the tickets' prices from today on beside the slot, for the slot editor's net check", async () => {
    const db = t.database.db;
    const editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    const slot = await db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .select(['s.id', 'g.id as groupId'])
      .where('g.name', '=', DEMO_OCTO_SLOT.group)
      .where('s.name', '=', DEMO_OCTO_SLOT.slot)
      .executeTakeFirstOrThrow();
    const offer = await db
      .selectFrom('offerTimeSlots as ots')
      .innerJoin('offers as o', 'o.id', 'ots.offerId')
      .select(['o.id', 'o.nameDisplay'])
      .where('ots.timeSlotId', '=', slot.id)
      .where('o.isDeleted', '=', 0)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    // A period that ended yesterday is not shown; today's and a coming one are, in date order.
    const today = todayUtc();
    const row = (periodStart: string, periodEnd: string, priceAdult: number) => ({
      offerId: offer.id,
      guid: randomUUID(),
      periodStart,
      periodEnd,
      priceAdult: priceAdult * 10_000,
      priceChild: 20 * 10_000,
      commissionAdult: 20 * 10_000,
      commissionChild: 10 * 10_000,
    });
    await db.deleteFrom('validPeriods').where('offerId', '=', offer.id).execute();
    await db
      .insertInto('validPeriods')
      .values([
        row(addDaysUtc(today, -30), addDaysUtc(today, -1), 99),
        row(addDaysUtc(today, 31), addDaysUtc(today, 60), 35),
        row(today, addDaysUtc(today, 30), 55),
      ])
      .execute();

    const res = await t.app.inject({ url: `/api/timeslots/groups/${slot.groupId}`, headers: bearer(editor) });
    expect(res.statusCode).toBe(200);
    const answered = (
      res.json() as { timeSlots: { id: number; offers: { id: number; periods: unknown[] }[] }[] }
    ).timeSlots
      .find((s) => s.id === slot.id)!
      .offers.find((o) => o.id === offer.id);
    expect(answered).toMatchObject({ name: offer.nameDisplay });
    expect(answered!.periods).toEqual([
      {
        periodStart: today,
        periodEnd: addDaysUtc(today, 30),
        currency: 'AED',
        adult: { price: 55, agentsNet: 44 },
        child: { price: 20, agentsNet: 18 },
      },
      {
        periodStart: addDaysUtc(today, 31),
        periodEnd: addDaysUtc(today, 60),
        currency: 'AED',
        adult: { price: 35, agentsNet: 28 },
        child: { price: 20, agentsNet: 18 },
      },
    ]);
  });
});

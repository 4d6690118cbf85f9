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
});

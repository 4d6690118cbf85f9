import { randomUUID } from 'node:crypto';
import { zBooking } from '@octocloud/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, ExternalCodeType, TimeType } from '../../contract';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { demoAgentAgencyId, issueOctoKey } from './octo-helper';

/**
 * The round trip (issue 26 item 11): two Caravan instances, each on its own database. Instance B serves
 * OCTO for its supplier; instance A's provider client (external-bookings, the OCTO adapter) is pointed
 * at B's /octo with a key B's admin issued to an agency. An agent on A books a slot mapped to B's tour:
 * a CONFIRMED booking of that agency exists on B; cancelling on A cancels it on B.
 */

describe.each(databases)('OCTO round trip between two Caravan instances on $name', ({ url }) => {
  let a: TestContext;
  let b: TestContext;
  let bPort = 0;
  let agencyOnB = 0;
  let key = '';
  const date = addDaysUtc(todayUtc(), 16);
  let bTicket: { tourId: number; offerId: number; slotId: number; startMinutes: number };
  let aSale: { tourId: number; offerId: number; slotId: number };
  let providerId = 0;
  let agentOnA = '';
  let bookingOnA = 0;
  let uuidOnB = '';

  /** A live offer of the supplier sold every day for one adult and up, priced on the date, fixed time. */
  const sellable = (t: TestContext, supplierId: number) =>
    t.database.db
      .selectFrom('offers as o')
      .innerJoin('tours as tr', 'tr.id', 'o.tourId')
      .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
      .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
      .select(['o.tourId', 'o.id as offerId', 's.id as slotId', 's.startMinutes'])
      .where('tr.supplierId', '=', supplierId)
      .where('tr.isDeleted', '=', 0)
      .where('o.bookingType', '=', 1)
      .where('o.daysOffered', '=', 0)
      .where('o.minNumOfPeople', '<=', 1)
      .where('o.isTicketsRequired', '=', 0)
      .where('o.isDeleted', '=', 0)
      .where('s.type', '=', 0)
      .where('s.daysOffered', '=', 0)
      .where('s.timeType', '=', TimeType.Fixed)
      .where('s.stopSellReason', 'is', null)
      .where('s.isExternalId', '=', 0)
      .where('s.isDeleted', '=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('validPeriods as p')
            .select('p.id')
            .whereRef('p.offerId', '=', 'o.id')
            .where('p.periodStart', '<=', date)
            .where('p.periodEnd', '>=', date),
        ),
      )
      .orderBy('o.id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    b = await startApp(url, { demo: true });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    bPort = (b.app.server.address() as { port: number }).port;
    // A reaches B on the loopback, which only an explicit allowance lets a provider be at.
    a = await startApp(url, { demo: true, env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });

    // On B: the supplier's admin issues an API key to an agency.
    const adminB = await signIn(b, 'admin2@caravan.demo', DEMO_PASSWORD);
    agencyOnB = await demoAgentAgencyId(b);
    key = await issueOctoKey(b, adminB, agencyOnB);
    bTicket = await sellable(b, 2);

    // On A: the operator's admin configures a provider with B's /octo and the key, and maps a slot.
    const adminA = await signIn(a, 'admin@caravan.demo', DEMO_PASSWORD);
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/externalproviders',
      headers: bearer(adminA),
      payload: {
        id: 0,
        name: 'Caravan B',
        baseUrl: `http://127.0.0.1:${bPort}/octo`,
        apiKey: key,
        isActive: true,
      },
    });
    if (saved.statusCode !== 201) throw new Error(`provider: ${saved.body}`);
    providerId = saved.json().id;
    const supplierOfA = (
      await a.database.db
        .selectFrom('externalProviders')
        .select('supplierId')
        .where('id', '=', providerId)
        .executeTakeFirstOrThrow()
    ).supplierId;
    aSale = await sellable(a, supplierOfA);
    const hh = String(Math.floor(bTicket.startMinutes / 60)).padStart(2, '0');
    const mm = String(bTicket.startMinutes % 60).padStart(2, '0');
    await a.database.db
      .updateTable('timeSlots')
      .set({
        isExternalId: 1,
        externalProviderId: providerId,
        externalProductId: String(bTicket.tourId),
        externalProductMappingValue: String(bTicket.offerId),
        externalId: `${hh}:${mm}`,
        externalProviderCodeType: ExternalCodeType.QrCode,
        externalIsTicketPerPax: 0,
      })
      .where('id', '=', aSale.slotId)
      .execute();
    agentOnA = await signIn(a, 'agent@caravan.demo', DEMO_PASSWORD);
    // Test connection reads B's supplier through OCTO and keeps its id.
    const tested = await a.app.inject({
      method: 'POST',
      url: `/api/externalproviders/${providerId}/test`,
      headers: bearer(adminA),
    });
    if (tested.statusCode !== 200) throw new Error(`test connection: ${tested.body}`);
  });
  afterAll(async () => {
    b?.app.server.closeAllConnections();
    await a?.close();
    await b?.close();
  });

  const octoOnB = (path: string) =>
    b.app.inject({ url: `/octo${path}`, headers: { authorization: `Bearer ${key}` } });

  it("an agent on A books the mapped slot: a CONFIRMED booking of the key's agency exists on B", async () => {
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agentOnA),
      payload: {
        clientRef: randomUUID(),
        date,
        tourId: aSale.tourId,
        offerId: aSale.offerId,
        timeSlotId: aSale.slotId,
        adults: 2,
        guestName: 'Ivan Petrov',
        phones: '+971 50 123 4567',
        hotelId: 0,
      },
    });
    expect(made.statusCode).toBe(201);
    bookingOnA = made.json().id;
    const ticket = await a.database.db
      .selectFrom('bookingExternalTickets')
      .selectAll()
      .where('bookingId', '=', bookingOnA)
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('confirmed');
    uuidOnB = ticket.providerBookingUuid;

    const onB = await octoOnB(`/bookings/${uuidOnB}`);
    expect(onB.statusCode).toBe(200);
    const octoBooking = zBooking.parse(onB.json());
    expect(octoBooking).toMatchObject({
      status: 'CONFIRMED',
      productId: String(bTicket.tourId),
      optionId: String(bTicket.offerId),
      availabilityId: `${date}~${bTicket.slotId}`,
    });
    expect(octoBooking.unitItems).toHaveLength(2);
    const row = await b.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', Number(octoBooking.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agencyId: agencyOnB,
      status: BookingStatus.New,
      date,
      timeSlotId: bTicket.slotId,
      numAdults: 2,
      guestName: 'Ivan Petrov',
    });
    // Nothing is left on hold on B.
    const holds = await b.database.db.selectFrom('bookingHolds').selectAll().execute();
    expect(holds.filter((h) => h.bookingId === row.id)).toEqual([]);
  });

  it('cancelling on A cancels the booking on B and gives its seats back there', async () => {
    const seatsOnB = async () =>
      (
        await b.app.inject({
          method: 'POST',
          url: '/octo/availability',
          headers: { authorization: `Bearer ${key}` },
          payload: {
            productId: String(bTicket.tourId),
            optionId: String(bTicket.offerId),
            availabilityIds: [`${date}~${bTicket.slotId}`],
          },
        })
      ).json()[0].vacancies as number;
    const before = await seatsOnB();
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingOnA}/cancel`,
      headers: bearer(agentOnA),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(BookingStatus.Cancelled);
    const onB = zBooking.parse((await octoOnB(`/bookings/${uuidOnB}`)).json());
    expect(onB.status).toBe('CANCELLED');
    const row = await b.database.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', Number(onB.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(BookingStatus.Cancelled);
    expect(await seatsOnB()).toBe(before + 2);
  });
});

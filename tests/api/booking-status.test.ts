import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('booking status changes on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  let agent2: string;
  let ops: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    agent2 = await signIn(t, 'agent2@caravan.demo', DEMO_PASSWORD);
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const act = (id: number, action: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: bearer(token) });
  const agentId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const bookingOf = async (email: string, status: number, future = true) =>
    t.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('agentId', '=', await agentId(email))
      .where('status', '=', status)
      .where('date', future ? '>' : '<', todayUtc())
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('lets operations confirm a pending booking, and audits it', async () => {
    const pending = await bookingOf('agent@caravan.demo', 1);
    const res = await act(pending.id, 'confirm', ops);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pending.id, status: 0 });
    const audit = await t.database.db.selectFrom('auditLog').selectAll().where('action', '=', 'booking.confirm').where('subject', '=', String(pending.id)).execute();
    expect(audit).toHaveLength(1);
    expect((await act(pending.id, 'confirm', ops)).statusCode).toBe(422);
  });

  it('lets an agent cancel their own booking with the refund of the policy, and frees the seats', async () => {
    const live = await t.database.db
      .selectFrom('offers as o')
      .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
      .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .select(['o.id', 'o.tourId', 's.id as slotId', 'g.id as groupId', 'g.isTimeSlotsIndependant as independent'])
      .where('o.bookingType', '=', 1)
      .where('o.daysOffered', '=', 0)
      .where('o.minNumOfPeople', '=', 1)
      .where('s.type', '=', 0)
      .where('s.daysOffered', '=', 0)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('offers')
      .set({ isOverrideTourCancellationPolicy: 1, cancellationPolicy: JSON.stringify([{ hours: 48, percents: 100 }, { hours: 24, percents: 50 }]) })
      .where('id', '=', live.id)
      .execute();
    const date = addDaysUtc(todayUtc(), 10);
    const seats = () =>
      t.database.db
        .selectFrom('slotSeats')
        .select('booked')
        .where('groupId', '=', live.groupId)
        .where('timeSlotId', '=', live.independent ? live.slotId : 0)
        .where('date', '=', date)
        .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: { clientRef: randomUUID(), date, tourId: live.tourId, offerId: live.id, timeSlotId: live.slotId, adults: 2, guestName: 'Refund Test' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const taken = (await seats()).booked;

    expect((await act(id, 'cancel', agent2)).statusCode).toBe(404);
    const res = await act(id, 'cancel', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 4, refundPercent: 100 });
    expect((await seats()).booked).toBe(taken - 2);
    expect((await act(id, 'cancel', agent)).statusCode).toBe(422);

    // The details show what happened to it, and who did it; another agency still cannot read it.
    const details = await t.app.inject({ method: 'GET', url: `/api/agent/bookings/${id}`, headers: bearer(agent) });
    expect(details.statusCode).toBe(200);
    expect(details.json().history).toEqual([
      { at: expect.any(String), action: 'cancel', byName: 'Olga Ivanova', from: 0, to: 4, refundPercent: 100 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/agent/bookings/${id}`, headers: bearer(agent2) })).statusCode).toBe(404);
  });

  it("lists a booking's status changes oldest first, each with the person who made it", async () => {
    const pending = await bookingOf('agent@caravan.demo', 1);
    expect((await act(pending.id, 'confirm', ops)).statusCode).toBe(200);
    expect((await act(pending.id, 'cancel', ops)).statusCode).toBe(200);
    const history = (await t.app.inject({ method: 'GET', url: `/api/agent/bookings/${pending.id}`, headers: bearer(agent) })).json().history;
    expect(history.map((h: { action: string; byName: string; from: number; to: number }) => [h.action, h.byName, h.from, h.to])).toEqual([
      ['confirm', 'Omar Al Mansoori', 1, 0],
      ['cancel', 'Omar Al Mansoori', 0, 4],
    ]);
    expect(history[0].at <= history[1].at).toBe(true);
  });

  it('completes only a confirmed booking on or after its date, and only by operations', async () => {
    const past = await bookingOf('agent@caravan.demo', 0, false);
    expect((await act(past.id, 'complete', agent)).statusCode).toBe(403);
    const res = await act(past.id, 'complete', ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(5);
    const future = await bookingOf('agent@caravan.demo', 0);
    expect((await act(future.id, 'complete', ops)).statusCode).toBe(422);
    expect((await act(future.id, 'archive', ops)).statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKept } from '../../domain/cancellation';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { round } from '../../domain/money';
import { liveDemoOffer } from './demo-offers';
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
  const agentId = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
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
    const audit = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'booking.confirm')
      .where('subject', '=', String(pending.id))
      .execute();
    expect(audit).toHaveLength(1);
    // Confirmed already (a stale screen, or someone quicker): 409 with the reason and the status now.
    const again = await act(pending.id, 'confirm', ops);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'status_changed',
      status: 0,
      message: 'Only a pending booking can be confirmed',
    });
  });

  it('confirms a quotation request and a booking awaiting payment as well: every pending status', async () => {
    const normal = await bookingOf('agent@caravan.demo', 0);
    const [quote, payment] = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('id', '!=', normal.id)
      .where('status', '=', 0)
      .where('date', '>', todayUtc())
      .orderBy('id')
      .limit(2)
      .execute();
    await t.database.db.updateTable('bookings').set({ status: 2 }).where('id', '=', quote.id).execute();
    await t.database.db.updateTable('bookings').set({ status: 3 }).where('id', '=', payment.id).execute();
    for (const id of [quote.id, payment.id]) {
      const res = await act(id, 'confirm', ops);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(0);
    }
    // An agent may not confirm their own pending booking: 403 with its reason.
    const pending = await bookingOf('agent@caravan.demo', 1);
    const refused = await act(pending.id, 'confirm', agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'not_allowed', status: 1 });
  });

  it('lets an agent cancel their own booking with the refund of the policy, and frees the seats', async () => {
    const live = await liveDemoOffer(t.database.db);
    await t.database.db
      .updateTable('offers')
      .set({
        isOverrideTourCancellationPolicy: 1,
        cancellationPolicy: JSON.stringify([
          { hours: 48, percents: 100 },
          { hours: 24, percents: 50 },
        ]),
      })
      .where('id', '=', live.offerId)
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
      payload: {
        clientRef: randomUUID(),
        date,
        tourId: live.tourId,
        offerId: live.offerId,
        timeSlotId: live.slotId,
        adults: 2,
        guestName: 'Refund Test',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const taken = (await seats()).booked;

    // The cancel question states the refund before Yes: what the cancel would refund now, by its rule.
    const quote = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancel`, headers: bearer(token) });
    const { grossSales } = await t.database.db
      .selectFrom('bookings')
      .select('grossSales')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const gross = Math.round(grossSales / 100) / 100;
    expect((await quote(agent)).json()).toEqual({
      id,
      refundPercent: 100,
      refundAmount: gross,
      grossSales: gross,
    });
    expect((await quote(agent2)).statusCode).toBe(404);
    const policy = (rules: object[]) =>
      t.database.db
        .updateTable('offers')
        .set({ cancellationPolicy: JSON.stringify(rules) })
        .where('id', '=', live.offerId)
        .execute();
    await policy([
      { hours: 1000, percents: 100 },
      { hours: 24, percents: 50 },
    ]);
    expect((await quote(agent)).json()).toMatchObject({
      refundPercent: 50,
      // What the agency keeps after it (domain/cancellation.ts) and the refund add up to the gross.
      refundAmount: round(
        gross - moneyKept({ grossSales, agencyReceivable: 0 }, true, 50).grossSales / 10_000,
        2,
      ),
    });
    await policy([
      { hours: 48, percents: 100 },
      { hours: 24, percents: 50 },
    ]);

    expect((await act(id, 'cancel', agent2)).statusCode).toBe(404);
    const res = await act(id, 'cancel', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 4, refundPercent: 100 });
    expect((await seats()).booked).toBe(taken - 2);
    const again = await act(id, 'cancel', agent);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'status_changed',
      status: 4,
      message: 'The booking is already cancelled',
    });
    expect((await quote(agent)).statusCode).toBe(409);

    // The details show what happened to it, and who did it; another agency still cannot read it.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/agent/bookings/${id}`,
      headers: bearer(agent),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().history).toEqual([
      {
        at: expect.any(String),
        action: 'cancel',
        byName: 'Olga Ivanova',
        from: 0,
        to: 4,
        refundPercent: 100,
      },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/agent/bookings/${id}`, headers: bearer(agent2) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to cancel when the stored cancellation policy is corrupt, instead of refunding 0 %', async () => {
    const live = await liveDemoOffer(t.database.db, { newest: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: {
        clientRef: randomUUID(),
        date: addDaysUtc(todayUtc(), 12),
        tourId: live.tourId,
        offerId: live.offerId,
        timeSlotId: live.slotId,
        adults: 1,
        guestName: 'Corrupt Policy',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const statusBefore = (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

    // Not JSON at all, and JSON of the wrong shape: neither may pass for "no policy, no refund".
    for (const stored of ['[{"hours": 48, "percents": 100', '[{"hours": "48", "percents": 100}]']) {
      await t.database.db
        .updateTable('offers')
        .set({ isOverrideTourCancellationPolicy: 1, cancellationPolicy: stored })
        .where('id', '=', live.offerId)
        .execute();
      const res = await act(id, 'cancel', agent);
      expect(res.statusCode).not.toBe(200);
      expect(res.json()).not.toHaveProperty('refundPercent');
      const booking = await t.database.db
        .selectFrom('bookings')
        .select(['status', 'refundPercent'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(booking).toEqual({ status: statusBefore, refundPercent: null });
    }

    // Repaired, the same cancel goes through with the policy's refund.
    await t.database.db
      .updateTable('offers')
      .set({ cancellationPolicy: JSON.stringify([{ hours: 24, percents: 40 }]) })
      .where('id', '=', live.offerId)
      .execute();
    const res = await act(id, 'cancel', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 4, refundPercent: 40 });
    await t.database.db
      .updateTable('offers')
      .set({
        isOverrideTourCancellationPolicy: live.isOverrideTourCancellationPolicy,
        cancellationPolicy: live.cancellationPolicy,
      })
      .where('id', '=', live.offerId)
      .execute();
  });

  it("lists a booking's status changes oldest first, each with the person who made it", async () => {
    const pending = await bookingOf('agent@caravan.demo', 1);
    expect((await act(pending.id, 'confirm', ops)).statusCode).toBe(200);
    expect((await act(pending.id, 'cancel', ops)).statusCode).toBe(200);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/agent/bookings/${pending.id}`, headers: bearer(agent) })
    ).json().history;
    expect(
      history.map((h: { action: string; byName: string; from: number; to: number }) => [
        h.action,
        h.byName,
        h.from,
        h.to,
      ]),
    ).toEqual([
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
    const early = await act(future.id, 'complete', ops);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ reason: 'too_early', status: 0 });
    expect((await act(future.id, 'archive', ops)).statusCode).toBe(400);
    // The tour's own day counts: the screens offer Complete from then, and the server agrees.
    await t.database.db
      .updateTable('bookings')
      .set({ date: todayUtc() })
      .where('id', '=', future.id)
      .execute();
    expect((await act(future.id, 'complete', ops)).statusCode).toBe(200);
  });

  it('names the 409 of a lost race, with its reason and the status now, in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs', headers: bearer(ops) })).json();
    const responses = doc.paths['/api/bookings/{id}/{action}'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409', '422']));
    expect(JSON.stringify(responses['409'])).toContain('status_changed');
  });
});

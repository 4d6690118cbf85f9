import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import type { App } from '../../server/http/types';
import { liveDemoOffer } from './demo-offers';
import {
  bearer,
  databases,
  DEMO_PASSWORD,
  signIn,
  startApp,
  startSecondInstance,
  type TestContext,
} from './helper';
import { seatsAgainstBookings } from './seat-checks';

/**
 * Status changes of one booking racing each other, sent to two API instances on one database (on
 * PostgreSQL each with its own pool, as two processes behind a balancer): exactly one wins, the others
 * answer 409 with the booking's status now, and the seats taken stay the seats of the bookings that
 * are not cancelled.
 */
describe.each(databases)('racing status changes on $name', ({ url }) => {
  let t: TestContext;
  let second: App;
  let secondInstance: Awaited<ReturnType<typeof startSecondInstance>>;
  let agent: string;
  let ops: string;
  let live: { offerId: number; tourId: number; slotId: number };

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    secondInstance = await startSecondInstance(t, url);
    second = secondInstance.app;
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    const row = await liveDemoOffer(t.database.db);
    live = row;
  });
  afterAll(async () => {
    await secondInstance?.close();
    await t?.close();
  });

  const book = async (date: string, adults: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: {
        clientRef: randomUUID(),
        date,
        tourId: live.tourId,
        offerId: live.offerId,
        timeSlotId: live.slotId,
        adults,
        guestName: 'Race Test',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; status: number };
  };
  // Each caller sends its own key, as two people on two devices would.
  const act = (app: App, token: string, id: number, action: string) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/${action}`,
      headers: { ...bearer(token), 'idempotency-key': `race-${randomUUID()}` },
    });
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const expectSeatsMatchBookings = async () => {
    const { recorded, expected, overCapacity } = await seatsAgainstBookings(t.database.db);
    expect(recorded).toEqual(expected);
    expect(overCapacity).toEqual([]);
  };

  it('lets one of ten simultaneous cancels win; the other nine get 409 with the status now, and the seats move once', async () => {
    const date = addDaysUtc(todayUtc(), 20);
    const other = await book(date, 3);
    const target = await book(date, 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        act(i % 2 ? second : t.app, i % 3 ? ops : agent, target.id, 'cancel'),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ reason: 'status_changed', status: 4 });
    }
    expect(await statusOf(target.id)).toBe(4);
    expect(await statusOf(other.id)).toBe(0);
    await expectSeatsMatchBookings();
  });

  it('settles confirm against cancel of a pending booking one way or the other, never both from the same status', async () => {
    // An on-request ticket on a live slot: the booking waits for confirmation and holds its seats.
    await t.database.db
      .updateTable('offers')
      .set({ bookingType: 0 })
      .where('id', '=', live.offerId)
      .execute();
    try {
      const date = addDaysUtc(todayUtc(), 21);
      await book(date, 4);
      for (let round = 0; round < 6; round++) {
        const pending = await book(date, 2);
        expect(pending.status).toBe(1);
        const [confirm, cancel] = await Promise.all([
          act(round % 2 ? second : t.app, ops, pending.id, 'confirm'),
          act(round % 2 ? t.app : second, agent, pending.id, 'cancel'),
        ]);
        const saw = (res: typeof confirm) =>
          res.statusCode === 409 ? `409 ${res.json().reason} ${res.json().status}` : String(res.statusCode);
        const outcome = { confirm: saw(confirm), cancel: saw(cancel), final: await statusOf(pending.id) };
        expect([
          // Cancel first: the confirm finds it cancelled.
          { confirm: '409 status_changed 4', cancel: '200', final: 4 },
          // Confirm first, and the cancel read the booking before that: it lost, and says it is confirmed.
          { confirm: '200', cancel: '409 status_changed 0', final: 0 },
          // Confirm first, and the cancel read it after: a confirmed booking may be cancelled.
          { confirm: '200', cancel: '200', final: 4 },
        ]).toContainEqual(outcome);
        await expectSeatsMatchBookings();
      }
    } finally {
      await t.database.db
        .updateTable('offers')
        .set({ bookingType: 1 })
        .where('id', '=', live.offerId)
        .execute();
    }
  });
});

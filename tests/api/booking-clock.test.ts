import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { instantOf } from '../../domain/local-time';
import { liveDemoOffer } from './demo-offers';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

const HOUR = 3_600_000;

/**
 * A tour runs on its supplier's clock (issue 24, item 1): the minimum notice and "tomorrow" are read in
 * the supplier's zone, not as UTC. The server's clock is moved with fake Dates only, so the database
 * and the sockets keep their real timers.
 */
describe.each(databases)("the supplier's clock on $name", ({ url }) => {
  let t: TestContext;
  let live: Awaited<ReturnType<typeof liveDemoOffer>>;
  // The slot leaves at 09:00 and needs 12 hours' notice: it closes at 21:00 the evening before.
  const startMinutes = 9 * 60;
  let supplierId: number;
  // A day well inside the demo's valid periods.
  const day = addDaysUtc(todayUtc(), 10);
  const next = addDaysUtc(day, 1);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    live = await liveDemoOffer(t.database.db);
    const tour = await t.database.db
      .selectFrom('tours')
      .select('supplierId')
      .where('id', '=', live.tourId)
      .executeTakeFirstOrThrow();
    supplierId = tour.supplierId;
    await t.database.db
      .updateTable('timeSlots')
      .set({ minimumAdvancedBooking: 12, startMinutes, endMinutes: 12 * 60 })
      .where('id', '=', live.slotId)
      .execute();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => t?.close());

  /** Books the live slot on `date` as an agent signed in at `now`. */
  async function bookAt(now: number, date: string) {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    return t.app.inject({
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
        guestName: 'Clock Test',
        hotelId: 0,
      },
    });
  }

  it('refuses a departure inside its notice in Dubai, which UTC would have let through', async () => {
    const departure = instantOf(next, startMinutes, 'Asia/Dubai');
    const late = await bookAt(departure - 11.5 * HOUR, next);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/needs 12 hours' notice/);
    const inTime = await bookAt(departure - 12.5 * HOUR, next);
    expect(inTime.statusCode).toBe(201);
  });

  it("takes tomorrow from the supplier's calendar: after midnight in Dubai, UTC's tomorrow is Dubai's today", async () => {
    // 00:30 on `next` in Dubai is 20:30 UTC on `day`: UTC calls `next` tomorrow, Dubai calls it today.
    const night = instantOf(next, 30, 'Asia/Dubai');
    const today = await bookAt(night, next);
    expect(today.statusCode).toBe(422);
    expect(today.json().message).toBe('Date cannot be earlier than tomorrow');
  });

  it("follows the supplier's zone when it is not Dubai's", async () => {
    await t.database.db
      .updateTable('suppliers')
      .set({ timeZone: 'Europe/London' })
      .where('id', '=', supplierId)
      .execute();
    try {
      const departure = instantOf(next, startMinutes, 'Europe/London');
      expect((await bookAt(departure - 11 * HOUR, next)).statusCode).toBe(422);
      expect((await bookAt(departure - 13 * HOUR, next)).statusCode).toBe(201);
    } finally {
      await t.database.db
        .updateTable('suppliers')
        .set({ timeZone: 'Asia/Dubai' })
        .where('id', '=', supplierId)
        .execute();
    }
  });

  it("lets staff complete a booking once its day has begun on the supplier's calendar, before UTC's", async () => {
    const departure = instantOf(next, startMinutes, 'Asia/Dubai');
    const made = await bookAt(departure - 13 * HOUR, next);
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const complete = async (now: number) => {
      vi.useFakeTimers({ now, toFake: ['Date'] });
      const staff = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
      return t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete`, headers: bearer(staff) });
    };
    // 23:30 the evening before in Dubai: not yet its day.
    expect((await complete(instantOf(day, 23 * 60 + 30, 'Asia/Dubai'))).json().reason).toBe('too_early');
    // 00:30 on its day in Dubai is 20:30 UTC the day before: UTC would still say "too early".
    const done = await complete(instantOf(next, 30, 'Asia/Dubai'));
    expect(done.statusCode).toBe(200);
  });

  it("carries each slot's notice and the tour's zone in the agents' new-booking list", async () => {
    const agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/agent/tours/fornewbooking',
      headers: bearer(agent),
    });
    const tour = (res.json() as Array<{ id: number; timeZone: string; offers: any[] }>).find(
      (x) => x.id === live.tourId,
    )!;
    expect(tour.timeZone).toBe('Asia/Dubai');
    const slot = tour.offers.flatMap((o) => o.timeSlots).find((s: any) => s.id === live.slotId);
    expect(slot.noticeHours).toBe(12);
  });
});

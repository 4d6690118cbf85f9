import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../contract/enums';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import type { App } from '../../server/http/types';
import { sellableOfferOf } from './demo-offers';
import {
  bearer,
  DEMO_PASSWORD,
  databases,
  signIn,
  startApp,
  startSecondInstance,
  type TestContext,
} from './helper';

/**
 * An editor lowering a slot's capacity while agents book it, on two API instances on one database (on
 * PostgreSQL each with its own pool, as two processes behind a balancer), over many rounds: the seats
 * sold never exceed the capacity that was saved, a refused save names the date, and the day's seat row
 * holds the seats of its bookings and the slot's capacity. (A save that read the seats sold and then
 * wrote the capacity left 9 and 10 seats sold on 8 in 2 of 28 rounds.)
 */
const ROUNDS = 20;
const FROM = 10;
const TO = 8;

describe.each(databases)('a capacity save racing bookings on $name', ({ url }) => {
  let t: TestContext;
  let second: App;
  let secondInstance: Awaited<ReturnType<typeof startSecondInstance>>;
  let agent: string;
  let editor: string;
  let offer: { id: number; tourId: number };
  let groupId: number;
  let slotId: number;
  const firstDay = addDaysUtc(todayUtc(), 40);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    secondInstance = await startSecondInstance(t, url);
    second = secondInstance.app;
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    offer = await sellableOfferOf(
      t.database.db,
      'editor@caravan.demo',
      firstDay,
      addDaysUtc(firstDay, ROUNDS),
    );
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/group',
      headers: bearer(editor),
      payload: {
        id: 0,
        name: `Race ${randomUUID()}`,
        pickUpTimeId: 0,
        capacity: 50,
        minimumAdvancedBooking: 0,
        isTimeSlotsIndependant: true,
      },
    });
    groupId = group.json().id;
    const slot = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: bearer(editor),
      payload: {
        id: 0,
        groupId,
        name: 'Race slot',
        startHour: 10,
        startMinutes: 0,
        endHour: 12,
        endMinutes: 0,
        timeType: 0,
        type: 0,
        daysOffered: 0,
        capacity: FROM,
        isExternalId: false,
        externalProviderCodeType: 0,
        externalProviderDiffProductsAdultChild: false,
        externalIsTicketPerPax: false,
      },
    });
    slotId = slot.json().id;
    // The offer sells only this slot.
    await t.database.db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
    await t.database.db
      .insertInto('offerTimeSlots')
      .values({ offerId: offer.id, timeSlotId: slotId })
      .execute();
  });
  afterAll(async () => {
    await secondInstance?.close();
    await t?.close();
  });

  const book = (app: App, date: string, adults: number) =>
    app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: {
        clientRef: randomUUID(),
        date,
        tourId: offer.tourId,
        offerId: offer.id,
        timeSlotId: slotId,
        adults,
        guestName: 'Race Test',
      },
    });
  const slotAsSaved = async (app: App) => {
    const read = await app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) });
    return { ...read.json().timeSlots[0], closedDays: undefined, offers: undefined };
  };
  const saveCapacity = async (app: App, capacity: number, slot?: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/timeslots',
      headers: bearer(editor),
      payload: { ...(slot ?? (await slotAsSaved(app))), capacity },
    });
  const soldOn = async (date: string) => {
    const rows = await t.database.db
      .selectFrom('bookings')
      .select(['numAdults', 'numChildren', 'numInfants'])
      .where('timeSlotId', '=', slotId)
      .where('date', '=', date)
      .where('status', '!=', BookingStatus.Cancelled)
      .execute();
    return rows.reduce((n, r) => n + r.numAdults + r.numChildren + r.numInfants, 0);
  };

  it(`never sells past the capacity a save left, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const date = addDaysUtc(firstDay, round);
      // Each round starts at the old capacity, with only this round's date sold: earlier dates are
      // moved out of the way so they cannot refuse the save themselves.
      await t.database.db
        .deleteFrom('slotSeats')
        .where('groupId', '=', groupId)
        .where('date', '<', date)
        .execute();
      expect((await saveCapacity(t.app, FROM)).statusCode).toBe(200);
      // Half the rounds start with the day's seat row made (6 sold), half with none yet.
      const before = round % 2 === 0 ? 6 : 0;
      const first = before > 0 ? (await book(t.app, date, before)).statusCode : 201;
      expect(first).toBe(201);
      const saver = round % 4 < 2 ? t.app : second;
      const other = saver === t.app ? second : t.app;
      const slot = await slotAsSaved(saver);
      // The save sent first, amid, or after the bookings, so each order is tried (on SQLite, whose
      // writes take turns, the order decides).
      const at = (round % 3) * Math.floor((FROM - before) / 2);
      const sends: Array<() => Promise<Awaited<ReturnType<typeof book>>>> = Array.from(
        { length: FROM - before },
        (_, i) => () => book(i % 2 ? other : saver, date, 1),
      );
      sends.splice(at, 0, () => saveCapacity(saver, TO, slot));
      const answers = await Promise.all(sends.map((send) => send()));
      const [saved] = answers.splice(at, 1);
      expect(answers.every((b) => b.statusCode === 201 || b.statusCode === 422)).toBe(true);

      const capacity = (await slotAsSaved(t.app)).capacity as number;
      const sold = await soldOn(date);
      // Saved: the new capacity holds. Refused: the old one stays, and the refusal names the date.
      const outcome = {
        status: saved.statusCode,
        capacity,
        refusal:
          saved.statusCode === 200 ? null : { message: saved.json().message, dates: saved.json().dates },
      };
      expect([
        { status: 200, capacity: TO, refusal: null },
        {
          status: 422,
          capacity: FROM,
          refusal: {
            message: `Capacity ${TO} is below the seats already sold on ${date.split('-').toReversed().join('.')}`,
            dates: [date],
          },
        },
      ]).toContainEqual(outcome);
      expect({ round, sold, capacity, overSold: sold > capacity }).toEqual({
        round,
        sold,
        capacity,
        overSold: false,
      });
      const row = await t.database.db
        .selectFrom('slotSeats')
        .select(['booked', 'capacity'])
        .where('groupId', '=', groupId)
        .where('timeSlotId', '=', slotId)
        .where('date', '=', date)
        .executeTakeFirst();
      expect({ round, row }).toEqual({ round, row: sold === 0 ? undefined : { booked: sold, capacity } });
    }
  }, 90_000);
});

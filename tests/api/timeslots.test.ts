import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { insertProvider } from '../../server/modules/external-providers/repo';
import { sellableOfferOf } from './demo-offers';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

const group = (patch: object = {}) => ({
  id: 0,
  name: 'Dhow cruise departures',
  pickUpTimeId: 0,
  capacity: 20,
  minimumAdvancedBooking: 2,
  isTimeSlotsIndependant: true,
  ...patch,
});
const slot = (groupId: number, patch: object = {}) => ({
  id: 0,
  groupId,
  name: 'Sunset',
  startHour: 18,
  startMinutes: 0,
  endHour: 20,
  endMinutes: 0,
  timeType: 0,
  type: 0,
  daysOffered: 0,
  capacity: 10,
  isExternalId: false,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
  ...patch,
});

describe.each(databases)('time slots on $name', ({ url }) => {
  let t: TestContext;
  let editor: string;
  let other: string;
  let agent: string;
  /** A ticket provider of the editor's supplier, and one of another supplier. */
  let ownProvider: number;
  let othersProvider: number;
  const date = addDaysUtc(todayUtc(), 20);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const editorRow = await t.database.db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'editor@caravan.demo')
      .executeTakeFirstOrThrow();
    const otherSupplier = await t.database.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '!=', editorRow.supplierId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await createUser(t, { email: 'other-editor@test.io', roles: ['editor'], supplierId: otherSupplier.id });
    other = await signIn(t, 'other-editor@test.io');
    const provider = (supplierId: number, name: string) =>
      insertProvider(t.database.db, supplierId, {
        name,
        baseUrl: 'https://octo.example.com/v1',
        apiKey: 'k',
        octoSupplierId: null,
        isActive: true,
      });
    ownProvider = await provider(editorRow.supplierId!, 'Own provider');
    othersProvider = await provider(otherSupplier.id, 'Other supplier’s provider');
  });
  afterAll(async () => t?.close());

  const send = (token: string, method: 'POST' | 'PUT', path: string, payload: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), payload });

  it('refuses bad groups and slots with the spec’s messages, changing nothing', async () => {
    const before = await t.app.inject({ url: '/api/timeslots/groups', headers: bearer(editor) });
    const bad = [
      [group({ name: ' ' }), 'name', 'Time slot group name is required'],
      [group({ capacity: 0 }), 'capacity', 'Capacity must be between 1 and 999999'],
      [group({ capacity: 1_000_000 }), 'capacity', 'Capacity must be between 1 and 999999'],
      [
        group({ minimumAdvancedBooking: -24 }),
        'minimumAdvancedBooking',
        'Minimum advanced booking must be between -23 and 2400 hours',
      ],
      [
        group({ minimumAdvancedBooking: 2401 }),
        'minimumAdvancedBooking',
        'Minimum advanced booking must be between -23 and 2400 hours',
      ],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await send(editor, 'POST', '/api/timeslots/group', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const after = await t.app.inject({ url: '/api/timeslots/groups', headers: bearer(editor) });
    expect(after.json()).toEqual(before.json());

    const g = await send(editor, 'POST', '/api/timeslots/group', group({ minimumAdvancedBooking: -23 }));
    expect(g.statusCode).toBe(201);
    const groupId = g.json().id as number;
    const noName = await send(editor, 'POST', '/api/timeslots', slot(groupId, { name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.name).toBe('Time slot name is required');
    const noInterval = await send(editor, 'POST', '/api/timeslots', slot(groupId, { timeType: 1 }));
    expect(noInterval.statusCode).toBe(400);
    expect(noInterval.json().fields.interval).toBe('Interval is required');
    // An external any-time slot takes its times from the provider: no interval needed.
    const external = await send(
      editor,
      'POST',
      '/api/timeslots',
      slot(groupId, { timeType: 1, isExternalId: true }),
    );
    expect(external.statusCode).toBe(201);
  });

  it('creates, lists sorted by name with the Is External filter, reads and updates', async () => {
    const a = await send(editor, 'POST', '/api/timeslots/group', group({ name: 'AAA first group' }));
    const groupId = a.json().id as number;
    const s1 = await send(
      editor,
      'POST',
      '/api/timeslots',
      slot(groupId, { daysOffered: 127, type: 0, cutOffResponseTime: 4 }),
    );
    expect(s1.statusCode).toBe(201);
    expect(s1.json()).toEqual({ id: expect.any(Number), groupId });
    const s2 = await send(
      editor,
      'POST',
      '/api/timeslots',
      slot(groupId, {
        name: 'Morning',
        startHour: 9,
        type: 1,
        cutOffResponseTime: 6,
        isExternalId: true,
        externalProviderId: ownProvider,
        externalProductId: 'P-1',
        bookingReferencePrefix: 'DHW',
      }),
    );
    expect(s2.statusCode).toBe(201);

    const list = await t.app.inject({ url: '/api/timeslots/groups', headers: bearer(editor) });
    expect(list.statusCode).toBe(200);
    const names = list.json().map((g: { name: string }) => g.name);
    expect(names).toEqual(
      [...names].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' })),
    );
    expect(names[0]).toBe('AAA first group');
    const ext = await t.app.inject({ url: '/api/timeslots/groups?isExternal=1', headers: bearer(editor) });
    expect(ext.json().map((g: { id: number }) => g.id)).toContain(groupId);
    const internal = await t.app.inject({
      url: '/api/timeslots/groups?isExternal=2',
      headers: bearer(editor),
    });
    expect(internal.json().map((g: { id: number }) => g.id)).not.toContain(groupId);
    expect(internal.json().every((g: { isExternal: boolean }) => !g.isExternal)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/timeslots/groups?isExternal=3', headers: bearer(editor) })).statusCode,
    ).toBe(400);

    const read = await t.app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.timeSlots.map((s: { name: string }) => s.name)).toEqual(['Morning', 'Sunset']);
    const sunset = body.timeSlots[1];
    // All seven days is 'every day'; cut-off belongs to on-request slots only.
    expect(sunset).toMatchObject({
      daysOffered: 0,
      cutOffResponseTime: null,
      startTimeDescription: '18:00',
      capacity: 10,
    });
    expect(body.timeSlots[0]).toMatchObject({
      cutOffResponseTime: 6,
      externalProductId: 'P-1',
      isExternalId: true,
    });

    // Removing the external flag clears every external field.
    const morning = body.timeSlots[0];
    const cleared = await send(editor, 'PUT', '/api/timeslots', {
      ...morning,
      isExternalId: false,
      closedDays: undefined,
      offers: undefined,
    });
    expect(cleared.statusCode).toBe(200);
    const again = (
      await t.app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) })
    ).json();
    expect(again.timeSlots[0]).toMatchObject({
      isExternalId: false,
      externalProviderId: null,
      externalProductId: null,
      bookingReferencePrefix: null,
    });

    const renamed = await send(
      editor,
      'PUT',
      '/api/timeslots/group',
      group({ id: groupId, name: 'AAA renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    const g2 = (
      await t.app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) })
    ).json();
    expect(g2.name).toBe('AAA renamed');
  });

  it("lists a tour's supplier's groups for its tickets (forTourId), among the tours the caller manages", async () => {
    const supplierOf = async (email: string) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('supplierId')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).supplierId!;
    const tourOf = async (supplierId: number) =>
      (
        await t.database.db
          .selectFrom('tours')
          .select('id')
          .where('supplierId', '=', supplierId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const name = `Theirs ${randomUUID()}`;
    expect((await send(other, 'POST', '/api/timeslots/group', group({ name }))).statusCode).toBe(201);
    const theirTour = await tourOf(await supplierOf('other-editor@test.io'));
    const operatorTour = await tourOf(await supplierOf('editor@caravan.demo'));
    const names = async (token: string, query: string) => {
      const res = await t.app.inject({ url: `/api/timeslots/groups${query}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ name: string }>).map((g) => g.name);
    };
    // The operator's editor works on the other supplier's tour: its tickets take that supplier's slots.
    expect(await names(editor, `?forTourId=${theirTour}`)).toContain(name);
    // Its list holds every supplier's groups (operator staff reach them all); a new tour's, its own only.
    expect(await names(editor, '')).toContain(name);
    expect(await names(editor, '?forTourId=0')).not.toContain(name);
    expect(await names(other, '')).toContain(name);
    expect(await names(other, '')).not.toContain('AAA renamed');
    // A supplier's editor does not reach the operator's tour; a bad id is a 400.
    const refused = await t.app.inject({
      url: `/api/timeslots/groups?forTourId=${operatorTour}`,
      headers: bearer(other),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Tour not found or you are not allowed to manage it');
    const bad = await t.app.inject({ url: '/api/timeslots/groups?forTourId=x', headers: bearer(editor) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('forTourId must be a number');
  });

  it('refuses a ticket provider that is not the slot’s supplier’s, as a pick-up set, changing nothing', async () => {
    const groupId = (
      await send(editor, 'POST', '/api/timeslots/group', group({ name: 'Provider check' }))
    ).json().id as number;
    const external = (providerId: number) =>
      slot(groupId, {
        timeType: 1,
        isExternalId: true,
        externalProviderId: providerId,
        externalProductId: 'P-1',
      });
    for (const providerId of [othersProvider, 999_999]) {
      const res = await send(editor, 'POST', '/api/timeslots', external(providerId));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ externalProviderId: 'Ticket provider not found or not yours' });
    }
    const mine = await send(editor, 'POST', '/api/timeslots', external(ownProvider));
    expect(mine.statusCode).toBe(201);
    // Nor can a saved slot be moved onto it.
    const read = (
      await t.app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) })
    ).json();
    expect(read.timeSlots).toHaveLength(1);
    const saved = { ...read.timeSlots[0], closedDays: undefined, offers: undefined };
    const moved = await send(editor, 'PUT', '/api/timeslots', {
      ...saved,
      externalProviderId: othersProvider,
    });
    expect(moved.statusCode).toBe(400);
    const after = (
      await t.app.inject({ url: `/api/timeslots/groups/${groupId}`, headers: bearer(editor) })
    ).json();
    expect(after.timeSlots[0].externalProviderId).toBe(ownProvider);
  });

  it('keeps another supplier’s groups apart and refuses agents', async () => {
    const mine = (await send(editor, 'POST', '/api/timeslots/group', group({ name: 'Mine' }))).json().id;
    const read = await t.app.inject({ url: `/api/timeslots/groups/${mine}`, headers: bearer(other) });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Time slot group not found or you are not allowed to manage it');
    const put = await send(other, 'PUT', '/api/timeslots/group', group({ id: mine, name: 'Taken' }));
    expect(put.statusCode).toBe(404);
    const addSlot = await send(other, 'POST', '/api/timeslots', slot(mine));
    expect(addSlot.statusCode).toBe(404);
    const otherList = await t.app.inject({ url: '/api/timeslots/groups', headers: bearer(other) });
    expect(otherList.json().map((g: { id: number }) => g.id)).not.toContain(mine);
    const mineAfter = (
      await t.app.inject({ url: `/api/timeslots/groups/${mine}`, headers: bearer(editor) })
    ).json();
    expect(mineAfter.name).toBe('Mine');
    expect((await t.app.inject({ url: '/api/timeslots/groups', headers: bearer(agent) })).statusCode).toBe(
      403,
    );
    expect((await send(agent, 'POST', '/api/timeslots/group', group())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/timeslots/groups/abc', headers: bearer(editor) })).statusCode,
    ).toBe(400);
  });

  /** A live offer of the editor's supplier, with a slot of its own group to sell. */
  async function sellableSlot(independent: boolean) {
    const offer = await sellableOfferOf(t.database.db, 'editor@caravan.demo', date);
    const g = (
      await send(
        editor,
        'POST',
        '/api/timeslots/group',
        group({
          name: `Sold ${randomUUID()}`,
          capacity: 8,
          minimumAdvancedBooking: 0,
          isTimeSlotsIndependant: independent,
        }),
      )
    ).json().id as number;
    const s = (
      await send(editor, 'POST', '/api/timeslots', slot(g, { capacity: independent ? 6 : null }))
    ).json().id as number;
    // The offer sells only this slot from now on.
    await t.database.db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
    await t.database.db.insertInto('offerTimeSlots').values({ offerId: offer.id, timeSlotId: s }).execute();
    return { ...offer, groupId: g, slotId: s };
  }

  const book = (o: { id: number; tourId: number; slotId: number }, adults: number, on = date) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: bearer(agent),
      payload: {
        clientRef: randomUUID(),
        date: on,
        tourId: o.tourId,
        offerId: o.id,
        timeSlotId: o.slotId,
        adults,
        guestName: 'Test Guest',
      },
    });

  it('refuses a capacity below the seats sold, naming the dates, and moves it otherwise', async () => {
    const o = await sellableSlot(true);
    const sold = await book(o, 4);
    expect(sold.statusCode).toBe(201);
    const read = (
      await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })
    ).json();
    const s = { ...read.timeSlots[0], closedDays: undefined, offers: undefined };
    const tooLow = await send(editor, 'PUT', '/api/timeslots', { ...s, capacity: 3 });
    expect(tooLow.statusCode).toBe(422);
    const shown = date.split('-').toReversed().join('.');
    expect(tooLow.json().message).toBe(`Capacity 3 is below the seats already sold on ${shown}`);
    expect(tooLow.json().dates).toEqual([date]);
    const unchanged = (
      await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })
    ).json();
    expect(unchanged.timeSlots[0].capacity).toBe(6);

    // Lowered to what is sold: the next seat on that date is refused.
    expect((await send(editor, 'PUT', '/api/timeslots', { ...s, capacity: 4 })).statusCode).toBe(200);
    const full = await book(o, 1);
    expect(full.statusCode).toBe(422);
    // Raised: it sells again.
    expect((await send(editor, 'PUT', '/api/timeslots', { ...s, capacity: 5 })).statusCode).toBe(200);
    expect((await book(o, 1)).statusCode).toBe(201);
  });

  it('refuses a shared group’s capacity below its sold seats', async () => {
    const o = await sellableSlot(false);
    expect((await book(o, 5)).statusCode).toBe(201);
    const g = (
      await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })
    ).json();
    const low = await send(editor, 'PUT', '/api/timeslots/group', {
      ...g,
      timeSlots: undefined,
      capacity: 4,
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().fields).toEqual({ capacity: 'Below the seats already sold' });
    const split = await send(editor, 'PUT', '/api/timeslots/group', {
      ...g,
      timeSlots: undefined,
      isTimeSlotsIndependant: true,
    });
    expect(split.statusCode).toBe(422);
    expect(
      (await send(editor, 'PUT', '/api/timeslots/group', { ...g, timeSlots: undefined, capacity: 5 }))
        .statusCode,
    ).toBe(200);
    expect((await book(o, 1)).statusCode).toBe(422);
  });

  it('stop-sell: a closed slot or day is refused in the booking and hidden from the new-booking list', async () => {
    const o = await sellableSlot(true);
    const day = addDaysUtc(date, 1);
    const close = await send(editor, 'POST', '/api/availability/stopsell', {
      timeSlotId: o.slotId,
      date: day,
      closed: true,
      reason: 'Boat in dock',
    });
    expect(close.statusCode).toBe(200);
    const refused = await book(o, 1, day);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Sunset is closed for sale on ${day.split('-').toReversed().join('.')}: Boat in dock`,
    );
    expect(refused.json().reason).toBe('stop_sell');
    expect((await book(o, 1, date)).statusCode).toBe(201);
    const tours = (
      await t.app.inject({ url: '/api/agent/tours/fornewbooking', headers: bearer(agent) })
    ).json();
    const offered = tours.flatMap((x: { offers: { timeSlots: { id: number; closedDates: string[] }[] }[] }) =>
      x.offers.flatMap((of) => of.timeSlots),
    );
    expect(offered.find((s: { id: number }) => s.id === o.slotId).closedDates).toEqual([day]);
    // Other suppliers cannot close it.
    expect(
      (
        await send(other, 'POST', '/api/availability/stopsell', {
          timeSlotId: o.slotId,
          date: day,
          closed: false,
        })
      ).statusCode,
    ).toBe(404);

    const read = (
      await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })
    ).json();
    expect(read.timeSlots[0].closedDays).toEqual([{ date: day, reason: 'Boat in dock' }]);
    const s = { ...read.timeSlots[0], closedDays: undefined, offers: undefined };
    expect(
      (await send(editor, 'PUT', '/api/timeslots', { ...s, stopSellReason: 'Season over' })).statusCode,
    ).toBe(200);
    const whole = await book(o, 1, date);
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toBe('Sunset is closed for sale: Season over');
    const after = (
      await t.app.inject({ url: '/api/agent/tours/fornewbooking', headers: bearer(agent) })
    ).json();
    const ids = after.flatMap((x: { offers: { timeSlots: { id: number }[] }[] }) =>
      x.offers.flatMap((of) => of.timeSlots.map((s) => s.id)),
    );
    expect(ids).not.toContain(o.slotId);
  });

  it('stop-sell of a range: closes the days the slot runs in one call (one audit entry), and reopens them', async () => {
    const o = await sellableSlot(true);
    // Mondays and Fridays only (DayFlag: Monday 1 … Sunday 64).
    await t.database.db
      .updateTable('timeSlots')
      .set({ daysOffered: 1 | 16 })
      .where('id', '=', o.slotId)
      .execute();
    const from = addDaysUtc(date, 1);
    const to = addDaysUtc(date, 14);
    const runs = Array.from({ length: 14 }, (_, i) => addDaysUtc(from, i)).filter((d) =>
      [1, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
    );
    const close = await send(editor, 'POST', '/api/availability/stopsell', {
      timeSlotId: o.slotId,
      date: from,
      dateTo: to,
      closed: true,
      reason: 'Dry dock',
    });
    expect(close.statusCode).toBe(200);
    expect(close.json()).toEqual({ id: o.slotId, groupId: o.groupId, days: runs.length });
    const read = async () =>
      (await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })).json()
        .timeSlots[0].closedDays;
    expect(await read()).toEqual(runs.map((d) => ({ date: d, reason: 'Dry dock' })));
    const refused = await book(o, 1, runs[1]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reason).toBe('stop_sell');
    const audited = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('subject', '=', String(o.slotId))
      .where('action', 'like', 'timeslot.%')
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0].detail!)).toEqual({
      date: from,
      dateTo: to,
      days: runs.length,
      reason: 'Dry dock',
    });

    const reopen = await send(editor, 'POST', '/api/availability/stopsell', {
      timeSlotId: o.slotId,
      date: runs[1],
      dateTo: to,
      closed: false,
    });
    expect(reopen.json().days).toBe(runs.length - 1);
    expect(await read()).toEqual([{ date: runs[0], reason: 'Dry dock' }]);
  });

  it('stop-sell of a range: a bad range is refused and changes nothing', async () => {
    const o = await sellableSlot(true);
    await t.database.db.updateTable('timeSlots').set({ daysOffered: 1 }).where('id', '=', o.slotId).execute();
    const from = addDaysUtc(date, 1);
    const monday = Array.from({ length: 7 }, (_, i) => addDaysUtc(from, i)).find(
      (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1,
    )!;
    const attempt = (patch: object) =>
      send(editor, 'POST', '/api/availability/stopsell', {
        timeSlotId: o.slotId,
        date: from,
        closed: true,
        reason: 'No',
        ...patch,
      });
    const backwards = await attempt({ date: addDaysUtc(from, 3), dateTo: from });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ dateTo: 'The last day is before the first' });
    const tooLong = await attempt({ dateTo: addDaysUtc(from, 366) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ dateTo: 'At most 366 days at once' });
    const noRun = await attempt({ date: addDaysUtc(monday, 1), dateTo: addDaysUtc(monday, 6) });
    expect(noRun.statusCode).toBe(422);
    expect(noRun.json().message).toBe('The slot runs on no day of this range');
    const read = (
      await t.app.inject({ url: `/api/timeslots/groups/${o.groupId}`, headers: bearer(editor) })
    ).json();
    expect(read.timeSlots[0].closedDays).toEqual([]);
  });
});

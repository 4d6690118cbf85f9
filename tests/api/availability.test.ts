import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { instantOf } from '../../domain/local-time';
import { pdfText } from '../../e2e/support/pdf-text';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { sellableOfferOf } from './demo-offers';

interface GridSlot {
  id: number;
  name: string;
  groupId: number;
  capacity: number;
  isShared: boolean;
  sold: number[];
  left: number[];
  waiting: number[];
  closed: (string | null)[];
  band: string[];
}

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
  capacity: null,
  isExternalId: false,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
  ...patch,
});

describe.each(databases)('availability chart on $name', ({ url }) => {
  let t: TestContext;
  let editor: string;
  let operations: string;
  let agent: string;
  let other: string;
  let supplierIds: { mine: number; other: number };
  const date = addDaysUtc(todayUtc(), 20);
  let hotel: { id: number; name: string };
  let offer: { id: number; tourId: number };
  let independent: { groupId: number; slotId: number };
  let shared: { groupId: number; first: number; second: number };

  const get = (token: string, path: string) => t.app.inject({ url: path, headers: bearer(token) });
  const post = (token: string, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
  const grid = async (token: string, query = '') => {
    const res = await get(token, `/api/availability?from=${date}&days=3${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { days: string[]; from: string; slots: GridSlot[] };
  };
  const rowOf = async (slotId: number, query = '') =>
    (await grid(operations, query)).slots.find((s) => s.id === slotId);
  const book = (slotId: number, adults: number, extra: object = {}, on = date) =>
    post(agent, '/api/agent/bookings', {
      clientRef: randomUUID(),
      date: on,
      tourId: offer.tourId,
      offerId: offer.id,
      timeSlotId: slotId,
      adults,
      guestName: 'Test Guest',
      ...extra,
    });

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    operations = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const me = await db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'editor@caravan.demo')
      .executeTakeFirstOrThrow();
    const otherSupplier = await db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '!=', me.supplierId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await createUser(t, {
      email: 'chart-other@test.io',
      roles: ['operations'],
      supplierId: otherSupplier.id,
    });
    other = await signIn(t, 'chart-other@test.io');
    supplierIds = { mine: me.supplierId!, other: otherSupplier.id };

    offer = await sellableOfferOf(db, { supplierId: me.supplierId! }, date, addDaysUtc(date, 2));
    hotel = await db.selectFrom('hotels').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    // A fixed-time pick-up set that collects the hotel's guests 07:15–07:30.
    const set = await db
      .insertInto('pickUpTimeSets')
      .values({ supplierId: me.supplierId!, name: 'Chart pick-ups', isFixedTime: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pickUpTimeHotels')
      .values({ pickUpTimeId: set.id, hotelId: hotel.id, timeStart: 435, timeEnd: 450 })
      .execute();

    const group = async (name: string, capacity: number, isTimeSlotsIndependant: boolean) => {
      const res = await post(editor, '/api/timeslots/group', {
        id: 0,
        name,
        pickUpTimeId: set.id,
        capacity,
        minimumAdvancedBooking: 0,
        isTimeSlotsIndependant,
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const addSlot = async (groupId: number, patch: object) => {
      const res = await post(editor, '/api/timeslots', slot(groupId, patch));
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const g1 = await group('Chart dhow', 20, true);
    independent = { groupId: g1, slotId: await addSlot(g1, { name: 'Chart sunset', capacity: 6 }) };
    const g2 = await group('Chart desert', 8, false);
    shared = {
      groupId: g2,
      first: await addSlot(g2, { name: 'Chart morning', startHour: 8 }),
      second: await addSlot(g2, { name: 'Chart afternoon', startHour: 14 }),
    };
    // The offer sells these three slots only.
    await db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
    await db
      .insertInto('offerTimeSlots')
      .values(
        [independent.slotId, shared.first, shared.second].map((timeSlotId) => ({
          offerId: offer.id,
          timeSlotId,
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  it('counts seats sold, left and waiting per slot-day, a shared pool across its slots, without cancelled bookings', async () => {
    const empty = await rowOf(independent.slotId);
    expect(empty).toMatchObject({
      capacity: 6,
      sold: [0, 0, 0],
      left: [6, 6, 6],
      band: ['empty', 'empty', 'empty'],
    });

    const first = await book(independent.slotId, 4, {
      hotelId: hotel.id,
      phones: '+971 50 123 4567',
      roomNumber: '1204',
    });
    expect(first.statusCode).toBe(201);
    expect((await book(independent.slotId, 1, {}, addDaysUtc(date, 1))).statusCode).toBe(201);
    const cancelled = await book(independent.slotId, 1);
    expect(cancelled.statusCode).toBe(201);
    await t.database.db
      .updateTable('bookings')
      .set({ status: 4 })
      .where('id', '=', cancelled.json().id)
      .execute();
    const waiting = await book(independent.slotId, 1, { guestName: 'Waiting Guest' });
    await t.database.db
      .updateTable('bookings')
      .set({ status: 1 })
      .where('id', '=', waiting.json().id)
      .execute();

    const row = await rowOf(independent.slotId);
    expect(row).toMatchObject({
      name: 'Chart sunset',
      isShared: false,
      capacity: 6,
      sold: [5, 1, 0],
      left: [1, 5, 6],
      waiting: [1, 0, 0],
      closed: [null, null, null],
      band: ['high', 'low', 'empty'],
    });

    // Shared: five seats sold on the morning leave three for the afternoon as well.
    expect((await book(shared.first, 5)).statusCode).toBe(201);
    const g = await grid(operations, `&groupId=${shared.groupId}`);
    expect(g.slots.map((s) => s.name)).toEqual(['Chart morning', 'Chart afternoon']);
    expect(g.slots[0]).toMatchObject({ isShared: true, capacity: 8, sold: [5, 0, 0], left: [3, 8, 8] });
    expect(g.slots[1]).toMatchObject({ isShared: true, capacity: 8, sold: [0, 0, 0], left: [3, 8, 8] });
    expect(g.slots[1].band[0]).toBe('medium');
    // The pool still counts the morning when a filter leaves it out.
    expect((await rowOf(shared.second, '&isExternal=2'))?.left[0]).toBe(3);
  });

  it('keeps a deleted slot’s bookings in its group’s pool, in the whole chart and in the group’s', async () => {
    const res = await post(
      editor,
      '/api/timeslots',
      slot(shared.groupId, { name: 'Chart evening', startHour: 17 }),
    );
    expect(res.statusCode).toBe(201);
    const evening = res.json().id as number;
    await t.database.db
      .insertInto('offerTimeSlots')
      .values({ offerId: offer.id, timeSlotId: evening })
      .execute();
    expect((await book(evening, 2, {}, addDaysUtc(date, 2))).statusCode).toBe(201);
    await t.database.db.updateTable('timeSlots').set({ isDeleted: 1 }).where('id', '=', evening).execute();

    for (const query of ['', `&groupId=${shared.groupId}`]) {
      const slots = (await grid(operations, query)).slots;
      expect(slots.map((s) => s.id)).not.toContain(evening);
      expect(slots.find((s) => s.id === shared.second)).toMatchObject({ sold: [0, 0, 0], left: [3, 8, 6] });
    }
  });

  it('defaults to today and two weeks, refuses bad ranges with a message', async () => {
    const res = await get(operations, '/api/availability');
    expect(res.statusCode).toBe(200);
    expect(res.json().from).toBe(todayUtc());
    expect(res.json().days).toHaveLength(14);
    expect(res.json().slots.length).toBeGreaterThan(0);
    for (const [query, message] of [
      ['days=63', 'Days must be between 1 and 62'],
      ['days=0', 'Days must be between 1 and 62'],
      ['from=2026-13-01', 'Date is not a real date'],
      ['from=tomorrow', 'Date must be YYYY-MM-DD'],
      ['groupId=abc', 'Time slot group must be a number'],
      ['isExternal=3', 'Is External is 1 (Yes) or 2 (No)'],
    ]) {
      const bad = await get(operations, `/api/availability?${query}`);
      expect({ query, status: bad.statusCode, body: bad.body }).toMatchObject({
        query,
        status: 400,
        body: expect.stringContaining(message),
      });
    }
  });

  it('filters by tour, group and external/internal, and offers the filters’ choices', async () => {
    const ids = (g: { slots: GridSlot[] }) => g.slots.map((s) => s.id);
    const byTour = await grid(operations, `&tourId=${offer.tourId}`);
    expect(ids(byTour)).toEqual(expect.arrayContaining([independent.slotId, shared.first, shared.second]));
    const byGroup = await grid(operations, `&groupId=${independent.groupId}`);
    expect(ids(byGroup)).toEqual([independent.slotId]);
    expect(ids(await grid(operations, '&isExternal=1'))).not.toContain(independent.slotId);
    expect(ids(await grid(operations, '&isExternal=2'))).toContain(independent.slotId);
    const otherTour = await t.database.db
      .selectFrom('tours')
      .select('id')
      .where('id', '!=', offer.tourId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(ids(await grid(operations, `&tourId=${otherTour.id}`))).not.toContain(independent.slotId);

    const filters = (await get(operations, '/api/availability/filters')).json();
    expect(filters.groups.map((g: { name: string }) => g.name)).toEqual(
      expect.arrayContaining(['Chart dhow', 'Chart desert']),
    );
    expect(filters.tours.map((x: { id: number }) => x.id)).toContain(offer.tourId);
  });

  it('lists a slot-day’s bookings with hotel, pick-up time, phone and pax, and prints its manifest as PDF and xlsx', async () => {
    const day = await get(
      operations,
      `/api/availability/slotday?timeSlotId=${independent.slotId}&date=${date}`,
    );
    expect(day.statusCode).toBe(200);
    const d = day.json();
    expect(d).toMatchObject({ capacity: 6, sold: 5, left: 1, waiting: 1, closed: null, band: 'high' });
    const guest = d.bookings.find((b: { roomNumber: string | null }) => b.roomNumber === '1204');
    expect(guest).toMatchObject({
      guestName: 'Test Guest',
      hotel: hotel.name,
      pickUpTime: '07:15-07:30',
      phones: '+971 50 123 4567',
      numAdults: 4,
      pax: 4,
    });
    expect(d.bookings.map((b: { guestName: string }) => b.guestName)).toContain('Waiting Guest');

    // A booking stored without its window gets it from the one pick-up rule.
    await t.database.db
      .updateTable('bookings')
      .set({ pickUpTimeStart: null, pickUpTimeEnd: null })
      .where('id', '=', guest.id)
      .execute();
    const again = (
      await get(operations, `/api/availability/slotday?timeSlotId=${independent.slotId}&date=${date}`)
    ).json();
    expect(again.bookings.find((b: { id: number }) => b.id === guest.id).pickUpTime).toBe('07:15-07:30');

    const pdf = await get(
      operations,
      `/api/availability/manifest?timeSlotId=${independent.slotId}&date=${date}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`manifest-${independent.slotId}-${date}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Manifest — Chart sunset');
    expect(text).toContain(`07:15-07:30 Test Guest (4 A)`);
    expect(text).toContain(`${hotel.name}, room 1204`);
    expect(text).toContain('Tel +971 50 123 4567');
    expect(text).toContain('Waiting Guest');

    // Printed from a Russian session: the manifest's words in Russian, the guests' data as they are.
    const ru = await get(
      operations,
      `/api/availability/manifest?timeSlotId=${independent.slotId}&date=${date}&lang=ru`,
    );
    expect(ru.statusCode).toBe(200);
    const ruText = await pdfText(ru.rawPayload);
    expect(ruText).toContain('Список пассажиров — Chart sunset');
    expect(ruText).toContain('07:15-07:30 Test Guest (4 взр.)');
    expect(ruText).toContain(`${hotel.name}, номер 1204`);
    expect(ruText).toContain('Тел. +971 50 123 4567');
    expect(ruText).not.toContain('room 1204');

    const xlsx = await get(
      operations,
      `/api/availability/manifest?timeSlotId=${independent.slotId}&date=${date}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`manifest-${independent.slotId}-${date}.xlsx`);
    const sheet = XLSX.read(xlsx.rawPayload).Sheets;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(Object.values(sheet)[0]);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'Pick-up': '07:15-07:30',
          Guest: 'Test Guest',
          Hotel: hotel.name,
          Phone: '+971 50 123 4567',
          Pax: 4,
        }),
      ]),
    );

    // The sheet printed from a Russian session has Russian column titles over the same guests.
    const ruXlsx = await get(
      operations,
      `/api/availability/manifest?timeSlotId=${independent.slotId}&date=${date}&format=xlsx&lang=ru`,
    );
    expect(ruXlsx.statusCode).toBe(200);
    const ruRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      Object.values(XLSX.read(ruXlsx.rawPayload).Sheets)[0],
    );
    expect(ruRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Трансфер: '07:15-07:30',
          Гость: 'Test Guest',
          Телефон: '+971 50 123 4567',
          Человек: 4,
        }),
      ]),
    );

    const bad = await get(
      operations,
      `/api/availability/manifest?timeSlotId=${independent.slotId}&date=${date}&format=doc`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format must be pdf or xlsx');
  });

  it('exports the grid as an xlsx of slot-days', async () => {
    const res = await get(
      operations,
      `/api/availability/export?from=${date}&days=3&groupId=${independent.groupId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`availability-${date}.xlsx`);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ 'Time slot': 'Chart sunset', Capacity: 6, Sold: 5, Left: 1, Waiting: 1 });
  });

  it('closes and reopens a slot-day from the chart (audited); the closed day is refused in a new booking', async () => {
    const day = addDaysUtc(date, 2);
    const close = await post(operations, '/api/availability/stopsell', {
      timeSlotId: independent.slotId,
      date: day,
      closed: true,
      reason: 'Boat in dock',
    });
    expect(close.statusCode).toBe(200);
    const row = await rowOf(independent.slotId);
    expect(row?.closed).toEqual([null, null, 'Boat in dock']);
    expect(row?.band[2]).toBe('closed');
    const refused = await book(independent.slotId, 1, {}, day);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('closed for sale');
    expect(refused.json().message).toContain('Boat in dock');
    const audited = await t.database.db
      .selectFrom('auditLog as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select(['a.action', 'a.detail'])
      .where('a.subject', '=', String(independent.slotId))
      .where('u.email', '=', 'operations@caravan.demo')
      .orderBy('a.id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['timeslot.stopsell']);
    expect(JSON.parse(audited[0].detail!)).toEqual({ date: day, reason: 'Boat in dock' });

    const open = await post(operations, '/api/availability/stopsell', {
      timeSlotId: independent.slotId,
      date: day,
      closed: false,
    });
    expect(open.statusCode).toBe(200);
    expect((await rowOf(independent.slotId))?.closed).toEqual([null, null, null]);
    expect((await book(independent.slotId, 1, {}, day)).statusCode).toBe(201);
  });

  it("counts check-ins from the supplier's own today: past midnight in Dubai, before it in Los Angeles", async () => {
    const db = t.database.db;
    const zone = (id: number, timeZone: string) =>
      db.updateTable('suppliers').set({ timeZone }).where('id', '=', id).execute();
    await zone(supplierIds.mine, 'Asia/Dubai');
    await zone(supplierIds.other, 'America/Los_Angeles');
    try {
      // 00:30 on `date` in Dubai is 20:30 UTC the evening before and 12:30 the day before in Los Angeles:
      // Dubai's day of the tour has begun (0 guests checked in so far), Los Angeles' is still to come.
      vi.useFakeTimers({ now: instantOf(date, 30, 'Asia/Dubai'), toFake: ['Date'] });
      // Tokens signed at the real time have expired by then.
      const ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
      const theirs = await signIn(t, 'chart-other@test.io');
      const day = async (token: string) => {
        const res = await get(token, `/api/availability?from=${date}&days=2`);
        expect(res.statusCode).toBe(200);
        return (res.json() as { slots: Array<{ id: number; checkedIn: (number | null)[] }> }).slots;
      };
      const mine = (await day(ops)).find((s) => s.id === independent.slotId);
      expect(mine?.checkedIn).toEqual([0, null]);
      const losAngeles = await day(theirs);
      expect(losAngeles.length).toBeGreaterThan(0);
      for (const s of losAngeles) expect(s.checkedIn).toEqual([null, null]);

      const sheet = await get(ops, `/api/availability/slotday?timeSlotId=${independent.slotId}&date=${date}`);
      expect(sheet.json()).toMatchObject({ checkedIn: 0 });
      const theirSheet = await get(
        theirs,
        `/api/availability/slotday?timeSlotId=${losAngeles[0].id}&date=${date}`,
      );
      expect(theirSheet.json()).toMatchObject({ checkedIn: null });
    } finally {
      vi.useRealTimers();
      await zone(supplierIds.mine, 'Asia/Dubai');
      await zone(supplierIds.other, 'Asia/Dubai');
    }
  });

  it('keeps another supplier’s slots apart and refuses agents', async () => {
    const theirs = await grid(other);
    expect(theirs.slots.map((s) => s.id)).not.toContain(independent.slotId);
    const query = `timeSlotId=${independent.slotId}&date=${date}`;
    expect((await get(other, `/api/availability/slotday?${query}`)).statusCode).toBe(404);
    expect((await get(other, `/api/availability/manifest?${query}`)).statusCode).toBe(404);
    const close = await post(other, '/api/availability/stopsell', {
      timeSlotId: independent.slotId,
      date,
      closed: true,
      reason: 'Not mine',
    });
    expect(close.statusCode).toBe(404);
    expect((await rowOf(independent.slotId))?.closed[0]).toBeNull();

    for (const path of [
      '/api/availability',
      '/api/availability/filters',
      `/api/availability/slotday?${query}`,
      `/api/availability/manifest?${query}`,
      '/api/availability/export',
    ]) {
      expect({ path, status: (await get(agent, path)).statusCode }).toEqual({ path, status: 403 });
    }
    expect(
      (
        await post(agent, '/api/availability/stopsell', {
          timeSlotId: independent.slotId,
          date,
          closed: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/availability' })).statusCode).toBe(401);
  });
});

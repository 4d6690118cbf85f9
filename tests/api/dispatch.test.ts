import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { isoWeekdayOf, flagOfWeekday } from '../../domain/day-mask';
import { localDateOf } from '../../domain/local-time';
import { DEMO_VEHICLES } from '../../server/db/seed/crews';
import { isAssigned } from '../../server/modules/dispatch/repo';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// Dispatch and My day (issue 25 items 3 and 4): operations assign a slot-day's guide, driver and
// vehicle; refusals are typed and change nothing; a guide or driver sees their own slot-days of today
// and tomorrow on their supplier's calendar.

describe.each(databases)('dispatch on $name', ({ url }) => {
  let t: TestContext;
  let operations: string;
  let editor: string;
  let admin2: string;
  let guide: string;
  let driver: string;
  let otherGuide: string;
  const ids = { guide: 0, driver: 0, otherGuide: 0, operations: 0, foreignGuide: 0, supplier: 0 };
  /** An operator slot that runs every day, with the most bookings on the zone's today. */
  let slotId: number;
  let today: string;
  let tomorrow: string;

  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/dispatch/crew', headers: bearer(token), payload });
  const get = (token: string, path: string) => t.app.inject({ url: path, headers: bearer(token) });
  const crewOf = async (timeSlotId: number, date: string) => {
    const res = await get(operations, `/api/availability/slotday?timeSlotId=${timeSlotId}&date=${date}`);
    expect(res.statusCode).toBe(200);
    return res.json().crew;
  };

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    const op = await db
      .selectFrom('suppliers')
      .select(['id', 'timeZone'])
      .where('isOperator', '=', 1)
      .executeTakeFirstOrThrow();
    ids.supplier = op.id;
    today = localDateOf(new Date(), op.timeZone);
    tomorrow = addDaysUtc(today, 1);
    const slots = await db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .leftJoin('bookings as b', (j) => j.onRef('b.timeSlotId', '=', 's.id').on('b.date', '=', today))
      .select((eb) => ['s.id', eb.fn.count<number>('b.id').as('n')])
      .where('g.supplierId', '=', op.id)
      .where('s.isDeleted', '=', 0)
      .where('s.daysOffered', '=', 0)
      .groupBy('s.id')
      .orderBy('n', 'desc')
      .orderBy('s.id')
      .execute();
    slotId = slots[0].id;
    const s2 = await db
      .selectFrom('suppliers')
      .select('id')
      .where('isOperator', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids.guide = await createUser(t, {
      email: 'dispatch-guide@test.io',
      roles: ['guide'],
      supplierId: op.id,
      fullName: 'Gina Guide',
    });
    await db.updateTable('users').set({ phone: '+971 50 111 2222' }).where('id', '=', ids.guide).execute();
    ids.driver = await createUser(t, {
      email: 'dispatch-driver@test.io',
      roles: ['driver'],
      supplierId: op.id,
      fullName: 'Dan Driver',
    });
    await db.updateTable('users').set({ phone: '+971 55 333 4444' }).where('id', '=', ids.driver).execute();
    ids.otherGuide = await createUser(t, {
      email: 'dispatch-guide2@test.io',
      roles: ['guide'],
      supplierId: op.id,
      fullName: 'Olga Other',
    });
    ids.foreignGuide = await createUser(t, {
      email: 'dispatch-foreign@test.io',
      roles: ['guide', 'driver'],
      supplierId: s2.id,
      fullName: 'Farid Foreign',
    });
    ids.operations = (await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'operations@caravan.demo')
      .executeTakeFirstOrThrow())!.id;
    operations = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    admin2 = await signIn(t, 'admin2@caravan.demo', DEMO_PASSWORD);
    guide = await signIn(t, 'dispatch-guide@test.io');
    driver = await signIn(t, 'dispatch-driver@test.io');
    otherGuide = await signIn(t, 'dispatch-guide2@test.io');
  }, 120_000);
  afterAll(async () => t?.close());

  // First, before the cases below reassign the demo's slot-days.
  it("has the demo guide's and driver's day ready: slot-days today and tomorrow, with a vehicle", async () => {
    for (const [email, partner] of [
      ['guide@caravan.demo', 'Imran Qureshi'],
      ['driver@caravan.demo', 'Yusuf Haddad'],
    ]) {
      const day = (await get(await signIn(t, email, DEMO_PASSWORD), '/api/myday')).json();
      expect(day.today).toBe(today);
      for (const date of [today, tomorrow]) {
        const mine = day.slots.filter((s: { date: string }) => s.date === date);
        expect(mine.length, `${email} on ${date}`).toBeGreaterThan(0);
        expect(DEMO_VEHICLES).toContain(mine[0].vehicle);
        expect(mine[0].partner.fullName).toBe(partner);
      }
    }
  });

  it("lists the slot's supplier's guides and drivers, and no one else", async () => {
    const res = await get(operations, `/api/dispatch/staff?timeSlotId=${slotId}`);
    expect(res.statusCode).toBe(200);
    const staff = res.json() as { id: number; fullName: string; roles: string[] }[];
    expect(staff.find((s) => s.id === ids.guide)?.roles).toEqual(['guide']);
    expect(staff.find((s) => s.id === ids.driver)?.roles).toEqual(['driver']);
    expect(staff.find((s) => s.fullName === 'Yusuf Haddad')?.roles).toEqual(['guide']);
    expect(staff.some((s) => s.id === ids.operations)).toBe(false);
    expect(staff.some((s) => s.id === ids.foreignGuide)).toBe(false);
  });

  it('assigns a guide, a driver and a vehicle; the sheet and the chart show them; audited', async () => {
    const res = await put(operations, {
      timeSlotId: slotId,
      date: today,
      guideId: ids.guide,
      driverId: ids.driver,
      vehicle: '  Bus 3 · DXB 12345 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      guide: { id: ids.guide, fullName: 'Gina Guide', phone: '+971 50 111 2222' },
      driver: { id: ids.driver, fullName: 'Dan Driver' },
      vehicle: 'Bus 3 · DXB 12345',
      updatedBy: 'Omar Al Mansoori',
    });
    expect((await crewOf(slotId, today)).vehicle).toBe('Bus 3 · DXB 12345');
    const grid = await get(operations, `/api/availability?from=${today}&days=2`);
    const row = grid.json().slots.find((s: { id: number }) => s.id === slotId);
    expect(row.crew[0]).toEqual({ guide: 'Gina Guide', driver: 'Dan Driver', vehicle: 'Bus 3 · DXB 12345' });
    // Tomorrow's cell keeps its own crew (the demo's, or none).
    expect(row.crew[1]?.guide ?? null).not.toBe('Gina Guide');
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'userId'])
      .where('action', '=', 'dispatch.crew')
      .where('subject', '=', `${slotId}/${today}`)
      .execute();
    expect(audit).toEqual([
      { action: 'dispatch.crew', subject: `${slotId}/${today}`, userId: ids.operations },
    ]);
    expect(await isAssigned(t.database.db, ids.guide, slotId, today)).toBe(true);
    expect(await isAssigned(t.database.db, ids.driver, slotId, today)).toBe(true);
    expect(await isAssigned(t.database.db, ids.otherGuide, slotId, today)).toBe(false);
    expect(await isAssigned(t.database.db, ids.guide, slotId, tomorrow)).toBe(false);
  });

  it.each([
    ['a user who is not a guide', () => ({ guideId: ids.operations }), 'not_guide', 'guideId'],
    ["another supplier's guide", () => ({ guideId: ids.foreignGuide }), 'not_guide', 'guideId'],
    ['a guide as the driver', () => ({ driverId: ids.otherGuide }), 'not_driver', 'driverId'],
    ["another supplier's driver", () => ({ driverId: ids.foreignGuide }), 'not_driver', 'driverId'],
  ])('refuses %s (422 %s), changing nothing', async (_, patch, reason, field) => {
    const before = await crewOf(slotId, today);
    const res = await put(operations, {
      timeSlotId: slotId,
      date: today,
      guideId: ids.guide,
      driverId: ids.driver,
      vehicle: 'Changed',
      ...patch(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().reason).toBe(reason);
    expect(res.json().fields[field]).toMatch(/must be a (guide|driver) of this time slot’s supplier/);
    expect(await crewOf(slotId, today)).toEqual(before);
  });

  it('refuses a date the slot does not run (422 not_running), and a deactivated guide', async () => {
    const db = t.database.db;
    const date = addDaysUtc(today, 3);
    // The slot runs every weekday but that date's.
    const mask = 127 & ~flagOfWeekday(isoWeekdayOf(date));
    await db.updateTable('timeSlots').set({ daysOffered: mask }).where('id', '=', slotId).execute();
    try {
      const res = await put(operations, { timeSlotId: slotId, date, guideId: ids.guide, driverId: null });
      expect(res.statusCode).toBe(422);
      expect(res.json().reason).toBe('not_running');
      expect(res.json().message).toMatch(/does not run on/);
      expect((await crewOf(slotId, date)).guide).toBeNull();
    } finally {
      await db.updateTable('timeSlots').set({ daysOffered: 0 }).where('id', '=', slotId).execute();
    }
    await db.updateTable('users').set({ isActive: 0 }).where('id', '=', ids.otherGuide).execute();
    try {
      const res = await put(operations, {
        timeSlotId: slotId,
        date,
        guideId: ids.otherGuide,
        driverId: null,
      });
      expect(res.json().reason).toBe('not_guide');
    } finally {
      await db.updateTable('users').set({ isActive: 1 }).where('id', '=', ids.otherGuide).execute();
    }
  });

  it("answers 404 for an unknown slot or another supplier's, 400 for bad input, 403 to an editor", async () => {
    const body = { date: today, guideId: ids.guide, driverId: null };
    expect((await put(operations, { ...body, timeSlotId: 999_999 })).statusCode).toBe(404);
    const foreign = await put(admin2, { ...body, timeSlotId: slotId });
    expect(foreign.statusCode).toBe(404);
    expect((await get(admin2, `/api/dispatch/staff?timeSlotId=${slotId}`)).statusCode).toBe(404);
    const bad = await put(operations, { ...body, timeSlotId: slotId, date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const long = await put(operations, { ...body, timeSlotId: slotId, vehicle: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.vehicle).toMatch(/at most 100/);
    expect((await put(editor, { ...body, timeSlotId: slotId })).statusCode).toBe(403);
    expect((await get(guide, `/api/dispatch/staff?timeSlotId=${slotId}`)).statusCode).toBe(403);
    expect((await get(operations, '/api/myday')).statusCode).toBe(403);
    expect((await crewOf(slotId, today)).guide.id).toBe(ids.guide);
  });

  it('shows a guide and a driver only their own slot-days, today and tomorrow', async () => {
    const db = t.database.db;
    // Yesterday and the day after tomorrow are not shown; another guide's slot-day neither.
    for (const date of [addDaysUtc(today, -1), tomorrow, addDaysUtc(today, 2)]) {
      const res = await put(operations, { timeSlotId: slotId, date, guideId: ids.guide, driverId: null });
      expect(res.statusCode).toBe(200);
    }
    const other = await db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .select('s.id')
      .where('g.supplierId', '=', ids.supplier)
      .where('s.daysOffered', '=', 0)
      .where('s.isDeleted', '=', 0)
      .where('s.id', '!=', slotId)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    expect(
      (await put(operations, { timeSlotId: other.id, date: today, guideId: ids.otherGuide, driverId: null }))
        .statusCode,
    ).toBe(200);

    const res = await get(guide, '/api/myday');
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day).toMatchObject({ today, tomorrow, timeZone: 'Asia/Dubai' });
    expect(day.slots.map((s: { date: string; timeSlotId: number }) => [s.date, s.timeSlotId])).toEqual([
      [today, slotId],
      [tomorrow, slotId],
    ]);
    const first = day.slots[0];
    expect(first).toMatchObject({
      role: 'guide',
      vehicle: 'Bus 3 · DXB 12345',
      partner: { fullName: 'Dan Driver', phone: '+971 55 333 4444' },
    });
    expect(first.tours.length).toBeGreaterThan(0);
    // The guests are the manifest's.
    const sheet = (
      await get(operations, `/api/availability/slotday?timeSlotId=${slotId}&date=${today}`)
    ).json();
    const sum = (k: string) => sheet.bookings.reduce((n: number, b: Record<string, number>) => n + b[k], 0);
    expect([first.bookings, first.adults, first.children, first.infants]).toEqual([
      sheet.bookings.length,
      sum('numAdults'),
      sum('numChildren'),
      sum('numInfants'),
    ]);
    expect(first.pickUpStart).toBe(
      sheet.bookings.find((b: { pickUpTime: string | null }) => b.pickUpTime)?.pickUpTime.slice(0, 5) ?? null,
    );
    expect(day.slots[1].partner).toBeNull();

    const driverDay = (await get(driver, '/api/myday')).json();
    expect(driverDay.slots).toHaveLength(1);
    expect(driverDay.slots[0]).toMatchObject({
      timeSlotId: slotId,
      date: today,
      role: 'driver',
      partner: { fullName: 'Gina Guide', phone: '+971 50 111 2222' },
    });
    const otherDay = (await get(otherGuide, '/api/myday')).json();
    expect(otherDay.slots.map((s: { timeSlotId: number }) => s.timeSlotId)).toEqual([other.id]);
  });

  it("counts today and tomorrow on the supplier's clock, not the server's", async () => {
    const db = t.database.db;
    // A zone whose calendar shows another date than UTC's right now: +14 from 10:00 UTC, -11 before.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const local = localDateOf(new Date(), zone);
    expect(local).not.toBe(todayUtc());
    await db.updateTable('suppliers').set({ timeZone: zone }).where('id', '=', ids.supplier).execute();
    try {
      for (const date of [local, addDaysUtc(local, 1)])
        await put(operations, { timeSlotId: slotId, date, guideId: ids.otherGuide, driverId: null });
      const day = (await get(otherGuide, '/api/myday')).json();
      expect(day).toMatchObject({ today: local, tomorrow: addDaysUtc(local, 1), timeZone: zone });
      expect(
        day.slots
          .filter((s: { timeSlotId: number }) => s.timeSlotId === slotId)
          .map((s: { date: string }) => s.date),
      ).toEqual([local, addDaysUtc(local, 1)]);
    } finally {
      await db
        .updateTable('suppliers')
        .set({ timeZone: 'Asia/Dubai' })
        .where('id', '=', ids.supplier)
        .execute();
    }
  });

  it('clears the crew when nobody is left on it', async () => {
    const date = addDaysUtc(today, 2);
    const res = await put(operations, {
      timeSlotId: slotId,
      date,
      guideId: null,
      driverId: null,
      vehicle: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guide: null, driver: null, vehicle: null, updatedAt: null });
    expect(await isAssigned(t.database.db, ids.guide, slotId, date)).toBe(false);
  });
});

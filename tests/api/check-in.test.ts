import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, type CheckInResult, type DayManifest } from '../../contract';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

/**
 * A guide's or driver's manifest and check-ins (issue 25 items 4–7): the slot-day's bookings in pick-up
 * order with their vouchers and amounts; a check-in exactly once under a repeated key; the second
 * device told who and when; no-show and cash; refusals of another slot-day, a cancelled booking, an
 * unknown code, another supplier's guide; the chart's manifest spreadsheet showing the marks.
 */
const STOCK_CODE = 'BK-ADT-E2E-000042';

describe.each(databases)('check-in on $name', ({ url }) => {
  let t: TestContext;
  const tokens: Record<string, string> = {};
  let slotId = 0;
  let date = '';
  let bookings: { id: number; clientRef: string }[] = [];
  let other: { id: number; clientRef: string } = { id: 0, clientRef: '' };
  let cancelled: { id: number; clientRef: string } = { id: 0, clientRef: '' };

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    // The operator's busiest slot-day: the demo guide and driver are the operator's staff.
    const busiest = await db
      .selectFrom('bookings as b')
      .innerJoin('users as u', (j) => j.on('u.email', '=', 'guide@caravan.demo'))
      .select(['b.timeSlotId', 'b.date', sql<number>`count(*)`.as('n')])
      .where('b.timeSlotId', 'is not', null)
      .where('b.status', '!=', BookingStatus.Cancelled)
      .whereRef('b.supplierId', '=', 'u.supplierId')
      .groupBy(['b.timeSlotId', 'b.date'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('b.timeSlotId')
      .orderBy('b.date')
      .limit(1)
      .executeTakeFirstOrThrow();
    slotId = busiest.timeSlotId!;
    date = busiest.date;
    bookings = await db
      .selectFrom('bookings')
      .select(['id', 'clientRef'])
      .where('timeSlotId', '=', slotId)
      .where('date', '=', date)
      .where('status', '!=', BookingStatus.Cancelled)
      .orderBy('id')
      .execute();
    if (bookings.length < 3) throw new Error(`the busiest slot-day has ${bookings.length} bookings`);
    const others = await db
      .selectFrom('bookings')
      .select(['id', 'clientRef'])
      .where((eb) => eb.or([eb('timeSlotId', '!=', slotId), eb('date', '!=', date)]))
      .where('status', '!=', BookingStatus.Cancelled)
      .orderBy('id')
      .limit(2)
      .execute();
    other = others[0];
    // One more booking of this slot-day, cancelled, as the agent's cancel would leave it.
    cancelled = others[1];
    await db
      .updateTable('bookings')
      .set({ status: BookingStatus.Cancelled, timeSlotId: slotId, date })
      .where('id', '=', cancelled.id)
      .execute();
    // An attraction-ticket code from stock sold to the third booking: its ticket prints it as a QR code.
    const type = await db.selectFrom('ticketTypes').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('ticketCodes')
      .values({
        ticketTypeId: type.id,
        code: STOCK_CODE,
        status: 'sold',
        bookingId: bookings[2].id,
        paxType: 0,
        importedAt: new Date().toISOString(),
      })
      .execute();
    // A guide of another supplier (supplier 2's staff).
    const s2 = await db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'admin2@caravan.demo')
      .executeTakeFirstOrThrow();
    await createUser(t, {
      email: 'guide2@test.demo',
      roles: ['guide'],
      supplierId: s2.supplierId,
      fullName: 'Other Guide',
    });
    // A guide of this supplier whom dispatch did not put on this slot-day.
    const operator = await db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'guide@caravan.demo')
      .executeTakeFirstOrThrow();
    await createUser(t, {
      email: 'guide.free@test.demo',
      roles: ['guide'],
      supplierId: operator.supplierId,
      fullName: 'Free Guide',
    });
    for (const who of ['guide', 'driver', 'operations', 'agent'])
      tokens[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    tokens.guide2 = await signIn(t, 'guide2@test.demo');
    tokens.freeGuide = await signIn(t, 'guide.free@test.demo');
    // Operations put the demo guide and driver on this slot-day (dispatch, issue 25 item 3).
    const idOf = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const crew = await t.app.inject({
      method: 'PUT',
      url: '/api/dispatch/crew',
      headers: bearer(tokens.operations),
      payload: {
        timeSlotId: slotId,
        date,
        guideId: await idOf('guide@caravan.demo'),
        driverId: await idOf('driver@caravan.demo'),
        vehicle: 'Bus 3',
      },
    });
    if (crew.statusCode !== 200) throw new Error(`dispatch answered ${crew.statusCode}: ${crew.body}`);
  }, 120_000);
  afterAll(async () => t?.close());

  const manifestUrl = () => `/api/day/${slotId}/${date}`;
  const getManifest = (who: string) =>
    t.app.inject({ method: 'GET', url: manifestUrl(), headers: bearer(tokens[who]) });
  const mark = (who: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${manifestUrl()}/checkins`,
      headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const voucher = (b: { id: number; clientRef: string }) => `CARAVAN:${b.id}:${b.clientRef}`;

  it("lists the slot-day's pick-ups in window order, then guests without pick-up, with vouchers and amounts", async () => {
    const res = await getManifest('guide');
    expect(res.statusCode).toBe(200);
    const m = res.json() as DayManifest;
    expect(m.bookings.map((b) => b.id).sort((a, b) => a - b)).toEqual(bookings.map((b) => b.id));
    const windows = m.bookings.map((b) => b.pickUpTime ?? '99');
    expect(windows).toEqual([...windows].sort());
    const first = m.bookings.find((b) => b.id === bookings[0].id)!;
    expect(first.clientRef).toBe(bookings[0].clientRef);
    expect(typeof first.collectUsd).toBe('number');
    expect(typeof first.collectAed).toBe('number');
    expect(first.checkIn).toBeNull();
    expect(m.cancelled).toEqual([
      expect.objectContaining({ id: cancelled.id, clientRef: cancelled.clientRef }),
    ]);
    expect(m.timeZone).toBe('Asia/Dubai');
    expect(m.ticketCodes).toEqual([{ code: STOCK_CODE, bookingId: bookings[2].id }]);
    // Operations and the driver open it too.
    expect((await getManifest('operations')).statusCode).toBe(200);
    expect((await getManifest('driver')).statusCode).toBe(200);
  });

  it('checks a guest in exactly once under a repeated idempotency key; the second device is told who and when', async () => {
    const b = bookings[0];
    const body = { bookingId: b.id, action: 'checkIn', code: voucher(b), at: new Date().toISOString() };
    const first = await mark('guide', body, 'check-in-key-1');
    expect(first.statusCode).toBe(200);
    const result = first.json() as CheckInResult;
    expect(result).toMatchObject({
      bookingId: b.id,
      alreadyDone: false,
      checkIn: { state: 'checkedIn', by: 'Yusuf Haddad' },
    });
    const replay = await mark('guide', body, 'check-in-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(result);
    // The same guide again from another device of theirs: already done, nothing changes.
    const again = await mark('guide', { bookingId: b.id, action: 'checkIn' }, 'check-in-key-2');
    expect(again.json()).toMatchObject({ alreadyDone: true, checkIn: { at: result.checkIn.at } });
    // The driver's phone checks in the same guest: refused, naming the guide and the time.
    const second = await mark(
      'driver',
      { bookingId: b.id, action: 'checkIn', code: voucher(b) },
      'check-in-key-3',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      reason: 'already_checked_in',
      by: 'Yusuf Haddad',
      at: result.checkIn.at,
    });
    // One mark in the manifest, the guide's.
    const m = (await getManifest('operations')).json() as DayManifest;
    expect(m.bookings.find((x) => x.id === b.id)!.checkIn).toMatchObject({
      state: 'checkedIn',
      by: 'Yusuf Haddad',
      at: result.checkIn.at,
    });
    const rows = await t.database.db
      .selectFrom('checkIns')
      .selectAll()
      .where('bookingId', '=', b.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("accepts a guest's ticket code as well as the voucher's", async () => {
    const b = bookings[1];
    const res = await mark('driver', {
      bookingId: b.id,
      action: 'checkIn',
      code: `CARAVAN-TICKET:${b.id}:1:${b.clientRef}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ checkIn: { state: 'checkedIn', by: 'Imran Qureshi' } });
  });

  it('marks a no-show, checks in a late guest, and never makes a checked-in guest a no-show', async () => {
    const b = bookings[2];
    const noShow = await mark('guide', { bookingId: b.id, action: 'noShow' });
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json()).toMatchObject({ checkIn: { state: 'noShow' } });
    // The guest turns up late with the attraction ticket from stock printed for them.
    const late = await mark('driver', { bookingId: b.id, action: 'checkIn', code: STOCK_CODE });
    expect(late.json()).toMatchObject({ checkIn: { state: 'checkedIn', by: 'Imran Qureshi' } });
    const wrong = await mark('guide', { bookingId: b.id, action: 'noShow' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ reason: 'already_checked_in', by: 'Imran Qureshi' });
  });

  it('records cash collected; other cash by another user is a conflict', async () => {
    const b = bookings[1];
    const cash = await mark('guide', {
      bookingId: b.id,
      action: 'cash',
      cash: { amount: 45.5, currency: 'USD' },
    });
    expect(cash.statusCode).toBe(200);
    expect(cash.json()).toMatchObject({
      checkIn: { state: 'checkedIn', cash: { amount: 45.5, currency: 'USD', by: 'Yusuf Haddad' } },
    });
    const same = await mark('driver', {
      bookingId: b.id,
      action: 'cash',
      cash: { amount: 45.5, currency: 'USD' },
    });
    expect(same.json()).toMatchObject({ alreadyDone: true });
    const clash = await mark('driver', {
      bookingId: b.id,
      action: 'cash',
      cash: { amount: 160, currency: 'AED' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: 'cash_recorded', by: 'Yusuf Haddad' });
    const missing = await mark('guide', { bookingId: b.id, action: 'cash' });
    expect(missing.statusCode).toBe(400);
    const bad = await mark('guide', {
      bookingId: b.id,
      action: 'cash',
      cash: { amount: -3, currency: 'EUR' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses another slot-day, a cancelled booking and unknown codes, changing nothing', async () => {
    const elsewhere = await mark('guide', { bookingId: other.id, action: 'checkIn', code: voucher(other) });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ reason: 'other_slot_day' });
    const gone = await mark('guide', {
      bookingId: cancelled.id,
      action: 'checkIn',
      code: voucher(cancelled),
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toMatchObject({ reason: 'booking_cancelled' });
    const b = bookings[0];
    const forged = await mark('guide', {
      bookingId: b.id,
      action: 'checkIn',
      code: `CARAVAN:${b.id}:not-its-ref`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ reason: 'unknown_code' });
    const junk = await mark('guide', { bookingId: b.id, action: 'checkIn', code: 'https://example.com' });
    expect(junk.json()).toMatchObject({ reason: 'unknown_code' });
    // Another booking's stock code.
    const notTheirs = await mark('guide', { bookingId: b.id, action: 'checkIn', code: STOCK_CODE });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ reason: 'unknown_code' });
    const none = await mark('guide', { bookingId: 2_000_000_000, action: 'checkIn' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ reason: 'unknown_booking' });
    const rows = await t.database.db
      .selectFrom('checkIns')
      .select('bookingId')
      .where('bookingId', 'in', [other.id, cancelled.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps a guide whom dispatch did not put on the slot-day out (404), changing nothing', async () => {
    expect((await getManifest('freeGuide')).statusCode).toBe(404);
    const res = await mark('freeGuide', { bookingId: bookings[1].id, action: 'noShow' });
    expect(res.statusCode).toBe(404);
    const manifest = (await getManifest('operations')).json() as DayManifest;
    expect(manifest.bookings.find((b) => b.id === bookings[1].id)?.checkIn?.state ?? null).not.toBe('noShow');
  });

  it("keeps another supplier's guide and other roles out", async () => {
    expect((await getManifest('guide2')).statusCode).toBe(404);
    const b = bookings[0];
    const res = await mark('guide2', { bookingId: b.id, action: 'noShow' });
    expect([403, 404]).toContain(res.statusCode);
    expect((await getManifest('agent')).statusCode).toBe(403);
    expect((await mark('agent', { bookingId: b.id, action: 'checkIn' })).statusCode).toBe(403);
  });

  it("shows check-in, no-show and cash on the chart's manifest spreadsheet", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/availability/manifest?timeSlotId=${slotId}&date=${date}&format=xlsx`,
      headers: bearer(tokens.operations),
    });
    expect(res.statusCode).toBe(200);
    const XLSX = await import('xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    const byId = (id: number) =>
      rows.find((r) => Object.values(r).includes(id) || Object.values(r).includes(`#${id}`));
    expect(byId(bookings[0].id)).toMatchObject({
      'Check-in': expect.stringMatching(/^Checked in \d\d:\d\d Yusuf Haddad$/),
    });
    expect(byId(bookings[1].id)).toMatchObject({ Cash: '45.50 USD' });
    expect(byId(bookings[2].id)).toMatchObject({
      'Check-in': expect.stringMatching(/^Checked in \d\d:\d\d Imran Qureshi$/),
    });
  });
  it('takes back a mistaken check-in: its maker or operations may, another crew member may not; audited, exactly once', async () => {
    const own = bookings[0]; // checked in by the guide above
    const undo = { bookingId: own.id, action: 'undo', undo: 'checkedIn' };
    const first = await mark('guide', undo, 'undo-key-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyDone: false, checkIn: { state: null, by: null, at: null } });
    const replay = await mark('guide', undo, 'undo-key-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Sent again from another device of theirs: nothing left to undo.
    expect((await mark('guide', undo, 'undo-key-2')).json()).toMatchObject({ alreadyDone: true });
    const audited = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'detail'])
      .where('action', '=', 'check-in.undo')
      .where('subject', '=', String(own.id))
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0].detail!)).toMatchObject({ before: { state: 'checkedIn' } });
    let m = (await getManifest('operations')).json() as DayManifest;
    expect(m.bookings.find((b) => b.id === own.id)!.checkIn).toMatchObject({ state: null });

    // The driver's check-in is the driver's: the guide cannot take it back, operations can.
    const theirs = bookings[2];
    const refused = await mark('guide', { bookingId: theirs.id, action: 'undo', undo: 'checkedIn' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'marked_by_other', by: 'Imran Qureshi' });
    const byOps = await mark('operations', { bookingId: theirs.id, action: 'undo', undo: 'checkedIn' });
    expect(byOps.statusCode).toBe(200);
    // An undo of a no-show queued offline, after someone checked the guest in meanwhile: told who and when.
    const late = bookings[1]; // checked in by the driver
    const stale = await mark('guide', { bookingId: late.id, action: 'undo', undo: 'noShow' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'already_checked_in', by: 'Imran Qureshi' });
    expect((await mark('guide', { bookingId: late.id, action: 'undo' })).statusCode).toBe(400);
    m = (await getManifest('operations')).json() as DayManifest;
    expect(m.bookings.find((b) => b.id === theirs.id)!.checkIn).toMatchObject({ state: null });
    expect(m.bookings.find((b) => b.id === late.id)!.checkIn).toMatchObject({ state: 'checkedIn' });
    // A no-show taken back; the guest can then be checked in by anyone.
    expect((await mark('driver', { bookingId: own.id, action: 'noShow' })).statusCode).toBe(200);
    expect((await mark('driver', { bookingId: own.id, action: 'undo', undo: 'noShow' })).statusCode).toBe(
      200,
    );
    expect((await mark('guide', { bookingId: own.id, action: 'checkIn' })).json()).toMatchObject({
      checkIn: { state: 'checkedIn', by: 'Yusuf Haddad' },
    });
  });
  it('shows on the chart and its sheet how many guests are checked in on the day', async () => {
    const paxOf = async (id: number) => {
      const b = await t.database.db
        .selectFrom('bookings')
        .select(['numAdults', 'numChildren', 'numInfants'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return b.numAdults + b.numChildren + b.numInfants;
    };
    // Checked in by now: the first (the guide, after the undo test) and the second (the driver); not the third.
    const guests = (await paxOf(bookings[0].id)) + (await paxOf(bookings[1].id));
    const grid = await t.app.inject({
      method: 'GET',
      url: `/api/availability?from=${date}&days=1`,
      headers: bearer(tokens.operations),
    });
    expect(grid.statusCode).toBe(200);
    const row = (grid.json() as { slots: Array<{ id: number; checkedIn: (number | null)[] }> }).slots.find(
      (s) => s.id === slotId,
    )!;
    expect(row.checkedIn).toEqual([guests]);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/availability/slotday?timeSlotId=${slotId}&date=${date}`,
      headers: bearer(tokens.operations),
    });
    expect(sheet.json()).toMatchObject({ checkedIn: guests });
    // Days still to come, with nobody checked in, show no count.
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/availability?from=2099-01-05&days=1`,
      headers: bearer(tokens.operations),
    });
    for (const s of (later.json() as { slots: Array<{ checkedIn: (number | null)[] }> }).slots)
      expect(s.checkedIn).toEqual([null]);
  });
});

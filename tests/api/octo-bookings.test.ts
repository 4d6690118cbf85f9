import { randomUUID } from 'node:crypto';
import {
  zBooking,
  zErrorBadRequest,
  zErrorInvalidBookingUuid,
  zErrorInvalidUnitId,
  zErrorUnprocessableEntity,
  zProduct,
} from '@octocloud/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../contract';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { seatsSlotId } from '../../domain/slot-seats';
import { sweepLapsedHolds } from '../../server/modules/bookings/holds';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { demoAgentAgencyId, issueOctoKey, octoCall, octoTicket } from './octo-helper';

/**
 * OCTO bookings on Caravan's supplier API (issue 26 part 2): a reseller reserves (ON_HOLD, seats taken),
 * confirms, cancels, reads and lists, in OCTO's shapes checked with @octocloud/types' own schemas; each
 * booking is an ordinary booking of the key's agency that its staff and operations see, and a hold that
 * lapses gives its seats back by itself.
 */

interface Ticket {
  tourId: number;
  offerId: number;
  slotId: number;
}

describe.each(databases)('OCTO bookings on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  let agencyId = 0;
  let tk: Ticket;
  const date = addDaysUtc(todayUtc(), 21);
  let key = '';
  /** A key supplier 2 gave another agency: it must not see the first agency's bookings. */
  let otherKey = '';

  const call = (who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token[who]), payload });
  const octo = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    capabilities = '',
    withKey = key,
  ) => octoCall(t, withKey, method, path, payload, capabilities);
  const availabilityId = (d = date) => `${d}~${tk.slotId}`;
  const reservation = (over: object = {}) => ({
    uuid: randomUUID(),
    productId: String(tk.tourId),
    optionId: String(tk.offerId),
    availabilityId: availabilityId(),
    unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    ...over,
  });
  const vacancies = async (d = date) => {
    const res = await octo('POST', '/availability', {
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
      availabilityIds: [availabilityId(d)],
    });
    expect(res.statusCode).toBe(200);
    return res.json()[0].vacancies as number;
  };
  const booking = (id: string | number) =>
    t.database.db.selectFrom('bookings').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
  /** Moves a hold's expiry into the past, as the clock would. */
  const lapse = async (bookingId: string | number) => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.database.db
      .updateTable('bookingHolds')
      .set({ expiresAt: past })
      .where('bookingId', '=', Number(bookingId))
      .execute();
    await t.database.db
      .updateTable('octoBookings')
      .set({ expiresAt: past })
      .where('bookingId', '=', Number(bookingId))
      .execute();
  };

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    for (const who of ['admin2', 'agencyadmin', 'operations', 'agent'])
      token[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    agencyId = await demoAgentAgencyId(t);
    tk = await octoTicket(t, 2, date, { withoutTicketCodes: true });
    key = await issueOctoKey(t, token.admin2, agencyId);
    const otherAgency = await db
      .selectFrom('agencies')
      .select('id')
      .where('id', '!=', agencyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherKey = await issueOctoKey(t, token.admin2, otherAgency.id);
  });
  afterAll(async () => t?.close());

  it('reserve → ON_HOLD with its expiry and the seats taken; confirm → CONFIRMED; an ordinary booking of the agency its staff and operations see', async () => {
    const before = await vacancies();
    const body = reservation({ expirationMinutes: 15, resellerReference: 'RES-1001', notes: 'Window seat' });
    const asked = Date.now();
    const res = await octo('POST', '/bookings', body, 'octo/pricing');
    expect(res.statusCode).toBe(200);
    const held = zBooking.parse(res.json());
    expect(held).toMatchObject({
      uuid: body.uuid,
      status: 'ON_HOLD',
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
      availabilityId: availabilityId(),
      resellerReference: 'RES-1001',
      notes: 'Window seat',
      utcConfirmedAt: null,
    });
    expect(held.unitItems.map((u) => u.unitId)).toEqual(['adult', 'adult']);
    const expires = Date.parse(held.utcExpiresAt!);
    expect(expires - asked).toBeGreaterThanOrEqual(15 * 60_000 - 5_000);
    expect(expires - asked).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(held.pricing?.currency).toBe('AED');
    expect(await vacancies()).toBe(before - 2);

    const confirmed = await octo(
      'POST',
      `/bookings/${body.uuid}/confirm`,
      {
        contact: {
          fullName: 'Maria Lopez',
          emailAddress: 'maria@example.com',
          phoneNumber: '+34 600 000 000',
        },
        resellerReference: 'RES-1001',
      },
      'octo/pricing',
    );
    expect(confirmed.statusCode).toBe(200);
    const done = zBooking.parse(confirmed.json());
    expect(done).toMatchObject({ status: 'CONFIRMED', utcExpiresAt: null, id: held.id });
    expect(done.contact.fullName).toBe('Maria Lopez');
    expect(done.utcConfirmedAt).not.toBeNull();
    expect(await vacancies()).toBe(before - 2);

    // The booking as Caravan keeps it: the agency's, its contract price, the guest and reference.
    const row = await booking(done.id);
    expect(row).toMatchObject({
      agencyId,
      status: 0,
      guestName: 'Maria Lopez',
      guestEmail: 'maria@example.com',
      voucher: 'RES-1001',
      numAdults: 2,
    });
    expect(done.pricing?.retail).toBe(Math.round(row.grossSalesAed / 100));
    expect(done.pricing?.net).toBe(Math.round(row.netTotal / 100));
    const seen = await t.app.inject({
      url: `/api/agent/bookings/${done.id}`,
      headers: bearer(token.agencyadmin),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ guestName: 'Maria Lopez' });
    const ops = await call('operations', 'POST', '/api/bookings/operations', {
      from: date,
      to: date,
      itemsPerPage: 1000,
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.json().entities.map((b: { id: number }) => b.id)).toContain(Number(done.id));

    // Its voucher, fetched with the same key.
    const voucherUrl = new URL(done.voucher!.deliveryOptions[0].deliveryValue);
    const pdf = await t.app.inject({ url: voucherUrl.pathname, headers: { authorization: `Bearer ${key}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Who did what: the agency's key, in the audit log.
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('subject', '=', done.id)
      .where('action', 'like', 'octo.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['octo.reserve', 'octo.confirm']);
    expect(JSON.parse(audit[0].detail!)).toMatchObject({
      agencyId,
      uuid: body.uuid,
      keyPrefix: key.slice(0, 12),
    });
  });

  it('is idempotent by uuid: the same body answers the same booking; another body is refused', async () => {
    const body = reservation();
    const first = zBooking.parse((await octo('POST', '/bookings', body)).json());
    const left = await vacancies();
    const again = await octo('POST', '/bookings', body);
    expect(again.statusCode).toBe(200);
    expect(zBooking.parse(again.json()).id).toBe(first.id);
    expect(await vacancies()).toBe(left);
    const other = await octo('POST', '/bookings', { ...body, unitItems: [{ unitId: 'adult' }] });
    expect(other.statusCode).toBe(400);
    expect(zErrorUnprocessableEntity.parse(other.json()).error).toBe('UNPROCESSABLE_ENTITY');
    expect(await vacancies()).toBe(left);
  });

  it('two reserves of one uuid at once make one booking, and both answer it', async () => {
    const body = reservation();
    const left = await vacancies();
    const [first, second] = await Promise.all([
      octo('POST', '/bookings', body),
      octo('POST', '/bookings', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(zBooking.parse(first.json()).id).toBe(zBooking.parse(second.json()).id);
    expect(await vacancies()).toBe(left - 2);
    const rows = await t.database.db
      .selectFrom('octoBookings')
      .select('id')
      .where('uuid', '=', body.uuid)
      .execute();
    expect(rows).toHaveLength(1);
    await octo('POST', `/bookings/${body.uuid}/cancel`, {});
  });

  it('gets and lists the agency’s bookings by OCTO’s filters; another agency’s key sees none of them', async () => {
    const body = reservation({ resellerReference: 'LIST-7' });
    const made = zBooking.parse((await octo('POST', '/bookings', body)).json());
    const got = await octo('GET', `/bookings/${body.uuid}`);
    expect(zBooking.parse(got.json()).id).toBe(made.id);

    const ids = async (query: string) => {
      const res = await octo('GET', `/bookings?${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as unknown[]).map((b) => zBooking.parse(b).id);
    };
    expect(await ids('resellerReference=LIST-7')).toEqual([made.id]);
    expect(await ids(`supplierReference=${made.id}`)).toEqual([made.id]);
    expect(await ids(`localDate=${date}`)).toContain(made.id);
    expect(
      await ids(`localDateStart=${addDaysUtc(date, -1)}&localDateEnd=${date}&productId=${tk.tourId}`),
    ).toContain(made.id);
    expect(await ids(`localDate=${addDaysUtc(date, 1)}`)).not.toContain(made.id);
    expect(await ids(`localDate=${date}&optionId=999999`)).toEqual([]);

    const noFilter = await octo('GET', '/bookings');
    expect(noFilter.statusCode).toBe(400);
    expect(zErrorBadRequest.parse(noFilter.json()).error).toBe('BAD_REQUEST');

    const foreign = await octo('GET', `/bookings/${body.uuid}`, undefined, '', otherKey);
    expect(foreign.statusCode).toBe(400);
    expect(zErrorInvalidBookingUuid.parse(foreign.json())).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid: body.uuid,
    });
    const foreignList = await octo('GET', '/bookings?resellerReference=LIST-7', undefined, '', otherKey);
    expect(foreignList.json()).toEqual([]);
  });

  it('cancel releases a hold at once; a confirmed booking is cancelled by the ticket’s rules (POST …/cancel and DELETE)', async () => {
    const before = await vacancies();
    const hold = reservation();
    zBooking.parse((await octo('POST', '/bookings', hold)).json());
    expect(await vacancies()).toBe(before - 2);
    const released = await octo('POST', `/bookings/${hold.uuid}/cancel`, { reason: 'Customer left' });
    expect(released.statusCode).toBe(200);
    const r = zBooking.parse(released.json());
    expect(r).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(r.cancellation).toMatchObject({ refund: 'FULL', reason: 'Customer left' });
    expect(await vacancies()).toBe(before);

    const body = reservation();
    await octo('POST', '/bookings', body);
    await octo('POST', `/bookings/${body.uuid}/confirm`, { contact: { firstName: 'Li', lastName: 'Wei' } });
    expect(await vacancies()).toBe(before - 2);
    const cancelled = await octo('DELETE', `/bookings/${body.uuid}`);
    expect(cancelled.statusCode).toBe(200);
    const c = zBooking.parse(cancelled.json());
    expect(c.status).toBe('CANCELLED');
    expect(['FULL', 'PARTIAL', 'NONE']).toContain(c.cancellation?.refund);
    expect(await vacancies()).toBe(before);
    const row = await booking(c.id);
    expect(row.status).toBe(4);
    expect(row.guestName).toBe('Li Wei');
    // Cancelling again answers the cancelled booking.
    expect(zBooking.parse((await octo('POST', `/bookings/${body.uuid}/cancel`, {})).json()).status).toBe(
      'CANCELLED',
    );
  });

  it('a hold lapses by itself: EXPIRED, its seats not counted by the next booking even before the sweep, and not confirmable', async () => {
    const day = addDaysUtc(date, 2);
    const body = reservation({ availabilityId: availabilityId(day) });
    const held = zBooking.parse((await octo('POST', '/bookings', body)).json());
    // Make the held seats the last ones of the slot's day (its seat row: domain/slot-seats.ts).
    const slot = await t.database.db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .select(['s.id', 's.groupId', 'g.isTimeSlotsIndependant'])
      .where('s.id', '=', tk.slotId)
      .executeTakeFirstOrThrow();
    const seatRow = t.database.db
      .updateTable('slotSeats')
      .where('groupId', '=', slot.groupId)
      .where('timeSlotId', '=', seatsSlotId(slot))
      .where('date', '=', day);
    await seatRow.set((eb) => ({ capacity: eb.ref('booked') })).execute();
    const agentBooking = () =>
      call('agent', 'POST', '/api/agent/bookings', {
        clientRef: randomUUID(),
        date: day,
        tourId: tk.tourId,
        offerId: tk.offerId,
        timeSlotId: tk.slotId,
        adults: 1,
        guestName: 'Walk In',
        hotelId: 0,
      });
    expect((await agentBooking()).statusCode).toBe(422);
    const soldOut = await octo('POST', '/bookings', reservation({ availabilityId: availabilityId(day) }));
    expect(soldOut.statusCode).toBe(400);
    expect(zErrorUnprocessableEntity.parse(soldOut.json()).error).toBe('UNPROCESSABLE_ENTITY');

    await lapse(held.id);
    const expired = zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json());
    expect(expired.status).toBe('EXPIRED');
    // No sweep has run: the next booking of the day releases the lapsed hold itself.
    expect((await agentBooking()).statusCode).toBe(201);
    expect((await booking(held.id)).status).toBe(4);
    const confirm = await octo('POST', `/bookings/${body.uuid}/confirm`, {
      contact: { fullName: 'Too Late' },
    });
    expect(confirm.statusCode).toBe(400);
    expect(zErrorInvalidBookingUuid.parse(confirm.json()).error).toBe('INVALID_BOOKING_UUID');
    expect(zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json()).status).toBe('EXPIRED');
  });

  it('the sweep releases lapsed holds for the chart and lists; a live hold stays', async () => {
    const before = await vacancies();
    const lapsing = reservation();
    const staying = reservation();
    const a = zBooking.parse((await octo('POST', '/bookings', lapsing)).json());
    const b = zBooking.parse((await octo('POST', '/bookings', staying)).json());
    await lapse(a.id);
    expect(await vacancies()).toBe(before - 4);
    expect(await sweepLapsedHolds(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await vacancies()).toBe(before - 2);
    expect((await booking(a.id)).status).toBe(4);
    expect((await booking(b.id)).status).toBe(0);
    expect(zBooking.parse((await octo('GET', `/bookings/${staying.uuid}`)).json()).status).toBe('ON_HOLD');
    await octo('POST', `/bookings/${staying.uuid}/cancel`, {});
  });

  it('expirationMinutes is held to at most 120; extend moves a live hold; PATCH changes the reference and contact, and a confirmed booking keeps its departure', async () => {
    const body = reservation({ expirationMinutes: 10_000 });
    const asked = Date.now();
    const held = zBooking.parse((await octo('POST', '/bookings', body)).json());
    expect(Date.parse(held.utcExpiresAt!) - asked).toBeLessThanOrEqual(120 * 60_000 + 5_000);
    const extended = zBooking.parse(
      (await octo('POST', `/bookings/${body.uuid}/extend`, { expirationMinutes: 60 })).json(),
    );
    expect(Math.abs(Date.parse(extended.utcExpiresAt!) - (Date.now() + 60 * 60_000))).toBeLessThan(10_000);
    const patched = await octo('PATCH', `/bookings/${body.uuid}`, {
      resellerReference: 'NEW-REF',
      contact: { fullName: 'Anna Petrova' },
    });
    expect(patched.statusCode).toBe(200);
    expect(zBooking.parse(patched.json())).toMatchObject({ resellerReference: 'NEW-REF', status: 'ON_HOLD' });
    expect((await booking(held.id)).guestName).toBe('Anna Petrova');
    await octo('POST', `/bookings/${body.uuid}/confirm`, { contact: { fullName: 'Anna Petrova' } });
    const moved = await octo('PATCH', `/bookings/${body.uuid}`, {
      availabilityId: availabilityId(addDaysUtc(date, 1)),
    });
    expect(moved.statusCode).toBe(400);
    expect(zErrorUnprocessableEntity.parse(moved.json()).errorMessage).toContain('cancel it and book again');
    expect(zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json()).availabilityId).toBe(
      availabilityId(),
    );
    await octo('POST', `/bookings/${body.uuid}/cancel`, {});
  });

  it('a hold moves to another departure and units by PATCH, and takes other units at confirm, by the booking path’s seats and prices; a refused change leaves the hold as it was', async () => {
    const [first, second] = [addDaysUtc(date, 3), addDaysUtc(date, 4)];
    const [before1, before2] = [await vacancies(first), await vacancies(second)];
    const body = reservation({ availabilityId: availabilityId(first), expirationMinutes: 20 });
    const held = zBooking.parse((await octo('POST', '/bookings', body, 'octo/pricing')).json());
    expect(await vacancies(first)).toBe(before1 - 2);

    // Another day and three adults, the first unit item kept by its uuid.
    const kept = held.unitItems[0].uuid;
    const patched = await octo(
      'PATCH',
      `/bookings/${body.uuid}`,
      {
        availabilityId: availabilityId(second),
        unitItems: [{ unitId: 'adult', uuid: kept }, { unitId: 'adult' }, { unitId: 'adult' }],
        notes: 'Moved a day',
      },
      'octo/pricing',
    );
    expect(patched.statusCode).toBe(200);
    const moved = zBooking.parse(patched.json());
    expect(moved).toMatchObject({
      uuid: body.uuid,
      status: 'ON_HOLD',
      availabilityId: availabilityId(second),
      utcExpiresAt: held.utcExpiresAt,
      notes: 'Moved a day',
    });
    expect(moved.unitItems.map((u) => u.unitId)).toEqual(['adult', 'adult', 'adult']);
    expect(moved.unitItems[0].uuid).toBe(kept);
    expect(await vacancies(first)).toBe(before1);
    expect(await vacancies(second)).toBe(before2 - 3);
    // The held booking was booked anew by the booking path: three adults at the day's price; the one
    // it replaced is cancelled (refunded in full).
    const [oldRow, newRow] = [await booking(held.id), await booking(moved.id)];
    expect(oldRow).toMatchObject({ status: BookingStatus.Cancelled, refundPercent: 100 });
    expect(newRow).toMatchObject({ status: BookingStatus.New, date: second, numAdults: 3, agencyId });
    expect(moved.pricing!.retail).toBe(Math.round((newRow.grossSalesAed / 10_000) * 100));

    // One place left beside the hold's three: confirming with five is refused and changes nothing.
    const slot = await t.database.db
      .selectFrom('timeSlots as s')
      .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
      .select(['s.id', 's.groupId', 'g.isTimeSlotsIndependant'])
      .where('s.id', '=', tk.slotId)
      .executeTakeFirstOrThrow();
    const seats = () =>
      t.database.db
        .selectFrom('slotSeats')
        .select(['booked', 'capacity'])
        .where('groupId', '=', slot.groupId)
        .where('timeSlotId', '=', seatsSlotId(slot))
        .where('date', '=', second)
        .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('slotSeats')
      .where('groupId', '=', slot.groupId)
      .where('timeSlotId', '=', seatsSlotId(slot))
      .where('date', '=', second)
      .set((eb) => ({ capacity: eb(eb.ref('booked'), '+', 1) }))
      .execute();
    const { booked } = await seats();
    const adults = (n: number) => Array.from({ length: n }, () => ({ unitId: 'adult' }));
    const contact = { fullName: 'Olga Ivanova' };
    const tooMany = await octo('POST', `/bookings/${body.uuid}/confirm`, { contact, unitItems: adults(5) });
    expect(tooMany.statusCode).toBe(400);
    // The places left as this hold sees them: its own three and the one beside them.
    expect(zErrorUnprocessableEntity.parse(tooMany.json()).errorMessage).toContain('4 left');
    expect(zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json())).toMatchObject({
      id: moved.id,
      status: 'ON_HOLD',
    });
    expect((await seats()).booked).toBe(booked);

    // Four fit (the hold's own three count for the change): CONFIRMED with them, the day full.
    const confirmed = await octo('POST', `/bookings/${body.uuid}/confirm`, { contact, unitItems: adults(4) });
    expect(confirmed.statusCode).toBe(200);
    const done = zBooking.parse(confirmed.json());
    expect(done).toMatchObject({ status: 'CONFIRMED', availabilityId: availabilityId(second) });
    expect(done.unitItems).toHaveLength(4);
    expect(await booking(done.id)).toMatchObject({
      numAdults: 4,
      guestName: 'Olga Ivanova',
      status: BookingStatus.New,
    });
    expect(await seats()).toEqual({ booked: booked + 1, capacity: booked + 1 });
    expect(
      (
        await t.database.db
          .selectFrom('bookingHolds')
          .select('bookingId')
          .where('bookingId', '=', Number(done.id))
          .execute()
      ).length,
    ).toBe(0);
    await octo('POST', `/bookings/${body.uuid}/cancel`, {});
  });

  it('answers bad booking calls with OCTO’s codes and changes nothing', async () => {
    const before = await vacancies();
    const badUnit = await octo('POST', '/bookings', reservation({ unitItems: [{ unitId: 'senior' }] }));
    expect(badUnit.statusCode).toBe(400);
    expect(zErrorInvalidUnitId.parse(badUnit.json())).toMatchObject({ unitId: 'senior' });
    const badUuid = await octo('POST', '/bookings', reservation({ uuid: 'not-a-uuid' }));
    expect(badUuid.statusCode).toBe(400);
    expect(badUuid.json().error).toBe('BAD_REQUEST');
    const badSlot = await octo('POST', '/bookings', reservation({ availabilityId: `${date}~999999` }));
    expect(badSlot.json().error).toBe('INVALID_AVAILABILITY_ID');
    const badProduct = await octo('POST', '/bookings', reservation({ productId: '999999' }));
    expect(badProduct.json().error).toBe('INVALID_PRODUCT_ID');
    const noUnits = await octo('POST', '/bookings', reservation({ unitItems: [] }));
    expect(noUnits.statusCode).toBe(400);
    const past = await octo('POST', '/bookings', reservation({ availabilityId: availabilityId(todayUtc()) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('UNPROCESSABLE_ENTITY');
    const unknown = randomUUID();
    for (const [method, path] of [
      ['GET', `/bookings/${unknown}`],
      ['POST', `/bookings/${unknown}/confirm`],
      ['POST', `/bookings/${unknown}/cancel`],
    ] as const) {
      const res = await octo(method, path, method === 'POST' ? { contact: { fullName: 'X' } } : undefined);
      expect(res.statusCode).toBe(400);
      expect(zErrorInvalidBookingUuid.parse(res.json())).toMatchObject({ uuid: unknown });
    }
    // Malformed calls are OCTO's 400s, never a 500.
    const weird: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object | undefined]> = [
      ['POST', '/bookings', { ...reservation(), unitItems: 'adult' }],
      ['POST', '/bookings', { ...reservation(), expirationMinutes: -5 }],
      ['POST', '/bookings', { ...reservation(), contact: { emailAddress: 'not an address' } }],
      ['POST', '/bookings', { ...reservation(), availabilityId: '2026-02-30~1' }],
      ['GET', '/bookings?localDate=yesterday', undefined],
      ['GET', `/bookings?localDateStart=${date}&localDateEnd=${addDaysUtc(date, -3)}`, undefined],
      ['GET', `/bookings?localDateStart=${date}`, undefined],
      ['PATCH', `/bookings/${unknown}`, { notes: 'x' }],
      ['POST', `/bookings/${unknown}/extend`, { expirationMinutes: 'ten' }],
      ['DELETE', `/bookings/${'x'.repeat(300)}`, undefined],
    ];
    for (const [method, path, payload] of weird) {
      const res = await octo(method, path, payload);
      expect({ path, status: res.statusCode, body: res.body }).toMatchObject({ status: 400 });
      expect({ path, error: typeof res.json().error }).toEqual({ path, error: 'string' });
    }
    const body = reservation();
    await octo('POST', '/bookings', body);
    const noContact = await octo('POST', `/bookings/${body.uuid}/confirm`, { contact: {} });
    expect(noContact.statusCode).toBe(400);
    const otherUnits = await octo('POST', `/bookings/${body.uuid}/confirm`, {
      contact: { fullName: 'A B' },
      unitItems: [{ unitId: 'senior' }],
    });
    expect(zErrorInvalidUnitId.parse(otherUnits.json())).toMatchObject({ unitId: 'senior' });
    const noAdult = await octo('PATCH', `/bookings/${body.uuid}`, { unitItems: [{ unitId: 'child' }] });
    expect(noAdult.statusCode).toBe(400);
    expect(zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json()).status).toBe('ON_HOLD');
    await octo('POST', `/bookings/${body.uuid}/cancel`, {});
    expect(await vacancies()).toBe(before);
  });

  it('with octo/pricing each unit item carries its price, adding up to the booking’s; with octo/content the product, option and units come along', async () => {
    const both = 'octo/pricing, octo/content';
    const product = zProduct.parse((await octo('GET', `/products/${tk.tourId}`, undefined, both)).json());
    const option = product.options.find((o) => o.id === String(tk.offerId))!;
    const hasChild = option.units.some((u) => u.id === 'child');
    const unitItems = [{ unitId: 'adult' }, { unitId: 'adult' }, ...(hasChild ? [{ unitId: 'child' }] : [])];
    const body = reservation({ unitItems });
    const held = zBooking.parse((await octo('POST', '/bookings', body, both)).json());
    const row = await booking(held.id);
    const minorOf = (units: number) => Math.round(units / 100);
    // Each kind at its price in the booking (its contract's, on its date), the items adding up exactly.
    expect(held.unitItems.map((u) => [u.unitId, u.pricing?.retail])).toEqual(
      unitItems.map((u) => [u.unitId, minorOf(u.unitId === 'adult' ? row.priceAdult : row.priceChild)]),
    );
    const sum = (k: 'retail' | 'net') => held.unitItems.reduce((a, u) => a + (u.pricing![k] ?? 0), 0);
    expect(sum('retail')).toBe(held.pricing!.retail);
    expect(sum('net')).toBe(held.pricing!.net);
    expect(held.pricing).toMatchObject({ retail: minorOf(row.grossSalesAed), net: minorOf(row.netTotal) });
    expect(held.unitItems.every((u) => u.pricing!.currency === 'AED')).toBe(true);
    // Content: the product and option as the catalogue gives them, each unit item its unit.
    expect(held.product).toMatchObject({ id: String(tk.tourId), title: product.title });
    expect(held.option).toMatchObject({ id: String(tk.offerId), title: option.title });
    expect(held.unitItems.map((u) => u.unit?.id)).toEqual(unitItems.map((u) => u.unitId));
    // Without the capabilities, none of it; a list answers it for each booking.
    const plain = zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).json());
    expect(plain.product).toBeUndefined();
    expect(plain.unitItems[0].pricing).toBeUndefined();
    const listed = (await octo('GET', `/bookings?localDate=${date}`, undefined, both)).json() as unknown[];
    const mine = listed.map((b) => zBooking.parse(b)).find((b) => b.uuid === body.uuid)!;
    expect(mine.option?.id).toBe(String(tk.offerId));
    expect(mine.unitItems[0].pricing?.retail).toBe(held.unitItems[0].pricing?.retail);
    await octo('POST', `/bookings/${body.uuid}/cancel`, {});
  });

  it('describes the booking routes in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    for (const path of [
      '/octo/bookings',
      '/octo/bookings/{uuid}',
      '/octo/bookings/{uuid}/confirm',
      '/octo/bookings/{uuid}/cancel',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.paths['/octo/bookings/{uuid}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });
});

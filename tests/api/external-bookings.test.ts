import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus, ExternalCodeType } from '../../contract';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { octoClient } from '../../server/integrations/octo/adapter';
import type { Availability } from '../../server/integrations/octo/types';
import { OCTO_DEMO_API_KEY, octoDemoCalls } from '../../server/integrations/octo-demo/behaviour';
import { recoverInterruptedBookings, recoveryGraceMs } from '../../server/modules/external-bookings/recovery';
import { updateProvider } from '../../server/modules/external-providers/repo';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { LOOPBACK_ALLOWED, listenWithDemoProvider } from './octo-helper';
import { pdfStandardFontTexts } from './pdf-text';

// A booking on a slot mapped to the OCTO demo provider, over real HTTP (the app listens; the demo
// provider is its own routes): reserve → our transaction → confirm, cancel, failures, the tickets PDF.

describe.each(databases)('bookings with an OCTO provider on $name', ({ url }) => {
  let t: TestContext;
  let close: () => Promise<void>;
  let demoBaseUrl: string;
  let agent: string;
  let provider: { id: number; supplierId: number; name: string };
  let sale: { tourId: number; offerId: number; slotId: number; groupId: number };
  const date = addDaysUtc(todayUtc(), 12);
  // The tests of what is kept book another day, so the seats the others take on `date` stay theirs.
  const keptDay = addDaysUtc(todayUtc(), 13);

  /** Points the demo supplier's provider at the demo with rules (slow, fail) and a tag to count calls. */
  const useKey = async (rules: string) => {
    const key = `${OCTO_DEMO_API_KEY}+test-${randomUUID().slice(0, 8)}${rules ? `+${rules}` : ''}`;
    await updateProvider(t.database.db, { supplierId: provider.supplierId }, provider.id, {
      name: provider.name,
      baseUrl: '/octo-demo/v1',
      apiKey: key,
      octoSupplierId: null,
      isActive: true,
    });
    return key;
  };

  let ownSlot: { tourId: number; offerId: number; slotId: number };
  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    ({ close, demoBaseUrl } = await listenWithDemoProvider(t));
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const db = t.database.db;
    provider = await db
      .selectFrom('externalProviders')
      .select(['id', 'supplierId', 'name'])
      .executeTakeFirstOrThrow();
    // A live offer of the provider's supplier, sold every day with children, priced on the date.
    const sellable = () =>
      db
        .selectFrom('offers as o')
        .innerJoin('tours as tr', 'tr.id', 'o.tourId')
        .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
        .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
        .select(['o.tourId', 'o.id as offerId', 's.id as slotId', 's.groupId'])
        .where('tr.supplierId', '=', provider.supplierId)
        .where('o.bookingType', '=', 1)
        .where('o.daysOffered', '=', 0)
        .where('o.minNumOfPeople', '=', 1)
        .where('o.childrenAllowed', '=', 1)
        .where('o.isDeleted', '=', 0)
        .where('s.type', '=', 0)
        .where('s.daysOffered', '=', 0)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('validPeriods as p')
              .select('p.id')
              .whereRef('p.offerId', '=', 'o.id')
              .where('p.periodStart', '<=', date)
              .where('p.periodEnd', '>=', keptDay),
          ),
        )
        .orderBy('o.id');
    sale = await sellable().executeTakeFirstOrThrow();
    // Another slot of ours, sold by no provider.
    ownSlot = await sellable().where('s.id', '<>', sale.slotId).executeTakeFirstOrThrow();
    // The slot sells the demo's Burj Khalifa 11:00 entry, a QR ticket per guest, references BK-….
    await db
      .updateTable('timeSlots')
      .set({
        isExternalId: 1,
        externalProviderId: provider.id,
        externalProductId: 'burj-khalifa-at-the-top',
        // As the slot editor maps it: the option as the product's mapping value, the start time as id.
        externalProductMappingValue: 'DEFAULT',
        externalId: '11:00',
        externalProviderCodeType: ExternalCodeType.QrCode,
        externalIsTicketPerPax: 1,
        bookingReferencePrefix: 'BK-',
      })
      .where('id', '=', sale.slotId)
      .execute();
  });
  afterAll(async () => close?.());

  const booking = (patch: object = {}) => ({
    clientRef: randomUUID(),
    date,
    tourId: sale.tourId,
    offerId: sale.offerId,
    timeSlotId: sale.slotId,
    adults: 2,
    children: 1,
    guestName: 'Ivan Petrov',
    hotelId: 0,
    ...patch,
  });
  const post = (body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agent/bookings',
      headers: { ...bearer(agent), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const ticketsOf = (bookingId: number) =>
    t.database.db
      .selectFrom('bookingExternalTickets')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .execute();
  const demoBooking = (uuid: string) =>
    t.database.db
      .selectFrom('octoDemoBookings')
      .select(['status'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
  const seatsTaken = async () =>
    (
      await t.database.db
        .selectFrom('slotSeats')
        .select('booked')
        .where('date', '=', date)
        .where('groupId', '=', sale.groupId)
        .execute()
    ).reduce((n, r) => n + r.booked, 0);
  const nothingKept = async (clientRef: string) => {
    const row = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('clientRef', '=', clientRef)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  };

  /** The demo's calls with this key since `before` (a count per operation, zeros left out). */
  const callsSince = (key: string, before: Partial<Record<string, number>>) =>
    Object.fromEntries(
      Object.entries(octoDemoCalls(key))
        .map(([op, n]) => [op, n - (before[op] ?? 0)] as const)
        .filter(([, n]) => n !== 0),
    );
  /** Changes the departures kept for the provider (the database cache), as a provider's change would. */
  const editKeptAvailability = async (change: (a: Availability) => Availability) => {
    const rows = await t.database.db
      .selectFrom('externalProviderCache')
      .select(['cacheKey', 'body'])
      .where('providerId', '=', provider.id)
      .where('cacheKey', 'like', 'availability:%')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      await t.database.db
        .updateTable('externalProviderCache')
        .set({ body: JSON.stringify((JSON.parse(r.body) as Availability[]).map(change)) })
        .where('providerId', '=', provider.id)
        .where('cacheKey', '=', r.cacheKey)
        .execute();
  };

  let confirmedId = 0;

  it('reserves with the provider, books, confirms, and keeps the references and a QR code per guest', async () => {
    const key = await useKey('');
    const res = await post(booking());
    expect(res.statusCode).toBe(201);
    confirmedId = res.json().id;
    const [row] = await ticketsOf(confirmedId);
    expect(row).toMatchObject({ part: 'all', providerId: provider.id, status: 'confirmed', codeType: 1 });
    expect(row.supplierReference).toBeTruthy();
    const codes = JSON.parse(row.codes) as { unit: string; code: string }[];
    expect(codes.map((c) => c.unit)).toEqual(['Adult 1', 'Adult 2', 'Child 1']);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    expect((await demoBooking(row.providerBookingUuid))?.status).toBe('CONFIRMED');
    // Nothing was kept yet: the product list and the day's availability, then the reserve and the confirm.
    expect(octoDemoCalls(key)).toEqual({ products: 1, availability: 1, reserve: 1, confirm: 1 });
  });

  it('shows the tickets as downloadable and prints the provider’s codes, one page per guest', async () => {
    const details = await t.app.inject({ url: `/api/agent/bookings/${confirmedId}`, headers: bearer(agent) });
    expect(details.statusCode).toBe(200);
    expect(details.json().canDownloadTickets).toBe(true);

    const res = await t.app.inject({
      url: `/api/agent/bookings/downloadtickets/${confirmedId}`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await ticketsOf(confirmedId);
    const codes = (JSON.parse(row.codes) as { code: string }[]).map((c) => c.code);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(3);
    expect(pdfStandardFontTexts(res.rawPayload)).toEqual(codes);
  });

  it('cancelling the booking cancels the tickets with the provider', async () => {
    const [row] = await ticketsOf(confirmedId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${confirmedId}/cancel`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(BookingStatus.Cancelled);
    expect((await demoBooking(row.providerBookingUuid))?.status).toBe('CANCELLED');
    expect((await ticketsOf(confirmedId))[0].status).toBe('cancelled');
    // A cancelled booking has no tickets to download.
    const pdf = await t.app.inject({
      url: `/api/agent/bookings/downloadtickets/${confirmedId}`,
      headers: bearer(agent),
    });
    expect(pdf.statusCode).toBe(422);
  });

  it('keeps the booking as it is when the provider refuses the cancel, and says so', async () => {
    await useKey('');
    const made = await post(booking());
    expect(made.statusCode).toBe(201);
    await useKey('fail:cancel=503');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.json().id}/cancel`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ reason: 'provider_refused', step: 'cancel' });
    expect(res.json().message).toContain('The booking was not cancelled');
    const status = await t.database.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(0);
    expect((await ticketsOf(made.json().id))[0].status).toBe('confirmed');
  });

  it('a booking whose provider was removed is still cancelled, its tickets marked as not cancelled there', async () => {
    await useKey('');
    const made = await post(booking());
    expect(made.statusCode).toBe(201);
    const move = (supplierId: number) =>
      t.database.db
        .updateTable('externalProviders')
        .set({ supplierId })
        .where('id', '=', provider.id)
        .execute();
    // Given to another supplier: for this one, the provider is gone.
    const other = await t.database.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '<>', provider.supplierId)
      .executeTakeFirstOrThrow();
    await move(other.id);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${made.json().id}/cancel`,
        headers: bearer(agent),
      });
      expect(res.statusCode).toBe(200);
      const [row] = await ticketsOf(made.json().id);
      expect(row.status).toBe('cancel_failed');
      expect(row.lastError).toContain('no longer set up');
    } finally {
      await move(provider.supplierId);
    }
  });

  it('takes the product from the list the slot editor’s lookup kept in the database', async () => {
    const key = await useKey('');
    // The editor maps slots from the provider's offers: that lookup keeps the product list for 5 minutes.
    const editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    const offers = await t.app.inject({
      url: `/api/timeslots/externaloffers?apiproviderid=${provider.id}`,
      headers: bearer(editor),
    });
    expect(offers.statusCode).toBe(200);
    expect(octoDemoCalls(key)).toEqual({ products: 1 });
    expect((await post(booking())).statusCode).toBe(201);
    // No product call of its own: the day's availability, the reserve, the confirm.
    expect(octoDemoCalls(key)).toEqual({ products: 1, availability: 1, reserve: 1, confirm: 1 });
  });

  it('the usual booking makes two provider round trips: the reserve and the confirm', async () => {
    const key = await useKey('');
    expect((await post(booking({ date: keptDay, adults: 1, children: 0 }))).statusCode).toBe(201);
    const before = octoDemoCalls(key);
    // Another agent's booking of the same departure, another party: the product and the departure's
    // availability id come from what the first kept in the database.
    const res = await post(booking({ date: keptDay, adults: 2, children: 0, guestName: 'Anna Smirnova' }));
    expect(res.statusCode).toBe(201);
    expect(callsSince(key, before)).toEqual({ reserve: 1, confirm: 1 });
    const [row] = await ticketsOf(res.json().id);
    expect(row.status).toBe('confirmed');
    expect((await demoBooking(row.providerBookingUuid))?.status).toBe('CONFIRMED');
  });

  it('a kept departure the provider has since moved: the refused reserve reads the day afresh once, and books', async () => {
    const key = await useKey('');
    expect((await post(booking({ date: keptDay, adults: 1, children: 0 }))).statusCode).toBe(201);
    await editKeptAvailability((a) => ({ ...a, id: `${a.id}-moved` }));
    const before = octoDemoCalls(key);
    const res = await post(booking({ date: keptDay, adults: 1, children: 0 }));
    expect(res.statusCode).toBe(201);
    expect(callsSince(key, before)).toEqual({ reserve: 2, availability: 1, confirm: 1 });
    expect((await ticketsOf(res.json().id))[0].status).toBe('confirmed');
    // What was read afresh is kept: the next booking is back to two round trips.
    const next = octoDemoCalls(key);
    expect((await post(booking({ date: keptDay, adults: 1, children: 0 }))).statusCode).toBe(201);
    expect(callsSince(key, next)).toEqual({ reserve: 1, confirm: 1 });
  });

  it('a kept departure that has sold out since: read afresh once, then refused with the reason (422)', async () => {
    const key = await useKey('');
    expect((await post(booking({ date: keptDay, adults: 1, children: 0 }))).statusCode).toBe(201);
    // Another reseller takes every seat left at the provider.
    const filler = octoClient({
      baseUrl: demoBaseUrl,
      apiKey: `${OCTO_DEMO_API_KEY}+filler`,
      outbound: LOOPBACK_ALLOWED,
    });
    const [departure] = (
      await filler.availability({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'DEFAULT',
        localDateStart: keptDay,
        localDateEnd: keptDay,
      })
    ).filter((a) => a.localDateTimeStart.slice(11, 16) === '11:00');
    // In parties the option takes (at most its maxUnits each).
    const taken: { uuid: string }[] = [];
    for (let left = departure.vacancies ?? 0; left > 0; left -= 20)
      taken.push(
        await filler.reserve({
          productId: 'burj-khalifa-at-the-top',
          optionId: 'DEFAULT',
          availabilityId: departure.id,
          unitItems: Array.from({ length: Math.min(20, left) }, () => ({ unitId: 'adult' })),
        }),
      );
    try {
      const before = octoDemoCalls(key);
      const body = booking({ date: keptDay, adults: 1, children: 0 });
      const res = await post(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().reason).toBe('provider_unavailable');
      expect(res.json().message).toBe('The provider has sold out this departure. No booking was made.');
      expect(callsSince(key, before)).toEqual({ reserve: 1, availability: 1, cancel: 1 });
      await nothingKept(body.clientRef);
    } finally {
      for (const hold of taken) await filler.release(hold.uuid);
    }
  });

  /**
   * A booking as a server that stopped between its commit and the provider's confirm leaves it: made
   * through the API, then set back to a reservation the provider holds (or, `gone`, one it no longer
   * knows), its rows `reserved` and last touched `minutesAgo` ago.
   */
  const interrupted = async (key: string, opts: { gone?: boolean; minutesAgo?: number } = {}) => {
    const made = await post(booking({ date: keptDay }));
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const demo = octoClient({ baseUrl: demoBaseUrl, apiKey: key, outbound: LOOPBACK_ALLOWED });
    const [row] = await ticketsOf(id);
    await demo.cancel(row.providerBookingUuid);
    const [departure] = (
      await demo.availability({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'DEFAULT',
        localDateStart: keptDay,
        localDateEnd: keptDay,
      })
    ).filter((a) => a.localDateTimeStart.slice(11, 16) === '11:00');
    const hold = opts.gone
      ? { uuid: randomUUID(), supplierReference: null }
      : await demo.reserve({
          productId: 'burj-khalifa-at-the-top',
          optionId: 'DEFAULT',
          availabilityId: departure.id,
          unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
        });
    const then = new Date(Date.now() - (opts.minutesAgo ?? 10) * 60_000).toISOString();
    await t.database.db
      .updateTable('bookingExternalTickets')
      .set({
        providerBookingUuid: hold.uuid,
        supplierReference: hold.supplierReference ?? null,
        status: 'reserved',
        codes: '[]',
        createdAt: then,
        updatedAt: then,
      })
      .where('bookingId', '=', id)
      .execute();
    return { id, uuid: hold.uuid };
  };
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('the recovery confirms an interrupted booking whose reservation the provider still holds', async () => {
    const key = await useKey('');
    const recent = await interrupted(key, { minutesAgo: 0 });
    // Still within its grace period: its own confirm may be running; left alone.
    expect((await recoverInterruptedBookings(t.ctx)).confirmed).not.toContain(recent.id);
    expect((await ticketsOf(recent.id))[0].status).toBe('reserved');

    const { id, uuid } = await interrupted(key);
    const outcome = await recoverInterruptedBookings(t.ctx);
    expect(outcome.confirmed).toContain(id);
    const [row] = await ticketsOf(id);
    expect(row).toMatchObject({ status: 'confirmed', lastError: null });
    expect((JSON.parse(row.codes) as { unit: string }[]).map((c) => c.unit)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
    ]);
    expect((await demoBooking(uuid))?.status).toBe('CONFIRMED');
    expect(await statusOf(id)).not.toBe(BookingStatus.Cancelled);
    const details = await t.app.inject({ url: `/api/agent/bookings/${id}`, headers: bearer(agent) });
    expect(details.json().canDownloadTickets).toBe(true);
    // Done once: the next round finds nothing of it.
    expect((await recoverInterruptedBookings(t.ctx)).confirmed).not.toContain(id);
  });

  it('the recovery undoes an interrupted booking whose reservation is gone: cancelled, seats back, audited', async () => {
    const key = await useKey('');
    const seats = async () =>
      (
        await t.database.db
          .selectFrom('slotSeats')
          .select('booked')
          .where('date', '=', keptDay)
          .where('groupId', '=', sale.groupId)
          .execute()
      ).reduce((n, r) => n + r.booked, 0);
    const { id } = await interrupted(key, { gone: true });
    const before = await seats();
    const outcome = await recoverInterruptedBookings(t.ctx);
    expect(outcome.undone).toContain(id);
    expect(await statusOf(id)).toBe(BookingStatus.Cancelled);
    expect(await seats()).toBe(before - 3);
    const [row] = await ticketsOf(id);
    expect(row.status).toBe('cancelled');
    expect(row.lastError).toContain('The provider did not confirm');
    const audited = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'userId'])
      .where('subject', '=', String(id))
      .where('action', '=', 'booking.cancel')
      .execute();
    expect(audited).toEqual([{ action: 'booking.cancel', userId: null }]);
    const history = await t.app.inject({ url: `/api/agent/bookings/${id}`, headers: bearer(agent) });
    expect(history.json().status).toBe(BookingStatus.Cancelled);
  });

  it('the recovery cancels through the transition table: a booking completed meanwhile stays completed', async () => {
    const key = await useKey('');
    const { id } = await interrupted(key, { gone: true });
    // Issue 24: the job wrote 'cancelled' over any status but cancelled, outside the transition table.
    await t.database.db
      .updateTable('bookings')
      .set({ status: BookingStatus.Completed })
      .where('id', '=', id)
      .execute();
    await recoverInterruptedBookings(t.ctx);
    expect(await statusOf(id)).toBe(BookingStatus.Completed);
    const audited = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('subject', '=', String(id))
      .where('action', '=', 'booking.cancel')
      .execute();
    expect(audited).toEqual([]);
  });

  it('two instances recovering at once confirm an interrupted booking once', async () => {
    const key = await useKey('');
    const { id } = await interrupted(key);
    const before = octoDemoCalls(key);
    // Two API instances on one database: two rounds at the same moment, each with its own connector.
    const [a, b] = await Promise.all([
      recoverInterruptedBookings({ db: t.database.db, config: { ...t.ctx.config } }),
      recoverInterruptedBookings({ db: t.database.db, config: { ...t.ctx.config } }),
    ]);
    expect([...a.confirmed, ...b.confirmed].filter((x) => x === id)).toEqual([id]);
    expect(callsSince(key, before)).toEqual({ confirm: 1 });
    expect((await ticketsOf(id))[0].status).toBe('confirmed');
  });

  it('a provider that does not answer the recovery keeps the booking for a later round, which confirms it', async () => {
    const key = await useKey('slow:confirm=800');
    const { id } = await interrupted(key);
    t.ctx.config.octoTimeoutMs = 200;
    try {
      expect((await recoverInterruptedBookings(t.ctx)).left).toContain(id);
    } finally {
      t.ctx.config.octoTimeoutMs = 10_000;
    }
    const [row] = await ticketsOf(id);
    expect(row.status).toBe('reserved');
    expect(row.lastError).toContain('did not answer');
    expect(await statusOf(id)).not.toBe(BookingStatus.Cancelled);
    // The claim keeps it from the next round until the grace period has passed.
    expect((await recoverInterruptedBookings(t.ctx)).left).not.toContain(id);
    const later = new Date(Date.now() + recoveryGraceMs(t.ctx.config.octoTimeoutMs) + 1000);
    expect((await recoverInterruptedBookings(t.ctx, later)).confirmed).toContain(id);
    expect((await ticketsOf(id))[0].status).toBe('confirmed');
  });

  it('a provider that fails at confirm leaves no booking, no seats and no hold; the agent gets 502 with the reason', async () => {
    const key = await useKey('fail:confirm=503');
    const seats = await seatsTaken();
    const body = booking();
    const res = await post(body, `k-${randomUUID()}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ reason: 'provider_refused', step: 'confirm' });
    expect(res.json().title).toContain('could not confirm the tickets');
    await nothingKept(body.clientRef);
    expect(await seatsTaken()).toBe(seats);
    const holds = await t.database.db
      .selectFrom('octoDemoBookings')
      .select('status')
      .where('apiKey', '=', key)
      .execute();
    expect(holds.map((h) => h.status)).toEqual(['CANCELLED']);
    // The same booking sent again once the provider is back is made (the outbox's retry).
    await useKey('');
    const retry = await post(body);
    expect(retry.statusCode).toBe(201);
  });

  it('a provider that refuses the reserve, or answers garbage, leaves nothing', async () => {
    for (const [rules, reason] of [
      ['fail:reserve=500', 'provider_refused'],
      ['garbage:availability', 'provider_bad_answer'],
    ]) {
      await useKey(rules);
      const body = booking();
      const res = await post(body);
      expect(res.statusCode).toBe(502);
      expect(res.json().reason).toBe(reason);
      await nothingKept(body.clientRef);
    }
  });

  it('a provider that does not answer in time leaves nothing and says it timed out', async () => {
    t.ctx.config.octoTimeoutMs = 500;
    try {
      await useKey('slow:reserve=1500');
      const body = booking();
      const res = await post(body);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ reason: 'provider_timeout', step: 'reserve' });
      expect(res.json().message).toContain('did not answer in time. No booking was made.');
      await nothingKept(body.clientRef);
    } finally {
      t.ctx.config.octoTimeoutMs = 10_000;
    }
  });

  it('a departure the provider cannot sell is the agent’s to change (422), not a provider failure', async () => {
    await useKey('');
    const res = await post(booking({ adults: 31, children: 0 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().reason).toBe('provider_unavailable');
  });

  it(
    'while a booking waits 5 s on a slow provider, other calls and bookings go on',
    { timeout: 30_000 },
    async () => {
      const key = await useKey('slow:reserve=5000');
      let slowDone = false;
      const slow = post(booking()).then((r) => {
        slowDone = true;
        return r;
      });
      // Wait until the provider has the reserve in hand (it counts calls as they arrive).
      while (!octoDemoCalls(key).reserve) await new Promise((r) => setTimeout(r, 20));
      const list = await t.app.inject({ url: '/api/agent/hotels/fornewbooking', headers: bearer(agent) });
      expect(list.statusCode).toBe(200);
      // A write too: the slow booking holds no transaction, so another booking commits meanwhile.
      const other = await post(
        booking({ tourId: ownSlot.tourId, offerId: ownSlot.offerId, timeSlotId: ownSlot.slotId }),
      );
      expect(other.statusCode).toBe(201);
      expect(slowDone).toBe(false);
      expect((await slow).statusCode).toBe(201);
    },
  );

  /** Maps the test slot to another demo product and option for one test, then back to Burj Khalifa. */
  const withSlotMapped = async (
    map: { product: string; option: string; time: string },
    run: () => Promise<void>,
  ) => {
    const set = (m: { product: string; option: string; time: string }) =>
      t.database.db
        .updateTable('timeSlots')
        .set({ externalProductId: m.product, externalProductMappingValue: m.option, externalId: m.time })
        .where('id', '=', sale.slotId)
        .execute();
    await set(map);
    try {
      await run();
    } finally {
      await set({ product: 'burj-khalifa-at-the-top', option: 'DEFAULT', time: '11:00' });
    }
  };
  const heldAt = (key: string) =>
    t.database.db.selectFrom('octoDemoBookings').select('status').where('apiKey', '=', key).execute();

  it('a party below the option’s minimum is refused at once (422, typed), and the provider is not asked to hold it', async () => {
    const key = await useKey('');
    await withSlotMapped({ product: 'desert-safari', option: 'DEFAULT', time: '15:00' }, async () => {
      const body = booking({ adults: 1, children: 0 });
      const res = await post(body, `k-${randomUUID()}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        reason: 'provider_unavailable',
        message: 'The provider sells this option to at least 2 guests. No booking was made.',
      });
      expect(octoDemoCalls(key).reserve ?? 0).toBe(0);
      expect(await heldAt(key)).toEqual([]);
      await nothingKept(body.clientRef);
    });
  });

  it('a supplier’s own final refusal (its minimum, not in what we kept) is 422 provider_declined, never 502; nothing is left anywhere', async () => {
    const key = await useKey('');
    await withSlotMapped({ product: 'desert-safari', option: 'DEFAULT', time: '15:00' }, async () => {
      // What Caravan kept of the product says one guest is enough; the supplier holds to two.
      expect((await post(booking({ adults: 2, children: 0 }))).statusCode).toBe(201);
      const rows = await t.database.db
        .selectFrom('externalProviderCache')
        .select(['cacheKey', 'body'])
        .where('providerId', '=', provider.id)
        .where('cacheKey', '=', 'products')
        .execute();
      expect(rows).toHaveLength(1);
      const products = (
        JSON.parse(rows[0].body) as { id: string; options: { restrictions: object }[] }[]
      ).map((p) =>
        p.id === 'desert-safari'
          ? { ...p, options: p.options.map((o) => ({ ...o, restrictions: { minUnits: 1, maxUnits: 6 } })) }
          : p,
      );
      await t.database.db
        .updateTable('externalProviderCache')
        .set({ body: JSON.stringify(products) })
        .where('providerId', '=', provider.id)
        .where('cacheKey', '=', 'products')
        .execute();
      const before = (await heldAt(key)).length;
      const body = booking({ adults: 1, children: 0 });
      const res = await post(body, `k-${randomUUID()}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ reason: 'provider_declined', step: 'reserve', retryable: false });
      expect(res.json().message).toContain('is sold to at least 2 units per booking');
      expect(res.json().message).toContain('No booking was made');
      expect((await heldAt(key)).length).toBe(before);
      await nothingKept(body.clientRef);
    });
  });

  it('any final OCTO refusal of a reserve is 422 provider_declined; a passing one (INTERNAL_SERVER_ERROR, even as a 400) stays 502 and retryable', async () => {
    await useKey('refuse:reserve');
    const body = booking();
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'provider_declined', step: 'reserve', retryable: false });
    expect(res.json().message).toBe(
      `${provider.name} declined the booking: The supplier does not accept this booking. No booking was made; change the booking to book it.`,
    );
    await nothingKept(body.clientRef);

    await useKey('fail:reserve=400');
    const passing = await post(booking());
    expect(passing.statusCode).toBe(502);
    expect(passing.json()).toMatchObject({ reason: 'provider_refused', retryable: true });
  });

  const demoContact = async (bookingId: number) => {
    const [row] = await ticketsOf(bookingId);
    const demo = await t.database.db
      .selectFrom('octoDemoBookings')
      .select('body')
      .where('uuid', '=', row.providerBookingUuid)
      .executeTakeFirstOrThrow();
    return (JSON.parse(demo.body) as { contact: Record<string, unknown> }).contact;
  };

  it('sends what Caravan has of the guest in the supplier booking’s contact: full, first and last name, phone, e-mail', async () => {
    await useKey('');
    const res = await post(
      booking({ guestName: 'Ivan  Petrov', phones: '+971 50 123 4567', guestEmail: 'ivan@example.com' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await demoContact(res.json().id)).toMatchObject({
      fullName: 'Ivan Petrov',
      firstName: 'Ivan',
      lastName: 'Petrov',
      phoneNumber: '+971 50 123 4567',
      emailAddress: 'ivan@example.com',
    });
    const kept = await t.database.db
      .selectFrom('bookings')
      .select('guestEmail')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(kept.guestEmail).toBe('ivan@example.com');
  });

  it('an option that requires the guest’s e-mail: without one, refused before anything is held (422, on the e-mail field); with one, booked', async () => {
    const key = await useKey('');
    await withSlotMapped({ product: 'desert-safari', option: 'ETICKET', time: '15:30' }, async () => {
      const body = booking({ phones: '+971 50 123 4567' });
      const res = await post(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        reason: 'provider_unavailable',
        message: "The provider requires the guest's e-mail. No booking was made.",
        fields: { guestEmail: "The provider requires the guest's e-mail" },
      });
      expect(octoDemoCalls(key).reserve ?? 0).toBe(0);
      await nothingKept(body.clientRef);

      const made = await post({ ...body, guestEmail: 'guest@example.com' });
      expect(made.statusCode).toBe(201);
      expect(await demoContact(made.json().id)).toMatchObject({ emailAddress: 'guest@example.com' });
      expect((await ticketsOf(made.json().id))[0].status).toBe('confirmed');
    });
  });

  it('refuses an e-mail that is not one (400, on its field), before any provider is asked', async () => {
    const key = await useKey('');
    const res = await post(booking({ guestEmail: 'not an e-mail' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ guestEmail: 'Enter a valid e-mail address' });
    expect(octoDemoCalls(key)).toEqual({});
  });

  const terms = (slotId = sale.slotId) =>
    t.app.inject({
      url: `/api/agent/ticketterms?offerId=${sale.offerId}&timeSlotId=${slotId}`,
      headers: bearer(agent),
    });

  it('tells the form what the provider asks: contact fields, a child on an adult ticket, party limits, its clock', async () => {
    await useKey('');
    const burj = await terms();
    expect(burj.statusCode).toBe(200);
    expect(burj.json()).toEqual({
      provider: provider.name,
      productName: 'Burj Khalifa: At the Top (levels 124 and 125)',
      optionName: 'Standard entry',
      requiredContactFields: [],
      childAsAdult: false,
      minUnits: 1,
      maxUnits: 20,
      productTimeZone: 'Asia/Dubai',
      supplierTimeZone: 'Asia/Dubai',
      providerStartTime: '11:00',
      unavailableDays: [],
    });
    await withSlotMapped({ product: 'desert-safari', option: 'DEFAULT', time: '15:00' }, async () => {
      expect((await terms()).json()).toMatchObject({ childAsAdult: true, minUnits: 2, maxUnits: 6 });
    });
    await withSlotMapped({ product: 'desert-safari', option: 'ETICKET', time: '15:30' }, async () => {
      expect((await terms()).json()).toMatchObject({
        requiredContactFields: ['emailAddress'],
        childAsAdult: false,
      });
    });
    await withSlotMapped({ product: 'london-eye', option: 'DEFAULT', time: '12:00' }, async () => {
      expect((await terms()).json()).toMatchObject({
        productTimeZone: 'Europe/London',
        supplierTimeZone: 'Asia/Dubai',
        providerStartTime: '12:00',
      });
    });
    // A slot sold by no provider has no terms.
    const own = await terms(ownSlot.slotId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toBeNull();
  });

  it('books a child on the adult ticket when the option sells no child ticket, as the form said', async () => {
    await useKey('');
    await withSlotMapped({ product: 'desert-safari', option: 'DEFAULT', time: '15:00' }, async () => {
      const res = await post(booking({ adults: 1, children: 1 }));
      expect(res.statusCode).toBe(201);
      const [row] = await ticketsOf(res.json().id);
      expect(row.status).toBe('confirmed');
      const demo = await t.database.db
        .selectFrom('octoDemoBookings')
        .select('body')
        .where('uuid', '=', row.providerBookingUuid)
        .executeTakeFirstOrThrow();
      const units = (JSON.parse(demo.body) as { unitItems: { unitId: string }[] }).unitItems;
      expect(units.map((u) => u.unitId)).toEqual(['adult', 'adult']);
    });
  });

  it('a confirm whose answer is lost is read back (GET /bookings/{uuid}): confirmed there, so the booking stands with its codes', async () => {
    const key = await useKey('lose:confirm');
    const res = await post(booking());
    expect(res.statusCode).toBe(201);
    const [row] = await ticketsOf(res.json().id);
    expect(row.status).toBe('confirmed');
    expect((JSON.parse(row.codes) as { unit: string }[]).map((c) => c.unit)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
    ]);
    expect((await demoBooking(row.providerBookingUuid))?.status).toBe('CONFIRMED');
    expect(octoDemoCalls(key)).toMatchObject({ confirm: 1, booking: 1 });
    expect(octoDemoCalls(key).cancel ?? 0).toBe(0);
  });

  it('the recovery reads back a confirm whose answer is lost, and takes it as confirmed', async () => {
    const key = await useKey('lose:confirm');
    const { id, uuid } = await interrupted(key);
    const outcome = await recoverInterruptedBookings(t.ctx);
    expect(outcome.confirmed).toContain(id);
    expect((await ticketsOf(id))[0].status).toBe('confirmed');
    expect((await demoBooking(uuid))?.status).toBe('CONFIRMED');
  });

  it('a cancel whose answer is lost is read back: cancelled at the supplier, so cancelled here too', async () => {
    await useKey('');
    const made = await post(booking());
    expect(made.statusCode).toBe(201);
    const key = await useKey('lose:cancel');
    // The demo keeps bookings per key: the booking moves to the key that now loses the cancel's answer.
    const [made1] = await ticketsOf(made.json().id);
    await t.database.db
      .updateTable('octoDemoBookings')
      .set({ apiKey: key })
      .where('uuid', '=', made1.providerBookingUuid)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${made.json().id}/cancel`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(BookingStatus.Cancelled);
    const [row] = await ticketsOf(made.json().id);
    expect(row.status).toBe('cancelled');
    expect((await demoBooking(row.providerBookingUuid))?.status).toBe('CANCELLED');
    expect(octoDemoCalls(key)).toMatchObject({ cancel: 1, booking: 1 });
  });

  it('tells the form which days from the chosen one the provider has sold out (its availability calendar)', async () => {
    const key = await useKey('');
    const soldDay = addDaysUtc(todayUtc(), 21);
    const from = addDaysUtc(todayUtc(), 20);
    const filler = octoClient({
      baseUrl: demoBaseUrl,
      apiKey: `${OCTO_DEMO_API_KEY}+filler-calendar`,
      outbound: LOOPBACK_ALLOWED,
    });
    const [departure] = await filler.availability({
      productId: 'desert-safari',
      optionId: 'ETICKET',
      localDateStart: soldDay,
      localDateEnd: soldDay,
    });
    const taken: { uuid: string }[] = [];
    for (let left = departure.vacancies ?? 0; left > 0; left -= 20)
      taken.push(
        await filler.reserve({
          productId: 'desert-safari',
          optionId: 'ETICKET',
          availabilityId: departure.id,
          unitItems: Array.from({ length: Math.min(20, left) }, () => ({ unitId: 'adult' })),
        }),
      );
    try {
      await withSlotMapped({ product: 'desert-safari', option: 'ETICKET', time: '15:30' }, async () => {
        const res = await t.app.inject({
          url: `/api/agent/ticketterms?offerId=${sale.offerId}&timeSlotId=${sale.slotId}&date=${from}`,
          headers: bearer(agent),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().unavailableDays).toEqual([soldDay]);
        expect(octoDemoCalls(key).calendar).toBe(1);
      });
    } finally {
      for (const hold of taken) await filler.release(hold.uuid);
    }
  });
  const seatsLeft = (slotId: number, from: string, on?: string) =>
    t.app.inject({
      url: `/api/agent/ticketavailability?offerId=${sale.offerId}&timeSlotId=${slotId}&from=${from}${on ? `&date=${on}` : ''}`,
      headers: bearer(agent),
    });

  it('tells the form while the agent chooses: the departure’s places left and the closed and sold-out days, one provider call each while kept', async () => {
    const key = await useKey('');
    const from = addDaysUtc(todayUtc(), 30);
    const soldDay = addDaysUtc(from, 2);
    const filler = octoClient({
      baseUrl: demoBaseUrl,
      apiKey: `${OCTO_DEMO_API_KEY}+filler-seats`,
      outbound: LOOPBACK_ALLOWED,
    });
    const departureOn = async (day: string) =>
      (
        await filler.availability({
          productId: 'desert-safari',
          optionId: 'ETICKET',
          localDateStart: day,
          localDateEnd: day,
        })
      )[0];
    // 7 places taken on the first day; every place on the third.
    const held = [
      await filler.reserve({
        productId: 'desert-safari',
        optionId: 'ETICKET',
        availabilityId: (await departureOn(from)).id,
        unitItems: Array.from({ length: 7 }, () => ({ unitId: 'adult' })),
      }),
    ];
    const sold = await departureOn(soldDay);
    for (let left = sold.vacancies ?? 0; left > 0; left -= 20)
      held.push(
        await filler.reserve({
          productId: 'desert-safari',
          optionId: 'ETICKET',
          availabilityId: sold.id,
          unitItems: Array.from({ length: Math.min(20, left) }, () => ({ unitId: 'adult' })),
        }),
      );
    try {
      await withSlotMapped({ product: 'desert-safari', option: 'ETICKET', time: '15:30' }, async () => {
        const first = await seatsLeft(sale.slotId, from, from);
        expect(first.statusCode).toBe(200);
        const answer = first.json();
        expect(answer.provider).toBe(provider.name);
        expect(answer.departure).toEqual({ status: 'AVAILABLE', vacancies: 60 - 7 });
        expect(answer.days).toHaveLength(14);
        expect(answer.days[0]).toEqual({ date: from, status: 'AVAILABLE', vacancies: 60 - 7 });
        expect(answer.days.filter((d: { status: string }) => d.status === 'SOLD_OUT')).toEqual([
          { date: soldDay, status: 'SOLD_OUT', vacancies: 0 },
        ]);
        // Another day of the same window: the calendar is the kept one, the departure the day's own.
        const second = await seatsLeft(sale.slotId, from, soldDay);
        expect(second.json().departure).toEqual({ status: 'SOLD_OUT', vacancies: 0 });
        expect(second.json().days).toEqual(answer.days);
        expect(octoDemoCalls(key)).toMatchObject({ calendar: 1, availability: 2 });
        // Asked again (another render, another agent): nothing more is asked of the provider.
        await seatsLeft(sale.slotId, from, soldDay);
        expect(octoDemoCalls(key)).toMatchObject({ calendar: 1, availability: 2 });
      });
    } finally {
      for (const hold of held) await filler.release(hold.uuid);
    }
    // A slot sold by no provider has nothing to say.
    expect((await seatsLeft(ownSlot.slotId, from, from)).json()).toBeNull();
  });

  it('a provider that fails or is down leaves the hints out, never an error', async () => {
    const from = addDaysUtc(todayUtc(), 40);
    const key = await useKey('fail:calendar=503+fail:availability=503');
    const res = await seatsLeft(sale.slotId, from, from);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: provider.name, days: [], departure: null });
    expect(octoDemoCalls(key)).toMatchObject({ calendar: 1, availability: 1 });
    await useKey('fail=503');
    const down = await seatsLeft(sale.slotId, addDaysUtc(from, 1), from);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toBeNull();
  });
});

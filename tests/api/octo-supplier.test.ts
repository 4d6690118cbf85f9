import { randomUUID } from 'node:crypto';
import {
  zAvailability,
  zAvailabilityCalendar,
  zErrorForbidden,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorUnauthorized,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { demoAgentAgencyId, issueOctoKey, octoCall, octoTicket } from './octo-helper';

/**
 * Caravan as an OCTO supplier (issue 26 items 9 and 10): a supplier's admin issues an agency an API key;
 * the agency's system then reads the supplier's catalogue through /octo/… in OCTO's shapes, checked here
 * against @octocloud/types' own schemas, with the prices and seats the agency's own agents see.
 */

interface Ticket {
  tourId: number;
  offerId: number;
  slotId: number;
}

describe.each(databases)('Caravan as an OCTO supplier on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  let agencyId = 0;
  const ticket: Record<number, Ticket> = {};
  const date = addDaysUtc(todayUtc(), 20);
  /** The key supplier 2 gave the agent's agency, and one supplier 3 gave it. */
  let key2 = '';
  let key3 = '';

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: token[who] ? bearer(token[who]) : {}, payload });
  const octo = (
    key: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    capabilities = '',
  ) => octoCall(t, key, method, path, payload, capabilities);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['admin2', 'admin3', 'agent', 'editor2'])
      token[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    agencyId = await demoAgentAgencyId(t);
    for (const supplierId of [2, 3]) ticket[supplierId] = await octoTicket(t, supplierId, date);
    // A commission contract, so the agency's net differs from the ticket's own.
    const contract = await call('admin2', 'POST', `/api/contracts/agencies/${agencyId}`, {
      validFrom: todayUtc(),
      kind: 'commission',
      commissionPercent: 23,
    });
    if (contract.statusCode !== 200) throw new Error(`contract: ${contract.body}`);
  });
  afterAll(async () => t?.close());

  it('an admin issues a key per agency, shown once and stored hashed; the list shows only its prefix; issuing is audited', async () => {
    const res = await call('admin2', 'POST', '/api/octo-keys', { agencyId });
    expect(res.statusCode).toBe(200);
    const issued = res.json();
    key2 = issued.key;
    expect(key2).toMatch(/^cvo_[A-Za-z0-9_-]{43}$/);
    expect(key2.startsWith(issued.prefix)).toBe(true);
    expect(issued).toMatchObject({ agencyId, revokedAt: null });
    const list = (await call('admin2', 'GET', '/api/octo-keys')).json();
    expect(list.map((k: { id: number }) => k.id)).toContain(issued.id);
    expect(JSON.stringify(list)).not.toContain(key2);
    const row = await t.database.db
      .selectFrom('octoKeys')
      .selectAll()
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).not.toContain(key2.slice(4));
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'subject'])
      .where('subject', '=', `octoKey:${issued.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['octo-key.issue']);
    key3 = await issueOctoKey(t, token.admin3, agencyId);
  });

  it('refuses keys to anyone but an admin, an unknown agency, and another supplier’s key', async () => {
    expect((await call('agent', 'GET', '/api/octo-keys')).statusCode).toBe(403);
    expect((await call('editor2', 'POST', '/api/octo-keys', { agencyId })).statusCode).toBe(403);
    expect((await call('nobody', 'GET', '/api/octo-keys')).statusCode).toBe(401);
    const unknown = await call('admin2', 'POST', '/api/octo-keys', { agencyId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agency not found');
    expect((await call('admin2', 'POST', '/api/octo-keys', { agencyId: 'x' })).statusCode).toBe(400);
    const mine = (await call('admin2', 'GET', '/api/octo-keys')).json();
    // Supplier 3's admin neither sees nor revokes supplier 2's key.
    const theirs = (await call('admin3', 'GET', '/api/octo-keys')).json();
    expect(theirs.some((k: { id: number }) => mine.some((m: { id: number }) => m.id === k.id))).toBe(false);
    expect((await call('admin3', 'DELETE', `/api/octo-keys/${mine[0].id}`)).statusCode).toBe(404);
    expect((await octo(key2, 'GET', '/supplier')).statusCode).toBe(200);
  });

  it('answers OCTO calls without a key 401 UNAUTHORIZED and with an unknown one 403 FORBIDDEN', async () => {
    const none = await octo(null, 'GET', '/products');
    expect(none.statusCode).toBe(401);
    expect(zErrorUnauthorized.parse(none.json()).error).toBe('UNAUTHORIZED');
    const wrong = await octo('cvo_not-a-key', 'GET', '/products');
    expect(wrong.statusCode).toBe(403);
    expect(zErrorForbidden.parse(wrong.json()).error).toBe('FORBIDDEN');
    // A signed-in user's session token is no OCTO key.
    expect((await octo(token.agent, 'GET', '/products')).statusCode).toBe(403);
  });

  it('GET /octo/supplier and /octo/products show the key’s supplier and only its tours, in OCTO’s shapes', async () => {
    const supplier = zSupplier.parse((await octo(key2, 'GET', '/supplier')).json());
    expect(supplier.id).toBe('2');
    const res = await octo(key2, 'GET', '/products');
    expect(res.statusCode).toBe(200);
    const products = res.json().map((p: unknown) => zProduct.parse(p));
    const own = await t.database.db.selectFrom('tours').select('id').where('supplierId', '=', 2).execute();
    const ownIds = new Set(own.map((r) => String(r.id)));
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(ownIds.has(p.id)).toBe(true);
    const product = products.find((p: { id: string }) => p.id === String(ticket[2].tourId));
    expect(product).toBeDefined();
    const option = product.options.find((o: { id: string }) => o.id === String(ticket[2].offerId));
    expect(option.units.map((u: { type: string }) => u.type)).toContain('ADULT');
    expect(option.units[0].pricingFrom).toBeUndefined();
    // With octo/content, the titles the agents see (the display names).
    const withContent = await octo(key2, 'GET', `/products/${ticket[2].tourId}`, undefined, 'octo/content');
    expect(withContent.headers['octo-capabilities']).toBe('octo/content');
    const names = await t.database.db
      .selectFrom('offers as o')
      .innerJoin('tours as t', 't.id', 'o.tourId')
      .select(['t.nameDisplay as tourName', 'o.nameDisplay as offerName'])
      .where('o.id', '=', ticket[2].offerId)
      .executeTakeFirstOrThrow();
    const content = zProduct.parse(withContent.json());
    expect(content.title).toBe(names.tourName);
    expect(content.options.find((o) => o.id === String(ticket[2].offerId))?.title).toBe(names.offerName);
    // Supplier 3's key sees supplier 3's tours, never supplier 2's.
    const other = (await octo(key3, 'GET', '/products')).json();
    expect(other.some((p: { id: string }) => p.id === String(ticket[3].tourId))).toBe(true);
    expect(other.some((p: { id: string }) => ownIds.has(p.id))).toBe(false);
    const foreign = await octo(key2, 'GET', `/products/${ticket[3].tourId}`);
    expect(foreign.statusCode).toBe(400);
    expect(zErrorInvalidProductId.parse(foreign.json())).toMatchObject({
      error: 'INVALID_PRODUCT_ID',
      productId: String(ticket[3].tourId),
    });
    expect(zProduct.parse((await octo(key2, 'GET', `/products/${ticket[2].tourId}`)).json()).id).toBe(
      String(ticket[2].tourId),
    );
  });

  it('with octo/pricing, availability prices are the agency’s own: retail its recommended, net its contract price', async () => {
    const tk = ticket[2];
    const res = await octo(
      key2,
      'POST',
      '/availability',
      { productId: String(tk.tourId), optionId: String(tk.offerId), localDate: date },
      'octo/pricing',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['octo-capabilities']).toBe('octo/pricing');
    const list = res.json().map((a: unknown) => zAvailability.parse(a));
    const mine = list.find((a: { id: string }) => a.id === `${date}~${tk.slotId}`);
    expect(mine).toBeDefined();
    const agentPrices = (
      await call('agent', 'GET', `/api/agent/offers/price?tourId=${tk.tourId}&date=${date}`)
    )
      .json()
      .find((l: { offerId: number }) => l.offerId === tk.offerId);
    const adult = mine.unitPricing.find((u: { unitId: string }) => u.unitId === 'adult');
    expect(adult).toMatchObject({
      currency: 'AED',
      currencyPrecision: 2,
      retail: Math.round(agentPrices.pricePerAdultRec.aed * 100),
      net: Math.round(agentPrices.netPerAdult.aed * 100),
    });
    expect(adult.net).toBeLessThan(adult.retail);
  });

  it('availability follows the seats the chart shows: a booking of the agency takes them, a stop-sell closes the slot', async () => {
    const tk = ticket[2];
    const body = { productId: String(tk.tourId), optionId: String(tk.offerId), localDate: date };
    const before = (await octo(key2, 'POST', '/availability', body)).json();
    const slotBefore = before.find((a: { id: string }) => a.id === `${date}~${tk.slotId}`);
    expect(slotBefore.status).not.toBe('CLOSED');
    const booked = await call('agent', 'POST', '/api/agent/bookings', {
      clientRef: randomUUID(),
      date,
      tourId: tk.tourId,
      offerId: tk.offerId,
      timeSlotId: tk.slotId,
      adults: 2,
      guestName: 'Octo Guest',
      hotelId: 0,
    });
    expect(booked.statusCode).toBe(201);
    const after = (await octo(key2, 'POST', '/availability', body)).json();
    const slotAfter = after.find((a: { id: string }) => a.id === `${date}~${tk.slotId}`);
    expect(slotAfter.vacancies).toBe(slotBefore.vacancies - 2);
    const chart = (
      await call('admin2', 'GET', `/api/availability?from=${date}&days=1&tourId=${tk.tourId}`)
    ).json();
    expect(chart.slots.find((s: { id: number }) => s.id === tk.slotId).left[0]).toBe(slotAfter.vacancies);

    const calendarBody = {
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
      localDateStart: date,
      localDateEnd: addDaysUtc(date, 29),
    };
    const calendar = await octo(key2, 'POST', '/availability/calendar', calendarBody, 'octo/pricing');
    expect(calendar.statusCode).toBe(200);
    const days = calendar.json().map((d: unknown) => zAvailabilityCalendar.parse(d));
    expect(days.map((d: { localDate: string }) => d.localDate)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDaysUtc(date, i)),
    );
    expect(days[0].available).toBe(true);
    expect(days[0].unitPricingFrom?.length).toBeGreaterThan(0);

    await t.database.db
      .updateTable('timeSlots')
      .set({ stopSellReason: 'Maintenance' })
      .where('id', '=', tk.slotId)
      .execute();
    try {
      // A stopped slot is no longer sold: its departure is gone from the check (the new-booking
      // cascade drops it too) and the calendar no longer counts its seats.
      const stopped = (await octo(key2, 'POST', '/availability', body)).json();
      const slot = stopped.find((a: { id: string }) => a.id === `${date}~${tk.slotId}`);
      expect(slot === undefined || slot.status === 'CLOSED').toBe(true);
      const asked = await octo(key2, 'POST', '/availability', {
        productId: body.productId,
        optionId: body.optionId,
        availabilityIds: [`${date}~${tk.slotId}`],
      });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().error).toBe('INVALID_AVAILABILITY_ID');
      const day = (
        await octo(key2, 'POST', '/availability/calendar', { ...calendarBody, localDateEnd: date })
      ).json()[0];
      expect(day.vacancies).toBe(days[0].vacancies - slotAfter.vacancies);
    } finally {
      await t.database.db
        .updateTable('timeSlots')
        .set({ stopSellReason: null })
        .where('id', '=', tk.slotId)
        .execute();
    }
  });

  it('answers bad availability calls with OCTO’s error codes, 400', async () => {
    const tk = ticket[2];
    const noDates = await octo(key2, 'POST', '/availability', {
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
    });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().error).toBe('BAD_REQUEST');
    const badOption = await octo(key2, 'POST', '/availability/calendar', {
      productId: String(tk.tourId),
      optionId: String(ticket[3].offerId),
      localDate: date,
    });
    expect(badOption.statusCode).toBe(400);
    expect(zErrorInvalidOptionId.parse(badOption.json()).error).toBe('INVALID_OPTION_ID');
    const badId = await octo(key2, 'POST', '/availability', {
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
      availabilityIds: ['nonsense'],
    });
    expect(badId.json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: 'nonsense' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/octo/availability',
      headers: { authorization: `Bearer ${key2}`, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('BAD_REQUEST');
    const range = await octo(key2, 'POST', '/availability/calendar', {
      productId: String(tk.tourId),
      optionId: String(tk.offerId),
      localDateStart: date,
      localDateEnd: addDaysUtc(date, 400),
    });
    expect(range.json().error).toBe('BAD_REQUEST');
  });

  it('describes the OCTO routes and the keys’ routes in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/octo/supplier',
        '/octo/products',
        '/octo/products/{id}',
        '/octo/availability/calendar',
        '/octo/availability',
        '/api/octo-keys',
        '/api/octo-keys/{id}',
      ]),
    );
    expect(doc.paths['/octo/availability'].post.responses['400']).toBeDefined();
  });

  it('a revoked key is refused at once (403 FORBIDDEN); revoking is audited', async () => {
    const list = (await call('admin2', 'GET', '/api/octo-keys')).json();
    const id = list[0].id;
    const res = await call('admin2', 'DELETE', `/api/octo-keys/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().revokedAt).not.toBeNull();
    const refused = await octo(key2, 'GET', '/products');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('subject', '=', `octoKey:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['octo-key.issue', 'octo-key.revoke']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { octoClient } from '../../server/integrations/octo/adapter';
import { ProviderError } from '../../server/integrations/octo/errors';
import { OCTO_DEMO_API_KEY } from '../../server/integrations/octo-demo/behaviour';
import { providerConnection } from '../../server/modules/external-providers/repo';
import { providerClient } from '../../server/modules/external-providers/service';
import { databases, startApp, type TestContext } from './helper';
import { LOOPBACK_ALLOWED, listenWithDemoProvider } from './octo-helper';

// The OCTO adapter against the demo provider over real HTTP, on both databases (the demo keeps its
// bookings in the database): reserve → confirm → cancel, capacity, expiry, OCTO errors, timeouts.

describe.each(databases)('OCTO adapter against the demo provider on $name', ({ url }) => {
  let t: TestContext;
  let base: string;
  let close: () => Promise<void>;
  const date = addDaysUtc(todayUtc(), 10);
  const client = (key = OCTO_DEMO_API_KEY, timeoutMs?: number) =>
    octoClient({ baseUrl: base, apiKey: key, timeoutMs, outbound: LOOPBACK_ALLOWED });

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    ({ demoBaseUrl: base, close } = await listenWithDemoProvider(t));
  });
  afterAll(async () => close?.());

  it('the seed configures the demo supplier’s provider, its key sealed in the database', async () => {
    const row = await t.database.db.selectFrom('externalProviders').selectAll().executeTakeFirstOrThrow();
    expect(row.apiKeyEncrypted).not.toContain(OCTO_DEMO_API_KEY);
    const conn = await providerConnection(t.database.db, { supplierId: row.supplierId }, row.id);
    expect(conn).toMatchObject({ id: row.id, apiKey: OCTO_DEMO_API_KEY, baseUrl: base, ownServer: true });
    expect(await providerConnection(t.database.db, { supplierId: row.supplierId + 1000 }, row.id)).toBeNull();
    // This server's demo goes through without any private address allowed.
    const supplier = await providerClient(conn!, {
      octoTimeoutMs: 5000,
      outboundAllowPrivate: 'none',
    }).supplier();
    expect(supplier.id).toBe(row.octoSupplierId);
  });

  it('lists products with options and ADULT/CHILD units, and one product by id', async () => {
    const products = await client().products();
    expect(products.map((p) => p.id)).toContain('burj-khalifa-at-the-top');
    const burj = await client().product('burj-khalifa-at-the-top');
    expect(burj.options[0].units.map((u) => u.type)).toEqual(['ADULT', 'CHILD']);
    const err = await client()
      .product('no-such-product')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'refused', status: 400, providerCode: 'INVALID_PRODUCT_ID' });
  });

  it('reserves, confirms with ticket codes, and cancels; seats move with each step', async () => {
    const c = client(`${OCTO_DEMO_API_KEY}+flow`);
    const q = { productId: 'dubai-aquarium', optionId: 'DEFAULT', localDateStart: date, localDateEnd: date };
    const before = await c.availability(q);
    expect(before.map((a) => a.localDateTimeStart.slice(11, 16))).toEqual(['10:00', '13:00', '16:00']);
    const slot = before[1];
    const calendar = await c.availabilityCalendar(q);
    expect(calendar).toHaveLength(1);
    expect(calendar[0]).toMatchObject({ localDate: date, available: true });

    const held = await c.reserve({
      productId: 'dubai-aquarium',
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: 'CRV-1',
      expirationMinutes: 15,
    });
    expect(held.status).toBe('ON_HOLD');
    expect(held.utcExpiresAt).not.toBeNull();
    const [during] = await c.availability({ ...q, availabilityIds: [slot.id] } as never);
    expect(during.vacancies).toBe(slot.vacancies! - 3);

    const confirmed = await c.confirm(held.uuid, {
      resellerReference: 'CRV-1',
      contact: { fullName: 'Guest' },
    });
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.unitItems).toHaveLength(3);
    for (const item of confirmed.unitItems) {
      expect(item.ticket?.deliveryOptions.find((d) => d.deliveryFormat === 'QRCODE')?.deliveryValue).toMatch(
        /^DAD[0-9A-F]{12}$/,
      );
    }
    const cancelled = await c.cancel(held.uuid, 'Guest changed plans');
    expect(cancelled.status).toBe('CANCELLED');
    const [after] = await c.availability({
      productId: 'dubai-aquarium',
      optionId: 'DEFAULT',
      availabilityIds: [slot.id],
    });
    expect(after.vacancies).toBe(slot.vacancies);
  });

  it('releases a reservation, and a second release of the same one is not an error', async () => {
    const c = client();
    const [slot] = await c.availability({
      productId: 'burj-khalifa-at-the-top',
      optionId: 'SKY',
      localDateStart: date,
      localDateEnd: date,
    });
    const held = await c.reserve({
      productId: 'burj-khalifa-at-the-top',
      optionId: 'SKY',
      availabilityId: slot.id,
      unitItems: [{ unitId: 'adult' }],
    });
    await c.release(held.uuid);
    await c.release(held.uuid);
    await expect(c.release('00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined();
    const err = await c.confirm(held.uuid).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'refused', providerCode: 'UNPROCESSABLE_ENTITY' });
  });

  it('refuses more units than are left with UNPROCESSABLE_ENTITY, and bad ids with their OCTO codes', async () => {
    const c = client();
    const [slot] = await c.availability({
      productId: 'burj-khalifa-at-the-top',
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: date,
    });
    const many = Array.from({ length: slot.vacancies! + 1 }, () => ({ unitId: 'adult' }));
    await expect(
      c.reserve({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'DEFAULT',
        availabilityId: slot.id,
        unitItems: many,
      }),
    ).rejects.toMatchObject({ kind: 'refused', providerCode: 'UNPROCESSABLE_ENTITY' });
    await expect(
      c.reserve({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'NOPE',
        availabilityId: slot.id,
        unitItems: [{ unitId: 'adult' }],
      }),
    ).rejects.toMatchObject({ providerCode: 'INVALID_OPTION_ID' });
    await expect(
      c.reserve({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'DEFAULT',
        availabilityId: slot.id,
        unitItems: [{ unitId: 'dog' }],
      }),
    ).rejects.toMatchObject({ providerCode: 'INVALID_UNIT_ID' });
    await expect(
      c.reserve({
        productId: 'burj-khalifa-at-the-top',
        optionId: 'DEFAULT',
        availabilityId: '1999-01-01T09:00:00+04:00',
        unitItems: [{ unitId: 'adult' }],
      }),
    ).rejects.toMatchObject({ providerCode: 'INVALID_AVAILABILITY_ID' });
  });

  it('a wrong key is refused (FORBIDDEN); slow, failing and garbled answers become timeout, refused, bad-answer', async () => {
    await expect(client('someone-else').products()).rejects.toMatchObject({
      kind: 'refused',
      status: 403,
      providerCode: 'FORBIDDEN',
    });
    await expect(client(`${OCTO_DEMO_API_KEY}+slow=2000`, 200).products()).rejects.toMatchObject({
      kind: 'timeout',
    });
    await expect(client(`${OCTO_DEMO_API_KEY}+fail:products=503`).products()).rejects.toMatchObject({
      kind: 'refused',
      status: 503,
    });
    await expect(client(`${OCTO_DEMO_API_KEY}+fail:products=503`).supplier()).resolves.toMatchObject({
      name: expect.any(String),
    });
    await expect(client(`${OCTO_DEMO_API_KEY}+garbage`).products()).rejects.toMatchObject({
      kind: 'bad-answer',
    });
    await expect(
      octoClient({ baseUrl: 'http://127.0.0.1:1/octo', apiKey: 'x', outbound: LOOPBACK_ALLOWED }).products(),
    ).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

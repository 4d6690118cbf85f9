import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTO_DEMO_API_KEY, octoDemoCalls } from '../../server/integrations/octo-demo/behaviour';
import { OCTO_DEMO_PREFIX } from '../../server/integrations/octo-demo/routes';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';
import { listenWithDemoProvider } from './octo-helper';

// GET /api/timeslots/externalproviders | externaloffers | externaltimeslots and the admin's provider
// settings, against the demo OCTO provider over real HTTP, on both databases.

describe.each(databases)('external providers on $name', ({ url }) => {
  let t: TestContext;
  let close: () => Promise<void>;
  let admin: string;
  let editor: string;
  let agent: string;
  let otherAdmin: string;
  let otherSupplierId: number;
  let seededId: number;
  const tag = () => `${OCTO_DEMO_API_KEY}+t${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    ({ close } = await listenWithDemoProvider(t));
    admin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const mine = await t.database.db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'admin@caravan.demo')
      .executeTakeFirstOrThrow();
    const other = await t.database.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '!=', mine.supplierId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await createUser(t, { email: 'other-admin@test.io', roles: ['admin'], supplierId: other.id });
    otherAdmin = await signIn(t, 'other-admin@test.io');
    seededId = (
      await t.database.db
        .selectFrom('externalProviders')
        .select('id')
        .where('supplierId', '=', mine.supplierId!)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    otherSupplierId = other.id;
  });
  afterAll(async () => close?.());

  const get = (token: string, path: string) => t.app.inject({ url: path, headers: bearer(token) });
  const save = (token: string, method: 'POST' | 'PUT', payload: object) =>
    t.app.inject({ method, url: '/api/externalproviders', headers: bearer(token), payload });
  const addProvider = async (apiKey: string, patch: object = {}) => {
    const res = await save(admin, 'POST', {
      id: 0,
      name: `Provider ${apiKey.slice(-8)}`,
      baseUrl: OCTO_DEMO_PREFIX,
      apiKey,
      octoSupplierId: null,
      isActive: true,
      ...patch,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it('lists the supplier’s active providers by id and name only, for admins and editors', async () => {
    const res = await get(editor, '/api/timeslots/externalproviders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: seededId, name: 'Dubai Attractions (OCTO demo)' });
    for (const p of res.json()) expect(Object.keys(p).sort()).toEqual(['id', 'name']);
    expect(res.body).not.toContain(OCTO_DEMO_API_KEY);
    expect((await get(agent, '/api/timeslots/externalproviders')).statusCode).toBe(403);
    // Another supplier's admin sees its own providers (the demo gives each supplier one), never the operator's.
    const others: { id: number }[] = (await get(otherAdmin, '/api/timeslots/externalproviders')).json();
    expect(others.map((p) => p.id)).not.toContain(seededId);
    expect(others.length).toBeGreaterThan(0);
    const owners = await t.database.db
      .selectFrom('externalProviders')
      .select('supplierId')
      .where(
        'id',
        'in',
        others.map((p) => p.id),
      )
      .execute();
    expect(owners.every((o) => o.supplierId === otherSupplierId)).toBe(true);
  });

  it('answers offers and time slots from the provider, then from the cache without calling it again', async () => {
    const key = tag();
    const id = await addProvider(key);
    const offers = await get(editor, `/api/timeslots/externaloffers?apiproviderid=${id}`);
    expect(offers.statusCode).toBe(200);
    expect(offers.json()).toContainEqual(
      expect.objectContaining({
        id: 'burj-khalifa-at-the-top',
        mappingValue: 'SKY',
        name: 'Burj Khalifa: At the Top (levels 124 and 125) — At the Top SKY (level 148)',
        availabilityType: 'START_TIME',
      }),
    );
    // The demo supplier offers octo/pricing: each unit carries what it charges the reseller.
    expect(offers.json().find((o: { id: string }) => o.id === 'dubai-aquarium').units).toEqual([
      { id: 'adult', type: 'ADULT', name: 'Adult', net: { amount: 12_000, currency: 'AED', precision: 2 } },
      { id: 'child', type: 'CHILD', name: 'Child', net: { amount: 9_500, currency: 'AED', precision: 2 } },
    ]);
    const again = await get(editor, `/api/timeslots/externaloffers?ApiProviderId=${id}`);
    expect(again.json()).toEqual(offers.json());

    const slots = await get(
      editor,
      `/api/timeslots/externaltimeslots?apiProviderId=${id}&productId=burj-khalifa-at-the-top&optionId=DEFAULT`,
    );
    expect(slots.statusCode).toBe(200);
    expect(slots.json().map((s: { id: string }) => s.id)).toEqual([
      '09:00',
      '11:00',
      '14:00',
      '17:00',
      '19:30',
    ]);
    expect(slots.json()[3]).toEqual({
      id: '17:00',
      name: '17:00',
      startHour: 17,
      startMinutes: 0,
      mappingValue: 'DEFAULT',
    });
    const all = await get(
      editor,
      `/api/timeslots/externaltimeslots?apiProviderId=${id}&productId=burj-khalifa-at-the-top`,
    );
    expect(all.json().map((s: { id: string }) => s.id)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '16:00',
      '17:00',
      '19:30',
    ]);
    // An opening-hours product has no start times (the editor's "guest defines time?" hint).
    const frame = await get(
      editor,
      `/api/timeslots/externaltimeslots?apiProviderId=${id}&productId=dubai-frame`,
    );
    expect(frame.json()).toEqual([]);

    expect(octoDemoCalls(key)).toEqual({ products: 1 });
  });

  it('asks the provider once for requests that arrive while a fetch is running', async () => {
    const key = `${tag()}+slow:products=400`;
    const id = await addProvider(key);
    const answers = await Promise.all(
      [1, 2, 3].map(() => get(editor, `/api/timeslots/externaloffers?apiproviderid=${id}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(octoDemoCalls(key)).toEqual({ products: 1 });
  });

  it('a failing provider is a 502 with a clear message, and is asked again next time (failures are not kept)', async () => {
    const failing = tag() + '+fail:products=503';
    const id = await addProvider(failing, { name: 'Flaky Tickets' });
    const res = await get(editor, `/api/timeslots/externaloffers?apiproviderid=${id}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ title: 'Provider failed', providerError: 'refused' });
    expect(res.json().message).toMatch(/^Flaky Tickets refused the request/);
    await get(editor, `/api/timeslots/externaltimeslots?apiProviderId=${id}&productId=dubai-frame`);
    expect(octoDemoCalls(failing)).toEqual({ products: 2 });

    const garbled = await addProvider(tag() + '+garbage', { name: 'Garbled' });
    const bad = await get(editor, `/api/timeslots/externaloffers?apiproviderid=${garbled}`);
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toBe(
      "Garbled gave an answer that is not OCTO; the provider's settings may be wrong.",
    );
  });

  it('the slot editor’s lookups and the admin’s connection test wait for the provider as long as the server is configured to (OCTO_TIMEOUT_MS)', async () => {
    const key = `${tag()}+slow:products=1500`;
    const id = await addProvider(key, { name: 'Slow Tickets' });
    const configured = t.ctx.config.octoTimeoutMs;
    t.ctx.config.octoTimeoutMs = 300;
    try {
      for (const path of [
        `/api/timeslots/externaloffers?apiproviderid=${id}`,
        `/api/timeslots/externaltimeslots?apiProviderId=${id}&productId=dubai-frame`,
      ]) {
        const res = await get(editor, path);
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ providerError: 'timeout' });
        expect(res.json().message).toBe('Slow Tickets did not answer in time. Please try again in a moment.');
      }
      // The admin's test holds the provider to the same limit: a pass there means bookings get answers.
      const test = await t.app.inject({
        method: 'POST',
        url: `/api/externalproviders/${id}/test`,
        headers: bearer(admin),
      });
      expect(test.json()).toMatchObject({ ok: false, products: 0 });
      expect(test.json().message).toContain('did not answer in time');
    } finally {
      t.ctx.config.octoTimeoutMs = configured;
    }
  });

  it('unknown, switched-off and other suppliers’ providers are 404; bad queries 400', async () => {
    expect((await get(editor, '/api/timeslots/externaloffers?apiproviderid=999999')).statusCode).toBe(404);
    const other = await get(otherAdmin, `/api/timeslots/externaloffers?apiproviderid=${seededId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('External provider not found or you are not allowed to use it');
    expect(
      (
        await get(
          otherAdmin,
          `/api/timeslots/externaltimeslots?apiProviderId=${seededId}&productId=dubai-frame`,
        )
      ).statusCode,
    ).toBe(404);
    const off = await addProvider(tag(), { isActive: false });
    expect((await get(editor, `/api/timeslots/externaloffers?apiproviderid=${off}`)).statusCode).toBe(404);
    expect(
      (await get(editor, '/api/timeslots/externalproviders')).json().map((p: { id: number }) => p.id),
    ).not.toContain(off);

    const noProduct = await get(
      editor,
      `/api/timeslots/externaltimeslots?apiProviderId=${seededId}&productId=nope`,
    );
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().message).toBe('Dubai Attractions (OCTO demo) has no product nope');
    const missing = await get(editor, `/api/timeslots/externaltimeslots?apiProviderId=${seededId}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('productId is required');
    expect((await get(editor, '/api/timeslots/externaloffers?apiproviderid=abc')).statusCode).toBe(400);
    expect((await get(agent, `/api/timeslots/externaloffers?apiproviderid=${seededId}`)).statusCode).toBe(
      403,
    );
  });

  it('a seller reads the start times of a product a slot is mapped to (the new-booking hint), nothing else', async () => {
    const path = `/api/timeslots/externaltimeslots?apiProviderId=${seededId}&productId=dubai-aquarium`;
    expect((await get(agent, path)).statusCode).toBe(404);
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/group',
      headers: bearer(editor),
      payload: {
        id: 0,
        name: 'Aquarium tickets',
        pickUpTimeId: 0,
        capacity: 40,
        minimumAdvancedBooking: 0,
        isTimeSlotsIndependant: false,
      },
    });
    expect(group.statusCode).toBe(201);
    const slot = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: bearer(editor),
      payload: {
        id: 0,
        groupId: group.json().id,
        name: 'Aquarium 10:00',
        startHour: 10,
        startMinutes: 0,
        endHour: 11,
        endMinutes: 0,
        timeType: 0,
        type: 0,
        daysOffered: 0,
        isExternalId: true,
        externalProviderId: seededId,
        externalProductId: 'dubai-aquarium',
        externalProductMappingValue: 'DEFAULT',
        externalId: '10:00',
        externalProviderCodeType: 1,
        externalProviderDiffProductsAdultChild: false,
        externalIsTicketPerPax: true,
      },
    });
    expect(slot.statusCode).toBe(201);
    const times = await get(agent, path);
    expect(times.statusCode).toBe(200);
    expect(times.json().map((s: { id: string }) => s.id)).toEqual(['10:00', '13:00', '16:00']);
    // Still nothing of products no slot is mapped to, nor the provider's list.
    expect(
      (
        await get(
          agent,
          `/api/timeslots/externaltimeslots?apiProviderId=${seededId}&productId=burj-khalifa-at-the-top`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(agent, `/api/timeslots/externaloffers?apiproviderid=${seededId}`)).statusCode).toBe(
      403,
    );
    // Another supplier's editor is not a seller: their own providers only.
    expect((await get(otherAdmin, path)).statusCode).toBe(404);
  });

  it('an admin configures a provider; the key is stored sealed and never answered', async () => {
    const noKey = await save(admin, 'POST', {
      id: 0,
      name: 'New',
      baseUrl: OCTO_DEMO_PREFIX,
      isActive: true,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields).toEqual({ apiKey: 'API key is required' });
    const badUrl = await save(admin, 'POST', {
      id: 0,
      name: 'New',
      baseUrl: 'ftp://x',
      apiKey: 'k',
      isActive: true,
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toContain('Base URL must be an http(s) address');
    expect(
      (
        await save(editor, 'POST', {
          id: 0,
          name: 'N',
          baseUrl: OCTO_DEMO_PREFIX,
          apiKey: 'k',
          isActive: true,
        })
      ).statusCode,
    ).toBe(403);

    // A provider saved without its OCTO supplier id: a passing Test connection keeps the one the
    // provider gave (issue 26 item 7: it was shown once and lost), and the settings show it.
    const bare = await save(admin, 'POST', {
      id: 0,
      name: 'Attractions, id unknown',
      baseUrl: OCTO_DEMO_PREFIX,
      apiKey: tag(),
      isActive: true,
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().octoSupplierId).toBeNull();
    const tested = await t.app.inject({
      method: 'POST',
      url: `/api/externalproviders/${bare.json().id}/test`,
      headers: bearer(admin),
    });
    expect(tested.json()).toMatchObject({ ok: true, octoSupplierId: 'dubai-attractions-demo' });
    const settings = (await get(admin, '/api/externalproviders')).json() as {
      id: number;
      octoSupplierId: string | null;
    }[];
    expect(settings.find((p) => p.id === bare.json().id)?.octoSupplierId).toBe('dubai-attractions-demo');

    const key = tag();
    const created = await save(admin, 'POST', {
      id: 0,
      name: 'Attractions direct',
      baseUrl: OCTO_DEMO_PREFIX,
      apiKey: key,
      octoSupplierId: 'dubai-attractions-demo',
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Attractions direct', hasApiKey: true, isActive: true });
    expect(created.body).not.toContain(key);
    const id = created.json().id as number;
    const stored = await t.database.db
      .selectFrom('externalProviders')
      .select('apiKeyEncrypted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.apiKeyEncrypted).not.toContain(key);
    const list = await get(admin, '/api/externalproviders');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain('apiKey"');

    const test = await t.app.inject({
      method: 'POST',
      url: `/api/externalproviders/${id}/test`,
      headers: bearer(admin),
    });
    expect(test.json()).toEqual({
      ok: true,
      supplierName: 'Dubai Attractions (OCTO demo)',
      octoSupplierId: 'dubai-attractions-demo',
      products: 5,
      message: null,
    });
    // The supplier id the provider gave is kept (issue 26 item 7), and shown with the settings.
    const kept = (await get(admin, '/api/externalproviders')).json() as {
      id: number;
      octoSupplierId: string;
    }[];
    expect(kept.find((p) => p.id === id)?.octoSupplierId).toBe('dubai-attractions-demo');

    // Saving without a key keeps the stored one; a new key replaces it.
    const renamed = await save(admin, 'PUT', {
      id,
      name: 'Attractions',
      baseUrl: OCTO_DEMO_PREFIX,
      apiKey: '',
      isActive: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(octoDemoCalls(key).supplier).toBe(1);
    await t.app.inject({ method: 'POST', url: `/api/externalproviders/${id}/test`, headers: bearer(admin) });
    expect(octoDemoCalls(key).supplier).toBe(2);
    await save(admin, 'PUT', {
      id,
      name: 'Attractions',
      baseUrl: OCTO_DEMO_PREFIX,
      apiKey: 'wrong-key',
      isActive: true,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/externalproviders/${id}/test`,
      headers: bearer(admin),
    });
    expect(refused.json()).toMatchObject({ ok: false, products: 0 });
    expect(refused.json().message).toBe(
      'Attractions refused the request: This API key is not valid for this supplier',
    );

    expect(
      (await save(otherAdmin, 'PUT', { id, name: 'Mine now', baseUrl: OCTO_DEMO_PREFIX, isActive: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/externalproviders/${id}/test`,
          headers: bearer(otherAdmin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the provider settings (Admin → Ticket Providers) to admins: 403 for editor, agent and the arrivals reps', async () => {
    const provider = { id: seededId, name: 'Taken over', baseUrl: OCTO_DEMO_PREFIX, isActive: true };
    for (const role of ['editor', 'agent', 'airportrep', 'arrivalsmanager']) {
      const who = await signIn(t, `${role}@caravan.demo`, DEMO_PASSWORD);
      const answers = [
        (await get(who, '/api/externalproviders')).statusCode,
        (await save(who, 'POST', { ...provider, id: 0, apiKey: tag() })).statusCode,
        (await save(who, 'PUT', provider)).statusCode,
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/externalproviders/${seededId}/test`,
            headers: bearer(who),
          })
        ).statusCode,
      ];
      expect([role, answers]).toEqual([role, [403, 403, 403, 403]]);
    }
    const names = await t.database.db.selectFrom('externalProviders').select('name').execute();
    expect(names.map((n) => n.name)).not.toContain('Taken over');
  });
});

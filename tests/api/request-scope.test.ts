import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// One role table and one request scope (issue 22, docs/decisions.md "One role table, one scope"):
// every module's roles hook reads the same table before the body is looked at, every module takes the
// caller's supplier from the one scope, and every id stays within the database's integer range.

const TOO_LARGE = 2147483648;
const DAY = '2030-01-15';

describe.each(databases)('the one role table and the one scope on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  const as = (who: string, method: string, target: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: target,
      headers: bearer(token[who]),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['agent', 'editor', 'supereditor', 'superadmin', 'operations', 'arrivalsmanager'])
      token[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    // Catalogue and admin roles on an account that belongs to no supplier.
    await createUser(t, { email: 'nosupplier@test.io', roles: ['admin', 'editor'] });
    token.nosupplier = await signIn(t, 'nosupplier@test.io');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['agent', 'PUT', '/api/suppliers'],
    ['agent', 'PUT', '/api/suppliers/defaultsettings'],
    ['editor', 'PUT', '/api/account/settings'],
    ['editor', 'POST', '/api/contracts/agencies/1'],
    ['editor', 'POST', '/api/externalproviders'],
    ['agent', 'POST', '/api/timeslots/group'],
    ['agent', 'POST', '/api/pickuptimes'],
    ['agent', 'POST', '/api/languages'],
    ['agent', 'POST', '/api/photos'],
    ['editor', 'POST', '/api/arrivals/filtered'],
    ['editor', 'POST', '/api/bookings/operations'],
  ])(
    'refuses a %s posting an invalid body to %s %s with 403, not its field messages',
    async (who, method, target) => {
      const res = await as(who, method, target, { id: 'not an id', name: 42, page: -1 });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 403,
        body: { title: 'Forbidden', message: 'Your role does not allow this' },
      });
    },
  );

  it.each([
    ['editor', 'GET', `/api/timeslots/groups/${TOO_LARGE}`],
    ['editor', 'GET', `/api/pickuptimes/${TOO_LARGE}`],
    ['editor', 'DELETE', `/api/photos/${TOO_LARGE}`],
    ['agent', 'GET', `/api/agent/bookings/${TOO_LARGE}`],
    ['agent', 'GET', `/bookings/download/invoice/${TOO_LARGE}`],
    ['agent', 'POST', `/api/bookings/${TOO_LARGE}/cancel`],
    ['agent', 'GET', `/api/agent/offers/price?tourId=${TOO_LARGE}&date=${DAY}`],
    ['operations', 'GET', `/api/availability/slotday?timeSlotId=${TOO_LARGE}&date=${DAY}`],
  ])('answers a %s asking %s %s (an id past 2³¹−1) with 400, not 500', async (who, method, target) => {
    expect((await as(who, method, target)).statusCode).toBe(400);
  });

  it.each([
    ['editor', 'POST', '/api/availability/stopsell', { timeSlotId: TOO_LARGE, date: DAY, closed: true }],
    ['arrivalsmanager', 'POST', '/api/arrivals/filtered', { hotelIds: [TOO_LARGE] }],
    ['editor', 'POST', '/api/photos/list', { toursIds: [TOO_LARGE] }],
    ['agent', 'POST', '/api/agent/bookings', { tourId: TOO_LARGE, offerId: 1, date: DAY, adults: 1 }],
  ])(
    'answers a %s posting %s %s with an id past 2³¹−1 with 400, not 500',
    async (who, method, target, body) => {
      const res = await as(who, method, target, body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields ?? {})).toContain('No such id');
    },
  );

  it('gives a supereditor the whole catalogue, as an editor has it, and a superadmin none of it', async () => {
    for (const target of [
      '/api/tours/manageList',
      '/api/timeslots/groups',
      '/api/pickuptimes',
      '/api/timeslots/externalproviders',
      '/api/availability/filters',
      '/api/suppliers/defaultsettings',
    ]) {
      expect({ target, status: (await as('supereditor', 'GET', target)).statusCode }).toEqual({
        target,
        status: 200,
      });
      expect({ target, status: (await as('superadmin', 'GET', target)).statusCode }).toEqual({
        target,
        status: 403,
      });
    }
    const photos = await as('supereditor', 'POST', '/api/photos/list', {});
    expect(photos.statusCode).toBe(200);
  });

  it('refuses catalogue and admin calls of an account of no supplier with one message', async () => {
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/tours/manageList'],
      ['GET', '/api/timeslots/groups'],
      ['GET', '/api/pickuptimes'],
      ['GET', '/api/availability/filters'],
      ['GET', '/api/account/settings'],
      ['GET', '/api/suppliers/my'],
      ['GET', '/api/contracts/offers'],
      ['GET', '/api/externalproviders'],
      ['POST', '/api/photos/list', {}],
      ['POST', '/api/arrivals/filtered', {}],
      ['POST', '/api/bookings/operations', {}],
    ];
    for (const [method, target, body] of calls) {
      const res = await as('nosupplier', method, target, body);
      expect({ target, status: res.statusCode, message: res.json().message }).toEqual({
        target,
        status: 403,
        message: 'Your account belongs to no supplier',
      });
    }
  });
});

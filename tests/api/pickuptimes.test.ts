import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { sellableOfferOf } from './demo-offers';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('pick-up times on $name', ({ url }) => {
  let t: TestContext;
  let editor: string;
  let other: string;
  let agent: string;
  let hotels: { id: number; name: string; regionId: number; cityId: number }[];
  let regions: { id: number; name: string; cityId: number }[];

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const me = await t.database.db
      .selectFrom('users')
      .select('supplierId')
      .where('email', '=', 'editor@caravan.demo')
      .executeTakeFirstOrThrow();
    const otherSupplier = await t.database.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '!=', me.supplierId!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await createUser(t, { email: 'other-editor@test.io', roles: ['editor'], supplierId: otherSupplier.id });
    other = await signIn(t, 'other-editor@test.io');
    hotels = (await t.app.inject({ url: '/api/hotels/supplier', headers: bearer(editor) })).json();
    regions = (await t.app.inject({ url: '/api/regions/supplier', headers: bearer(editor) })).json();
  });
  afterAll(async () => t?.close());

  const save = (token: string, body: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: '/api/pickuptimes', headers: bearer(token), payload: body });

  it('serves the lookups of the pick-up screens to editors only', async () => {
    expect(hotels.length).toBeGreaterThan(10);
    expect(hotels[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      regionId: expect.any(Number),
      regionName: expect.any(String),
      cityId: expect.any(Number),
      cityName: expect.any(String),
    });
    expect(regions.length).toBeGreaterThan(5);
    const cities = (await t.app.inject({ url: '/api/cities/supplier', headers: bearer(editor) })).json();
    expect(cities.map((c: { name: string }) => c.name)).toContain('Dubai');
    for (const path of [
      '/api/hotels/supplier',
      '/api/cities/supplier',
      '/api/regions/supplier',
      '/api/pickuptimes',
    ]) {
      expect((await t.app.inject({ url: path, headers: bearer(agent) })).statusCode).toBe(403);
    }
  });

  it('refuses a set without a name, or with unknown or repeated places, changing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/pickuptimes', headers: bearer(editor) })).json();
    const noName = await save(editor, {
      id: 0,
      name: '  ',
      isFixedTime: true,
      regionsPickUpTimes: [],
      hotelsPickUpTimes: [],
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.name).toBe('Pick up time name is required');
    const unknown = await save(editor, {
      id: 0,
      name: 'Bad',
      isFixedTime: true,
      regionsPickUpTimes: [],
      hotelsPickUpTimes: [{ hotelId: 9_999_999, timeStart: 0, timeEnd: 0 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ hotelsPickUpTimes: 'Unknown hotel' });
    const twice = await save(editor, {
      id: 0,
      name: 'Bad',
      isFixedTime: true,
      regionsPickUpTimes: [
        { regionId: regions[0].id, timeStart: 0, timeEnd: 0, isActive: true },
        { regionId: regions[0].id, timeStart: 0, timeEnd: 0, isActive: true },
      ],
      hotelsPickUpTimes: [],
    });
    expect(twice.statusCode).toBe(400);
    const late = await save(editor, {
      id: 0,
      name: 'Bad',
      isFixedTime: true,
      regionsPickUpTimes: [{ regionId: regions[0].id, timeStart: 1440, timeEnd: 0, isActive: true }],
      hotelsPickUpTimes: [],
    });
    expect(late.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/pickuptimes', headers: bearer(editor) })).json()).toEqual(before);
  });

  it('creates, reads, updates and lists a set; options sorted with a leading Not applicable', async () => {
    const created = await save(editor, {
      id: 0,
      name: 'aaa Marina pick-ups',
      isFixedTime: true,
      regionsPickUpTimes: [
        { regionId: regions[0].id, timeStart: 480, timeEnd: 510, isActive: true },
        { regionId: regions[1].id, timeStart: 490, timeEnd: 520, isActive: false },
      ],
      hotelsPickUpTimes: [{ hotelId: hotels[0].id, timeStart: 450, timeEnd: 465 }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const read = await t.app.inject({ url: `/api/pickuptimes/${id}`, headers: bearer(editor) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      name: 'aaa Marina pick-ups',
      isFixedTime: true,
      hotelsPickUpTimes: [{ hotelId: hotels[0].id, name: hotels[0].name, timeStart: 450, timeEnd: 465 }],
    });
    expect(read.json().regionsPickUpTimes).toHaveLength(2);

    const updated = await save(
      editor,
      { ...read.json(), name: 'Marina pick-ups (new)', hotelsPickUpTimes: [] },
      'PUT',
    );
    expect(updated.statusCode).toBe(200);
    const again = (await t.app.inject({ url: `/api/pickuptimes/${id}`, headers: bearer(editor) })).json();
    expect(again.name).toBe('Marina pick-ups (new)');
    expect(again.hotelsPickUpTimes).toEqual([]);

    const list = (await t.app.inject({ url: '/api/pickuptimes', headers: bearer(editor) })).json();
    expect(list.find((r: { id: number }) => r.id === id)).toEqual({
      id,
      name: 'Marina pick-ups (new)',
      isFixedTime: true,
      regions: 1,
      hotels: 0,
      // The operator's staff reach every supplier's sets: each row says whose it is.
      supplierName: 'Caravan Destination Management LLC',
    });
    const options = (await t.app.inject({ url: '/api/pickuptimes/options', headers: bearer(editor) })).json();
    expect(options[0]).toEqual({ label: 'Not applicable', value: 0 });
    const labels = options.slice(1).map((o: { label: string }) => o.label);
    expect(labels).toEqual(
      [...labels].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(labels).toContain('Marina pick-ups (new)');
  });

  it('keeps another supplier’s sets apart', async () => {
    const id = (
      await save(editor, {
        id: 0,
        name: 'Private',
        isFixedTime: true,
        regionsPickUpTimes: [],
        hotelsPickUpTimes: [],
      })
    ).json().id;
    const read = await t.app.inject({ url: `/api/pickuptimes/${id}`, headers: bearer(other) });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Time slot group not found or you are not allowed to manage it');
    const put = await save(
      other,
      { id, name: 'Mine now', isFixedTime: true, regionsPickUpTimes: [], hotelsPickUpTimes: [] },
      'PUT',
    );
    expect(put.statusCode).toBe(404);
    const options = (await t.app.inject({ url: '/api/pickuptimes/options', headers: bearer(other) })).json();
    expect(options.map((o: { value: number }) => o.value)).not.toContain(id);
    // A group may not use another supplier's set.
    const g = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/group',
      headers: bearer(other),
      payload: {
        id: 0,
        name: 'G',
        pickUpTimeId: id,
        capacity: 5,
        minimumAdvancedBooking: 0,
        isTimeSlotsIndependant: false,
      },
    });
    expect(g.statusCode).toBe(400);
    expect(g.json().fields).toEqual({ pickUpTimeId: 'Pick up time not found' });
  });

  it('a booking takes the hotel’s override, else its region’s time, else minutes before the start', async () => {
    const date = addDaysUtc(todayUtc(), 25);
    const offer = await sellableOfferOf(t.database.db, 'editor@caravan.demo', date);
    const [withOverride, inRegion] = [hotels[0], hotels.find((h) => h.regionId !== hotels[0].regionId)!];
    const setBody = (isFixedTime: boolean) => ({
      id: 0,
      name: `Rule ${isFixedTime}`,
      isFixedTime,
      regionsPickUpTimes: [
        {
          regionId: inRegion.regionId,
          timeStart: isFixedTime ? 600 : 45,
          timeEnd: isFixedTime ? 630 : 45,
          isActive: true,
        },
      ],
      hotelsPickUpTimes: [
        { hotelId: withOverride.id, timeStart: isFixedTime ? 540 : 90, timeEnd: isFixedTime ? 555 : 90 },
      ],
    });
    const fixed = (await save(editor, setBody(true))).json().id;
    const before = (await save(editor, setBody(false))).json().id;
    const group = (
      await t.app.inject({
        method: 'POST',
        url: '/api/timeslots/group',
        headers: bearer(editor),
        payload: {
          id: 0,
          name: 'Rule group',
          pickUpTimeId: fixed,
          capacity: 50,
          minimumAdvancedBooking: 0,
          isTimeSlotsIndependant: false,
        },
      })
    ).json().id;
    const slotOf = async (pickUpTimeId: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/timeslots',
          headers: bearer(editor),
          payload: {
            id: 0,
            groupId: group,
            name: `At 11 ${pickUpTimeId}`,
            startHour: 11,
            startMinutes: 0,
            endHour: 12,
            endMinutes: 0,
            timeType: 0,
            type: 0,
            daysOffered: 0,
            pickUpTimeId,
            isExternalId: false,
            externalProviderCodeType: 0,
            externalProviderDiffProductsAdultChild: false,
            externalIsTicketPerPax: false,
          },
        })
      ).json().id as number;
    const groupSlot = await slotOf(0);
    const beforeSlot = await slotOf(before);
    await t.database.db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
    // Picks up anywhere, so every test hotel can be chosen.
    await t.database.db.deleteFrom('offerCities').where('offerId', '=', offer.id).execute();
    await t.database.db
      .insertInto('offerTimeSlots')
      .values([
        { offerId: offer.id, timeSlotId: groupSlot },
        { offerId: offer.id, timeSlotId: beforeSlot },
      ])
      .execute();

    const pickUpOf = async (timeSlotId: number, hotelId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/agent/bookings',
        headers: bearer(agent),
        payload: {
          clientRef: randomUUID(),
          date,
          tourId: offer.tourId,
          offerId: offer.id,
          timeSlotId,
          adults: 1,
          guestName: 'Pick Up',
          hotelId,
        },
      });
      expect(res.statusCode).toBe(201);
      const details = await t.app.inject({
        url: `/api/agent/bookings/${res.json().id}`,
        headers: bearer(agent),
      });
      return details.json().pickUpTime as string | null;
    };
    const elsewhere = hotels.find(
      (h) => h.regionId !== withOverride.regionId && h.regionId !== inRegion.regionId,
    )!;
    // The slot inherits its group's fixed-time set.
    expect(await pickUpOf(groupSlot, withOverride.id)).toBe('09:00-09:15');
    expect(await pickUpOf(groupSlot, inRegion.id === withOverride.id ? elsewhere.id : inRegion.id)).toBe(
      '10:00-10:30',
    );
    expect(await pickUpOf(groupSlot, elsewhere.id)).toBeNull();
    // Its own set counts minutes before its 11:00 start.
    expect(await pickUpOf(beforeSlot, withOverride.id)).toBe('09:30');
    expect(await pickUpOf(beforeSlot, inRegion.id)).toBe('10:15');
  });
});

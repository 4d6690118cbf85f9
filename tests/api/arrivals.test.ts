import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

type Page = { entities: Array<Record<string, any>>; pagingInfo: Record<string, any> };

describe.each(databases)('arrivals API on $name', ({ url }) => {
  let t: TestContext;
  let rep: string;
  let agent: string;
  const today = todayUtc();

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    rep = await signIn(t, 'arrivalsmanager@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const list = async (body: object, token = rep) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(token),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const save = (payload: object, key?: string, token = rep) =>
    t.app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('lists the in-house guests by default, sorted by group id, with paging info', async () => {
    const page = await list({});
    const inHouse = await t.database.db
      .selectFrom('arrivals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('arrivalDate', '<=', today)
      .where('departureDate', '>=', today)
      .executeTakeFirstOrThrow();
    expect(page.pagingInfo).toMatchObject({
      currentPage: 1,
      totalItems: Number(inHouse.n),
      itemsPerPage: 50,
      prevPage: null,
      from: 1,
    });
    for (const a of page.entities) {
      expect(a.arrivalDate <= today && a.departureDate >= today).toBe(true);
    }
    const groups = page.entities.map((a) => a.groupId);
    expect(groups).toEqual([...groups].sort());
  });

  it('shows everyone when In House is off, and pages through them', async () => {
    const all = await list({ inHouse: false, itemsPerPage: 100 });
    expect(all.pagingInfo.totalItems).toBeGreaterThanOrEqual(300);
    const second = await list({ inHouse: false, itemsPerPage: 100, page: 2 });
    expect(second.pagingInfo).toMatchObject({ currentPage: 2, prevPage: 1, nextPage: 3, from: 101, to: 200 });
    expect(second.entities[0].id).not.toBe(all.entities[0].id);
  });

  it('filters by hotel, name and room, and sorts by a whitelisted column', async () => {
    const first = (await list({})).entities[0];
    const byHotel = await list({ hotelIds: [first.hotelId] });
    expect(byHotel.entities.every((a) => a.hotelId === first.hotelId)).toBe(true);
    const byName = await list({ touristName: first.touristName.slice(0, 5).toLowerCase() });
    expect(byName.entities.map((a) => a.id)).toContain(first.id);
    const sorted = await list({ inHouse: false, sortField: 'TouristName', sortType: 'DESC' });
    const names = sorted.entities.map((a) => a.touristName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: { sortField: 'password' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages in the same order as the whole list, for sorts on arrivals alone and on joined columns', async () => {
    // The page's ids are chosen first and their details fetched after; the order must survive both.
    const byText = (a: unknown, b: unknown) =>
      String(a ?? '') < String(b ?? '') ? -1 : String(a ?? '') > String(b ?? '') ? 1 : 0;
    for (const [sortField, key] of [
      ['groupid', 'groupId'],
      ['hotelname', 'hotelName'],
      ['roomnumber', 'roomNumber'],
    ] as const) {
      const whole = (await list({ sortField, itemsPerPage: 500 })).entities;
      expect(whole.length).toBeGreaterThan(20);
      const pages = [
        ...(await list({ sortField, itemsPerPage: 10 })).entities,
        ...(await list({ sortField, itemsPerPage: 10, page: 2 })).entities,
      ];
      expect(pages.map((a) => a.id)).toEqual(whole.slice(0, 20).map((a) => a.id));
      const keys = whole.filter((a) => a[key] !== null).map((a) => a[key]);
      expect(keys).toEqual([...keys].sort(byText));
    }
  });

  it('filters by displayed status: Purchased means the group has bookings', async () => {
    const purchased = await list({ inHouse: false, statuses: [5], itemsPerPage: 500 });
    expect(purchased.entities.length).toBeGreaterThan(0);
    expect(purchased.entities.every((a) => a.numberOfBookings > 0 && !a.isDeleted)).toBe(true);
  });

  it('refuses a user without an arrivals role (403) and bad filters (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(agent),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: { page: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.page).toBe('page starts at 1');
  });

  it('saves group info; the same Idempotency-Key replays the first answer and changes nothing', async () => {
    const guest = (await list({})).entities.find((a) => a.groupInfo === null)!;
    const payload = {
      groupId: guest.groupId,
      values: { communicationStatus: 1, rooms: { [guest.hotelId]: '1204' } },
      base: { communicationStatus: 0, rooms: {} },
    };
    const first = await save(payload, 'arrival-save-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      groupId: guest.groupId,
      communicationStatus: 1,
      hotels: [{ hotelId: guest.hotelId, roomNumber: '1204' }],
    });
    const replay = await save(payload, 'arrival-save-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const row = await t.database.db
      .selectFrom('groupInfos')
      .select('version')
      .where('groupId', '=', guest.groupId)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    const listed = (await list({ search: '1204' })).entities.find((a) => a.id === guest.id)!;
    expect(listed.roomNumber).toBe('1204');
  });

  it("searches by name or room: a name containing the text, the group's room at the hotel, or the arrival's own room", async () => {
    // What the search box means, straight from the joined tables (no index serves this OR).
    const expected = async (text: string) =>
      (
        await t.database.db
          .selectFrom('arrivals as a')
          .leftJoin('groupInfos as gi', (j) =>
            j.onRef('gi.supplierId', '=', 'a.supplierId').onRef('gi.groupId', '=', 'a.groupId'),
          )
          .leftJoin('groupInfoHotels as gih', (j) =>
            j.onRef('gih.groupInfoId', '=', 'gi.id').onRef('gih.hotelId', '=', 'a.hotelId'),
          )
          .select('a.id')
          .where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['a.touristName']), 'like', `%${text.toLowerCase()}%`),
              eb('gih.roomNumber', '=', text),
              eb('a.roomNumber', '=', text),
            ]),
          )
          .execute()
      )
        .map((r) => r.id)
        .sort((x, y) => x - y);
    const found = async (text: string) =>
      (await list({ search: text, inHouse: false, itemsPerPage: 500 })).entities
        .map((a) => a.id as number)
        .sort((x, y) => x - y);
    const ownRoom = await t.database.db
      .selectFrom('arrivals')
      .select('roomNumber')
      .where('roomNumber', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const groupRoom = await t.database.db
      .selectFrom('groupInfoHotels')
      .select('roomNumber')
      .where('roomNumber', '<>', '')
      .orderBy('groupInfoId')
      .executeTakeFirstOrThrow();
    const name = (
      await t.database.db.selectFrom('arrivals').select('touristName').orderBy('id').executeTakeFirstOrThrow()
    ).touristName;
    const texts = [
      ownRoom.roomNumber!,
      groupRoom.roomNumber,
      name.split(' ')[0].slice(0, 4),
      name.split(' ')[1] ?? 'an',
      'zz-none',
    ];
    const answers = [];
    for (const text of texts)
      answers.push({ text, found: await found(text), expected: await expected(text) });
    expect(answers.map((a) => ({ text: a.text, found: a.found }))).toEqual(
      answers.map((a) => ({ text: a.text, found: a.expected })),
    );
    // Every text but the last names somebody, so the comparison is not between two empty lists.
    expect(answers.map((a) => a.expected.length > 0)).toEqual([true, true, true, true, false]);
  });

  it("searches phone numbers by their digits, however they are written: the guest's own and the group's", async () => {
    const arrivals = await t.database.db
      .selectFrom('arrivals')
      .select(['id', 'supplierId', 'groupId', 'touristPhone'])
      .execute();
    const groups = await t.database.db
      .selectFrom('groupInfos')
      .select(['supplierId', 'groupId', 'phoneNumbers'])
      .execute();
    const groupPhones = new Map(groups.map((g) => [`${g.supplierId}:${g.groupId}`, g.phoneNumbers]));
    const digitsIn = (phones: string | null | undefined) => (phones ?? '').replace(/[ +\-().]/g, '');
    // What the box means for a number, from every row: its digits inside the guest's or the group's numbers.
    const expected = (digits: string) =>
      arrivals
        .filter(
          (a) =>
            digitsIn(a.touristPhone).includes(digits) ||
            digitsIn(groupPhones.get(`${a.supplierId}:${a.groupId}`)).includes(digits),
        )
        .map((a) => a.id)
        .sort((x, y) => x - y);
    const found = async (text: string) =>
      (await list({ search: text, inHouse: false, itemsPerPage: 500 })).entities
        .map((a) => a.id as number)
        .sort((x, y) => x - y);

    const own = arrivals.find((a) => a.touristPhone && !a.touristPhone.includes(','))!.touristPhone!;
    const groupOnly = groups
      .find((g) => g.phoneNumbers?.includes(','))!
      .phoneNumbers!.split(',')[1]
      .trim();
    const ownDigits = own.replace(/\D/g, '');
    const cases = [
      { text: own, digits: ownDigits },
      { text: ownDigits, digits: ownDigits },
      { text: `+${ownDigits.slice(0, 3)}-${ownDigits.slice(3, 6)} ${ownDigits.slice(6)}`, digits: ownDigits },
      { text: ownDigits.slice(-7), digits: ownDigits.slice(-7) },
      { text: groupOnly, digits: groupOnly.replace(/\D/g, '') },
    ];
    for (const c of cases) {
      const want = expected(c.digits);
      expect(want.length, `${c.text} is somebody's number`).toBeGreaterThan(0);
      expect({ text: c.text, found: await found(c.text) }).toEqual({ text: c.text, found: want });
    }
    // Four digits are a room, not a number: no stranger whose phone holds them is listed.
    const short = ownDigits.slice(-4);
    const byShort = (await list({ search: short, inHouse: false, itemsPerPage: 500 })).entities;
    expect(byShort.filter((a) => a.roomNumber !== short && !a.touristName.includes(short))).toEqual([]);
  });

  it('answers 409 with the current values for a field someone else changed, and applies the rest', async () => {
    const guest = (await list({})).entities.find((a) => a.groupInfo !== null && a.groupInfo.notes)!;
    const gi = guest.groupInfo;
    const theirs = await save({
      groupId: guest.groupId,
      values: { notes: 'Wants the balloon tour' },
      base: { notes: gi.notes },
    });
    expect(theirs.statusCode).toBe(200);
    const flagsBefore = gi.communicationStatus;
    const mine = await save({
      groupId: guest.groupId,
      values: { notes: 'Call back at 6 pm', communicationStatus: flagsBefore | 4 },
      base: { notes: gi.notes, communicationStatus: flagsBefore },
    });
    expect(mine.statusCode).toBe(409);
    const body = mine.json();
    expect(body.conflicts).toEqual([
      { field: 'notes', base: gi.notes, mine: 'Call back at 6 pm', theirs: 'Wants the balloon tour' },
    ]);
    expect(body.groupInfo.notes).toBe('Wants the balloon tour');
    expect(body.groupInfo.communicationStatus).toBe(flagsBefore | 4);
  });

  it("409 says who saved the group meanwhile and when: another user by name, the caller as 'you, on another device'", async () => {
    const desk = await signIn(t, 'arrivalsadmin@caravan.demo', DEMO_PASSWORD);
    const names = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json() as {
        id: number;
        fullName: string;
      };
    const me = await names(rep);
    const them = await names(desk);
    const withInfo = (await list({})).entities.filter((a) => a.groupInfo !== null);
    const guests = [...new Map(withInfo.map((a) => [a.groupId, a])).values()];
    for (const [guest, token, who] of [
      [guests[3], desk, them],
      [guests[4], rep, me],
    ] as const) {
      const notes = guest.groupInfo.notes;
      const before = Date.now();
      const theirs = await save(
        { groupId: guest.groupId, values: { notes: `Changed by ${who.id}` }, base: { notes } },
        undefined,
        token,
      );
      expect(theirs.statusCode).toBe(200);
      const mine = await save({ groupId: guest.groupId, values: { notes: 'Mine' }, base: { notes } });
      expect(mine.statusCode).toBe(409);
      const body = mine.json();
      expect(body.changedBy).toEqual({ id: who.id, name: who.fullName, byYou: token === rep });
      expect(Date.parse(body.changedAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(body.changedAt)).toBeLessThanOrEqual(Date.now());
      expect(body.message).toBe(
        token === rep
          ? `You changed the notes on another device at ${body.changedAt}; your other changes were saved`
          : `${who.fullName} changed the notes at ${body.changedAt}; your other changes were saved`,
      );
    }
  });

  it('merges two reps ticking different contact flags without a conflict', async () => {
    const guest =
      (await list({})).entities.find((a) => a.groupInfo !== null && a.groupInfo.communicationStatus === 0) ??
      (await list({})).entities.find((a) => a.groupInfo === null)!;
    const a = await save({
      groupId: guest.groupId,
      values: { communicationStatus: 1 },
      base: { communicationStatus: 0 },
    });
    const b = await save({
      groupId: guest.groupId,
      values: { communicationStatus: 2 },
      base: { communicationStatus: 0 },
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().communicationStatus).toBe(3);
  });

  it('refuses bad payloads with 400 and unknown groups with 404, changing nothing', async () => {
    const guest = (await list({})).entities[0];
    expect((await save({ values: {} })).statusCode).toBe(400);
    expect((await save({ groupId: guest.groupId, values: { status: 5 } })).statusCode).toBe(400);
    expect((await save({ groupId: guest.groupId, values: { communicationStatus: 999 } })).statusCode).toBe(
      400,
    );
    expect((await save({ groupId: guest.groupId, values: { rooms: { '999999': '1' } } })).statusCode).toBe(
      400,
    );
    expect((await save({ groupId: 'NO-SUCH-GROUP', values: { notes: 'x' } })).statusCode).toBe(404);
    const created = await t.database.db
      .selectFrom('groupInfos')
      .select('id')
      .where('groupId', '=', 'NO-SUCH-GROUP')
      .execute();
    expect(created).toEqual([]);
  });

  it('lists sales people and hotels with arrivals, sorted by name', async () => {
    const sales = await t.app.inject({ url: '/api/arrivals/sales', headers: bearer(rep) });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().length).toBeGreaterThanOrEqual(3);
    const hotels = (
      await t.app.inject({ url: '/api/hotels/witharrivals', headers: bearer(rep) })
    ).json() as Array<{ name: string }>;
    expect(hotels.length).toBeGreaterThan(10);
    const names = hotels.map((h) => h.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });
});

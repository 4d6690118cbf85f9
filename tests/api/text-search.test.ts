import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc } from '../../domain/dates';
import { containsText } from '../../server/db/text-search';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

type Page = { entities: Array<Record<string, any>>; pagingInfo: Record<string, any> };

/** Names that trip up a text index: LIKE's wildcards and escape, mixed case, letters beyond ASCII. */
const NAMES = [
  '100% Pure_Joy',
  'Back\\Slash Doe',
  'MiXeD CaSe Smith',
  'ÄNNE ÄRGER',
  'änne ärger',
  'Ёлкин Пётр',
  'ёлкин пётр',
  'İstanbul Kaya',
  'Zoë "Quoted" O\'Neil',
  'NEAR(x) AND *star*',
];

/** What users type: each one is compared with today's lower(column) LIKE on the same database. */
const TEXTS = [
  '%',
  '_',
  '\\',
  '0% p',
  '0%_p',
  'e_j',
  'e_joy',
  'k\\sl',
  'ck\\s',
  'mixed',
  'MIXED',
  'xed ca',
  'ä',
  'Ä',
  'änn',
  'ÄNN',
  'Änne',
  'ärger',
  'ёлк',
  'Ёлк',
  'ЁЛКИН',
  'пётр',
  'ist',
  'İst',
  'i̇st',
  '"quoted"',
  'ë "q',
  "o'n",
  'near(',
  'and *',
  '*st',
  'ar*',
  'ab',
  'a',
  'zzzz',
  'r p',
  'V-',
];

describe.each(databases)('contains-filters on $name give the answers of lower(column) LIKE', ({ url }) => {
  let t: TestContext;
  let operations: string;
  let rep: string;
  const bookingIds: number[] = [];
  const arrivalIds: number[] = [];

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    operations = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    rep = await signIn(t, 'arrivalsmanager@caravan.demo', DEMO_PASSWORD);
    const db = t.database.db;
    // Updates (the index follows them), and new rows copied from demo ones (it follows inserts).
    const bookings = await db.selectFrom('bookings').selectAll().orderBy('id').limit(NAMES.length).execute();
    const arrivals = await db.selectFrom('arrivals').selectAll().orderBy('id').limit(NAMES.length).execute();
    for (const [i, name] of NAMES.entries()) {
      await db
        .updateTable('bookings')
        .set({ guestName: name, voucher: i % 2 ? `V_${i}%x` : null })
        .where('id', '=', bookings[i].id)
        .execute();
      await db
        .updateTable('arrivals')
        .set({ touristName: name.toUpperCase() })
        .where('id', '=', arrivals[i].id)
        .execute();
      const { id: _b, ...booking } = bookings[i];
      const added = await db
        .insertInto('bookings')
        .values({
          ...booking,
          clientRef: `text-search-${i}`,
          guestName: name,
          voucher: `Vou${name.slice(0, 4)}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      bookingIds.push(bookings[i].id, added.id);
      const { id: _a, ...arrival } = arrivals[i];
      const copy = await db
        .insertInto('arrivals')
        .values({ ...arrival, touristName: name, groupId: `G%_${name.slice(0, 5)}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      arrivalIds.push(arrivals[i].id, copy.id);
    }
  });
  afterAll(async () => t?.close());

  // The rows change under the API here, not through it, so ask for answers computed now rather than
  // pages kept since the last write the API saw (server/http/result-cache.ts).
  const computed = { 'cache-control': 'no-cache' };
  const operatorIds = async (f: string, window = { from: '01.01.2000', to: '31.12.2100' }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/operations',
      headers: { ...bearer(operations), ...computed },
      payload: { ...window, itemsPerPage: 1000, f },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    // A wide text ('a') matches more than a page: the total must agree, the ids as far as they go.
    const ids = page.entities.map((b) => b.id as number).sort((a, b) => a - b);
    return page.pagingInfo.totalItems > 1000 ? { total: page.pagingInfo.totalItems as number } : ids;
  };
  const arrivalList = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: { ...bearer(rep), ...computed },
      payload: { inHouse: false, itemsPerPage: 500, ...body },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Page).entities.map((a) => a.id as number).sort((a, b) => a - b);
  };
  /** Today's filter, straight from the table (no index can serve it). */
  const expectedBookings = async (f: string, dates?: { from: string; to: string }) => {
    const rows = await t.database.db
      .selectFrom('bookings as b')
      .select('b.id')
      .where((eb) =>
        eb.or([containsText('b.guestName', f), containsText('b.voucher', f), eb('b.groupId', '=', f)]),
      )
      .$if(dates !== undefined, (q) => q.where('b.date', '>=', dates!.from).where('b.date', '<=', dates!.to))
      .execute();
    return rows.length > 1000 ? { total: rows.length } : rows.map((r) => r.id).sort((a, b) => a - b);
  };
  const expectedArrivals = async (column: 'a.touristName' | 'a.groupId', f: string) =>
    (await t.database.db.selectFrom('arrivals as a').select('a.id').where(containsText(column, f)).execute())
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it.each(TEXTS)('bookings f=%j', async (f) => {
    expect(await operatorIds(f)).toEqual(await expectedBookings(f));
  });

  it.each(TEXTS)('bookings f=%j over a window short enough to test each booking', async (f) => {
    // Sixty days from the first renamed booking: both databases test the window's bookings one by one
    // (list-repo.ts, TEXT_SCAN_WINDOW_DAYS) instead of going through the trigram index.
    const first = await t.database.db
      .selectFrom('bookings')
      .select('date')
      .where('id', '=', bookingIds[0])
      .executeTakeFirstOrThrow();
    const dates = { from: first.date, to: addDaysUtc(first.date, 60) };
    const display = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
    expect(await operatorIds(f, { from: display(dates.from), to: display(dates.to) })).toEqual(
      await expectedBookings(f, dates),
    );
  });

  it.each(TEXTS)('arrivals by tourist name, group id and name-or-room search: %j', async (f) => {
    const byName = await expectedArrivals('a.touristName', f);
    expect(await arrivalList({ touristName: f })).toEqual(byName);
    expect(await arrivalList({ groupId: f })).toEqual(await expectedArrivals('a.groupId', f));
    // The demo's room numbers are digits: no text here names a room, so the search is the name filter.
    expect(await arrivalList({ search: f })).toEqual(byName);
  });

  it('keeps each database folding case as lower() does: SQLite ASCII only, PostgreSQL every letter', async () => {
    const upper = bookingIds[NAMES.indexOf('ÄNNE ÄRGER') * 2 + 1];
    const lower = bookingIds[NAMES.indexOf('änne ärger') * 2 + 1];
    const found = (await operatorIds('Änne')) as number[];
    expect(found).toContain(lower);
    expect(found.includes(upper)).toBe(t.database.dialect === 'postgres');
    expect(await operatorIds('MiXeD')).toEqual(await operatorIds('mixed'));
  });

  it('follows updates and deletes of the searched columns', async () => {
    const [id] = (await operatorIds('Back\\Slash')) as number[];
    await t.database.db
      .updateTable('bookings')
      .set({ guestName: 'Renamed Person' })
      .where('id', '=', id)
      .execute();
    expect(await operatorIds('Back\\Slash')).not.toContain(id);
    expect(await operatorIds('renamed')).toEqual([id]);
    // A change to other columns (status, payments) leaves the index as it was.
    await t.database.db.updateTable('bookings').set({ status: 1 }).where('id', '=', id).execute();
    expect(await operatorIds('renamed')).toEqual([id]);

    const arrivalId = arrivalIds[1];
    const name = (
      await t.database.db
        .selectFrom('arrivals')
        .select('touristName')
        .where('id', '=', arrivalId)
        .executeTakeFirstOrThrow()
    ).touristName;
    await t.database.db.deleteFrom('arrivals').where('id', '=', arrivalId).execute();
    expect(await arrivalList({ touristName: name })).not.toContain(arrivalId);
    expect(await arrivalList({ touristName: name })).toEqual(await expectedArrivals('a.touristName', name));
  });

  it.runIf(url === null)('leaves the SQLite FTS5 tables sound after all these changes', async () => {
    for (const table of ['bookings_text', 'arrivals_text']) {
      // FTS5's own check of its index structure; it throws on a corrupt index.
      await expect(
        sql.raw(`insert into ${table}(${table}, rank) values ('integrity-check', 0)`).execute(t.database.db),
      ).resolves.toBeDefined();
    }
  });
});

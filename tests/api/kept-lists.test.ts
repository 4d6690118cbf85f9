import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import type { App } from '../../server/http/types';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

type Page = { entities: Array<{ groupId: string; notes: string | null; hotelId: number | null }> };

/** The in-house list is kept between writes (server/http/result-cache.ts); these show it is never stale. */
describe.each(databases)('the kept arrivals list on $name', ({ url }) => {
  let t: TestContext;
  let rep: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    rep = await signIn(t, 'arrivalsmanager@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const list = async (app: App = t.app, body: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as Page;
  };
  const saveNotes = async (app: App, groupId: string, base: string | null, notes: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: bearer(rep),
      payload: { groupId, values: { notes }, base: { notes: base ?? '' } },
    });
    expect(res.statusCode).toBe(200);
  };

  it('answers the same list twice from one computation, identical to the first', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: {},
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: {},
    });
    expect(again.body).toBe(first.body);
  });

  it('shows a saved note in the very next read', async () => {
    const [guest] = (await list()).entities;
    await saveNotes(t.app, guest.groupId, guest.notes, 'Kept list, first note');
    const after = (await list()).entities.find((a) => a.groupId === guest.groupId);
    expect(after?.notes).toBe('Kept list, first note');
  });

  it('shows what another API instance on the same database saved', async () => {
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    // On PostgreSQL the second instance has its own pool, as a second process would.
    const database = url
      ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 2 })
      : t.database;
    const { app: second } = await buildApp({ config, database, logger: false });
    try {
      const [guest] = (await list()).entities;
      await list(second);
      await saveNotes(second, guest.groupId, guest.notes, 'Saved on the other instance');
      expect((await list()).entities.find((a) => a.groupId === guest.groupId)?.notes).toBe(
        'Saved on the other instance',
      );
      await saveNotes(t.app, guest.groupId, 'Saved on the other instance', 'And back on the first');
      expect((await list(second)).entities.find((a) => a.groupId === guest.groupId)?.notes).toBe(
        'And back on the first',
      );
    } finally {
      await second.close();
      if (url) await database.close();
    }
  });

  it('keeps each filter apart', async () => {
    const all = await list();
    const hotelId = all.entities.find((a) => a.hotelId !== null)!.hotelId;
    const byHotel = await list(t.app, { hotelIds: [hotelId] });
    expect(byHotel.entities.every((a) => a.hotelId === hotelId)).toBe(true);
    expect((await list()).entities).toEqual(all.entities);
  });

  it('moves the write mark on writes, not on reads', async () => {
    const before = await t.ctx.writes.current();
    await list();
    await t.app.inject({
      method: 'POST',
      url: '/api/bookings/operations',
      headers: bearer(rep),
      payload: {},
    });
    expect(await t.ctx.writes.current()).toBe(before);
    const [guest] = (await list()).entities;
    await saveNotes(t.app, guest.groupId, guest.notes, 'Moves the mark');
    expect(await t.ctx.writes.current()).not.toBe(before);
  });

  it('leaves the mark where it was for writes refused before anything was written', async () => {
    const before = await t.ctx.writes.current();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      payload: { groupId: 'X', values: {}, base: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: bearer(rep),
      payload: { groupId: 42 },
    });
    expect(junk.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: bearer(rep),
      payload: { groupId: 'NO-SUCH-GROUP', values: { notes: 'x' }, base: { notes: '' } },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.ctx.writes.current()).toBe(before);
  });
});

/** The bookings lists are kept the same way: a status change shows in the very next read. */
describe.each(databases)('the kept bookings lists on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  let ops: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  type Listed = { entities: Array<{ id: number; status: number }> };
  const statusIn = (page: Listed, id: number) => page.entities.find((b) => b.id === id)?.status;

  it('shows a booking confirmed by operations in the next operator and agent reads', async () => {
    const agentRow = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agent@caravan.demo')
      .executeTakeFirstOrThrow();
    const pending = await t.database.db
      .selectFrom('bookings')
      .select(['id', 'date', 'guestName'])
      .where('agentId', '=', agentRow.id)
      .where('status', '=', 1)
      .where('date', '>', todayUtc())
      .where('date', '<=', addDaysUtc(todayUtc(), 14))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const operatorList = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/operations',
        headers: bearer(ops),
        payload: { itemsPerPage: 500 },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as Listed;
    };
    const display = `${pending.date.slice(8, 10)}.${pending.date.slice(5, 7)}.${pending.date.slice(0, 4)}`;
    const agentList = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/agent/bookings?from=${display}&to=${display}&itemsPerPage=500`,
        headers: bearer(agent),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as Listed;
    };
    expect(statusIn(await operatorList(), pending.id)).toBe(1);
    expect(statusIn(await agentList(), pending.id)).toBe(1);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${pending.id}/confirm`,
      headers: bearer(ops),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(statusIn(await operatorList(), pending.id)).toBe(0);
    expect(statusIn(await agentList(), pending.id)).toBe(0);
  });

  it("keeps one agent's page from another agent of the same agency", async () => {
    const agent2 = await signIn(t, 'agent2@caravan.demo', DEMO_PASSWORD);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/agent/bookings?showMy=1',
      headers: bearer(agent),
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/agent/bookings?showMy=1',
      headers: bearer(agent2),
    });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(mine.body);
  });
});

/**
 * Each area has its own write mark: a write drops the kept pages that show its area, on every instance,
 * and leaves the others kept. A change made behind the API's back (straight into the database, moving no
 * mark) shows which: a kept page still has the old value, a page computed again has the new one.
 */
describe.each(databases)('write areas of the kept lists on $name', ({ url }) => {
  let t: TestContext;
  let second: App;
  let secondDatabase: TestContext['database'];
  let rep: string;
  let ops: string;
  let editor: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    // On PostgreSQL the second instance has its own pool, as a second process would.
    secondDatabase = url
      ? openDatabase({ kind: 'postgres', url }, { schema: t.database.schema, poolSize: 2 })
      : t.database;
    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    second = (await buildApp({ config, database: secondDatabase, logger: false })).app;
    rep = await signIn(t, 'arrivalsmanager@caravan.demo', DEMO_PASSWORD);
    ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await second?.close();
    if (url) await secondDatabase?.close();
    await t?.close();
  });

  type Arrivals = {
    entities: Array<{
      id: number;
      groupId: string;
      touristName: string;
      groupInfo: { notes: string | null } | null;
    }>;
  };
  type Bookings = { entities: Array<{ id: number; guestName: string; status: number }> };
  const arrivals = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arrivals/filtered',
      headers: bearer(rep),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Arrivals;
  };
  const bookings = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/operations',
      headers: bearer(ops),
      payload: { itemsPerPage: 500 },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Bookings;
  };
  const touristOf = async (id: number) => (await arrivals()).entities.find((a) => a.id === id)?.touristName;
  const guestOf = async (id: number) => (await bookings()).entities.find((b) => b.id === id)?.guestName;
  /** Renames a tourist and a guest straight in the database: no API call, so no mark moves. */
  const behindTheBack = async (arrivalId: number, bookingId: number, name: string) => {
    await t.database.db
      .updateTable('arrivals')
      .set({ touristName: name })
      .where('id', '=', arrivalId)
      .execute();
    await t.database.db
      .updateTable('bookings')
      .set({ guestName: name })
      .where('id', '=', bookingId)
      .execute();
  };

  it('keeps the arrivals and bookings pages through a catalogue edit and a sign-in on another instance, and drops each with a write to its own area', async () => {
    const [guest, other] = (await arrivals()).entities;
    const booking = (await bookings()).entities.find((b) => b.status === 1 || b.status === 0)!;
    const tourist = guest.touristName;
    const guestName = booking.guestName;

    await behindTheBack(guest.id, booking.id, 'Renamed behind the back');
    const language = await second.inject({
      method: 'POST',
      url: '/api/languages',
      headers: bearer(editor),
      payload: { name: 'Write areas', code: 'wa' },
    });
    expect(language.statusCode).toBe(200);
    await signIn({ ...t, app: second }, 'agent@caravan.demo', DEMO_PASSWORD);
    expect(await touristOf(guest.id)).toBe(tourist);
    expect(await guestOf(booking.id)).toBe(guestName);

    // An arrivals write on the other instance: the arrivals page is computed again, the bookings page stays.
    const notes = await second.inject({
      method: 'POST',
      url: '/api/arrivals/groupinfo',
      headers: bearer(rep),
      payload: {
        groupId: other.groupId,
        values: { notes: 'Write areas' },
        base: { notes: other.groupInfo?.notes ?? '' },
      },
    });
    expect(notes.statusCode).toBe(200);
    expect(await touristOf(guest.id)).toBe('Renamed behind the back');
    expect(await guestOf(booking.id)).toBe(guestName);

    // A bookings write drops both: the bookings page, and the arrivals page, which shows bought tours.
    await behindTheBack(guest.id, booking.id, 'Renamed again');
    const cancelled = await second.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: bearer(ops),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await guestOf(booking.id)).toBe('Renamed again');
    expect(await touristOf(guest.id)).toBe('Renamed again');
  });
});

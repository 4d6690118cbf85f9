// Slot and pick-up edits at scale (issue 16): p95 of the editors' saves and reads through the whole API
// (routing, auth, validation, transaction), on the scale world's 500 slot groups, 3,000 slots and
// 2,000 pick-up sets over 5,000 hotels; and the lists as the operator's editor (every supplier's) and
// supplier 2's admin (its own, and its staff) open them (issue 22). Bookings are kept few: these calls never read them. Besides wall
// times it reports each call's CPU here and in PostgreSQL's backends (bench/call-costs.ts).
//   npx tsx bench/schedule-edits.ts                 SQLite, a fresh file under data/
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/schedule-edits.ts   that (empty) PostgreSQL database
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedScale } from '../server/db/seed/scale';
import { callCosts } from './call-costs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/** Rounds run first and not counted: JIT, the statement caches and the pool's connections warm up. */
const WARM_UP = 10;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dir = path.resolve('data', `bench-schedules-${Date.now()}`);
  if (!url) fs.mkdirSync(dir, { recursive: true });
  const database = url
    ? openDatabase({ kind: 'postgres', url }, { poolSize: 5 })
    : openDatabase({ kind: 'sqlite', file: path.join(dir, 'caravan.db') });
  await migrateToLatest(database.db, database.schema);
  const seedStart = performance.now();
  await seedScale(database.db, {
    counts: {
      bookings: 20_000,
      arrivals: 2_000,
      hotels: 5_000,
      agencies: 20,
      agents: 100,
      tours: 50,
      offers: 200,
      validPeriods: 400,
      photos: 0,
    },
  });
  console.log(`scale world seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const counts = await Promise.all(
    (
      [
        'timeSlotGroups',
        'timeSlots',
        'pickUpTimeSets',
        'pickUpTimeRegions',
        'pickUpTimeHotels',
        'hotels',
      ] as const
    ).map(
      async (t) =>
        `${t} ${
          (
            await database.db
              .selectFrom(t)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n
        }`,
    ),
  );
  console.log(counts.join(', '));

  const config = loadConfig({
    SEED: 'none',
    STATIC_DIR: '/nonexistent',
    ...(url ? { DATABASE_URL: url } : {}),
  } as NodeJS.ProcessEnv);
  const { app } = await buildApp({ config, database, logger: false });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'editor@caravan.demo', password: 'caravan2026' },
  });
  const headers = { authorization: `Bearer ${signIn.json().token}` };
  // A supplier's own admin reads its share of the lists (and its back office of staff); the operator's
  // editor above reads every supplier's, each row with its supplier's name.
  const admin2 = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'admin2@caravan.demo', password: 'caravan2026' },
  });
  const supplierHeaders = { authorization: `Bearer ${admin2.json().token}` };

  const groups = (await app.inject({ url: '/api/timeslots/groups', headers })).json() as { id: number }[];
  const sets = (await app.inject({ url: '/api/pickuptimes', headers })).json() as {
    id: number;
    hotels: number;
  }[];
  const withHotels = sets.filter((s) => s.hotels > 0);
  const own = async (url: string) =>
    ((await app.inject({ url, headers: supplierHeaders })).json() as unknown[]).length;
  console.log(
    `the operator's editor (every supplier's): ${groups.length} groups, ${sets.length} pick-up sets; ` +
      `admin2@ (supplier 2's): ${await own('/api/timeslots/groups')} groups, ` +
      `${await own('/api/pickuptimes')} pick-up sets, ${await own('/api/staff')} staff`,
  );

  type Call = () => Promise<{ statusCode: number; body: string }>;
  type Timer = (name: string, run: Call) => Promise<void>;
  const untimed: Timer = async (name, run) => {
    const res = await run();
    if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  };
  const round = async (i: number, time: Timer) => {
    const groupId = groups[(i * 7) % groups.length].id;
    const group = (await app.inject({ url: `/api/timeslots/groups/${groupId}`, headers })).json();
    await time('GET /api/timeslots/groups/{id}', () =>
      app.inject({ url: `/api/timeslots/groups/${groupId}`, headers }),
    );
    const { timeSlots, ...plain } = group;
    await time('PUT /api/timeslots/group', () =>
      app.inject({
        method: 'PUT',
        url: '/api/timeslots/group',
        headers,
        payload: { ...plain, name: `${plain.name.split(' ~')[0]} ~${i}` },
      }),
    );
    const slot = timeSlots[i % timeSlots.length];
    if (slot) {
      const { closedDays: _c, offers: _o, isMappingMismatch: _m, ...body } = slot;
      await time('PUT /api/timeslots', () =>
        app.inject({
          method: 'PUT',
          url: '/api/timeslots',
          headers,
          payload: {
            ...body,
            capacity: body.capacity == null ? null : body.capacity + (i % 2),
            name: `${body.name.split(' ~')[0]} ~${i}`,
          },
        }),
      );
    }
    const setId = withHotels[(i * 13) % withHotels.length].id;
    const set = (await app.inject({ url: `/api/pickuptimes/${setId}`, headers })).json();
    await time('GET /api/pickuptimes/{id}', () => app.inject({ url: `/api/pickuptimes/${setId}`, headers }));
    await time('PUT /api/pickuptimes', () =>
      app.inject({
        method: 'PUT',
        url: '/api/pickuptimes',
        headers,
        payload: {
          ...set,
          hotelsPickUpTimes: set.hotelsPickUpTimes.map((h: { timeStart: number }) => ({
            ...h,
            timeStart: (h.timeStart + 5) % 1440,
          })),
        },
      }),
    );
    await time('GET /api/pickuptimes/options', () =>
      app.inject({ url: '/api/pickuptimes/options', headers }),
    );
    // The lists as each side opens them (issue 22): the operator's with supplier names, a supplier's own.
    for (const [who, h] of [
      ['operator', headers],
      ['supplier 2', supplierHeaders],
    ] as const) {
      await time(`GET /api/timeslots/groups (${who})`, () =>
        app.inject({ url: '/api/timeslots/groups', headers: h }),
      );
      await time(`GET /api/pickuptimes (${who})`, () => app.inject({ url: '/api/pickuptimes', headers: h }));
    }
    await time('GET /api/staff (supplier 2)', () =>
      app.inject({ url: '/api/staff', headers: supplierHeaders }),
    );
  };
  for (let i = 0; i < WARM_UP; i++) await round(i, untimed);
  const costs = callCosts(url ? decodeURIComponent(new URL(url).pathname.slice(1)) : null);
  for (let i = 0; i < ROUNDS; i++) await round(WARM_UP + i, costs.time);
  await app.close();
  await database.close();
  if (!url) fs.rmSync(dir, { recursive: true, force: true });

  console.log(
    `\n${costs.table(`${database.dialect}, ${ROUNDS} rounds after ${WARM_UP} of warm-up (in-process, app.inject)`)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

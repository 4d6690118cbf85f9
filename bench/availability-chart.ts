// The availability chart at scale (issue 16): p95 of GET /api/availability for 14 days × the operator's
// slots, through the whole API (routing, auth, validation, three statements, serialisation), on the
// scale world's 500 slot groups and 3,000 slots (about a third of them the operator's) and a million
// bookings (or BENCH_BOOKINGS), plus a busy slot-day's bookings. Besides wall times it reports the CPU
// each call cost this process (API, and SQLite's work, which runs here) and, on PostgreSQL, the
// database's backends: on a shared machine wall time is mostly the wait for a core, CPU is the cost.
//   npx tsx bench/availability-chart.ts                                   SQLite, a fresh file under data/
//   BENCH_DATABASE_URL=postgres://…/db npx tsx bench/availability-chart.ts   that (empty) PostgreSQL database
// The scale world takes 6–8 minutes to seed; BENCH_KEEP=1 keeps it (SQLite: data/bench-availability/)
// and measures it again, unseeded and after any new migration, on the next run.
import fs from 'node:fs';
import path from 'node:path';
import { addDaysUtc, todayUtc } from '../domain/dates';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedScale } from '../server/db/seed/scale';
import { callCosts } from './call-costs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
/** Rounds run first and not counted: JIT, the statement caches and the pool's connections warm up. */
const WARM_UP = 10;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  // BENCH_KEEP=1 keeps the seeded world (SQLite: data/bench-availability/) and measures it again next time.
  const keep = process.env.BENCH_KEEP === '1';
  const dir = path.resolve('data', keep ? 'bench-availability' : `bench-availability-${Date.now()}`);
  if (!url) fs.mkdirSync(dir, { recursive: true });
  const database = url
    ? openDatabase({ kind: 'postgres', url }, { poolSize: 5 })
    : openDatabase({ kind: 'sqlite', file: path.join(dir, 'caravan.db') });
  await migrateToLatest(database.db, database.schema);
  const seedStart = performance.now();
  const seeded = await database.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const seed = !keep || Number(seeded.n) === 0;
  if (seed)
    await seedScale(database.db, {
      counts: {
        bookings: BOOKINGS,
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
  console.log(
    seed
      ? `scale world seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`
      : 'scale world kept from an earlier run (BENCH_KEEP=1)',
  );
  const count = async (t: 'timeSlotGroups' | 'timeSlots' | 'bookings') =>
    (
      await database.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  console.log(
    `timeSlotGroups ${await count('timeSlotGroups')}, timeSlots ${await count('timeSlots')}, bookings ${await count('bookings')}`,
  );

  const config = loadConfig({
    SEED: 'none',
    STATIC_DIR: '/nonexistent',
    ...(url ? { DATABASE_URL: url } : {}),
  } as NodeJS.ProcessEnv);
  const { app } = await buildApp({ config, database, logger: false });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'operations@caravan.demo', password: 'caravan2026' },
  });
  const headers = { authorization: `Bearer ${signIn.json().token}` };

  const today = todayUtc();
  const first = await app.inject({ url: '/api/availability', headers });
  const grid = first.json() as {
    slots: { id: number; groupId: number; sold: number[] }[];
  };
  const sold = grid.slots.reduce((n, s) => n + s.sold.reduce((a, b) => a + b, 0), 0);
  console.log(
    `operator's chart: ${grid.slots.length} slots × 14 days, ${sold} seats sold, ${(first.body.length / 1024).toFixed(0)} KB of JSON`,
  );
  const busiest = grid.slots
    .map((s) => ({
      id: s.id,
      groupId: s.groupId,
      sold: Math.max(...s.sold),
      day: s.sold.indexOf(Math.max(...s.sold)),
    }))
    .sort((a, b) => b.sold - a.sold)[0];
  const groupIds = [...new Set(grid.slots.map((s) => s.groupId))];

  const calls = (i: number): [string, string][] => {
    const from = addDaysUtc(today, i % 7);
    return [
      ['GET /api/availability (14 days, all slots)', `/api/availability?from=${from}`],
      [
        'GET /api/availability (14 days, one group)',
        `/api/availability?from=${from}&groupId=${groupIds[(i * 7) % groupIds.length]}`,
      ],
      [
        'GET /api/availability/slotday (busiest)',
        `/api/availability/slotday?timeSlotId=${busiest.id}&date=${addDaysUtc(today, busiest.day)}`,
      ],
    ];
  };
  for (let i = 0; i < WARM_UP; i++) for (const [, call] of calls(i)) await app.inject({ url: call, headers });

  const costs = callCosts(url ? decodeURIComponent(new URL(url).pathname.slice(1)) : null);
  for (let i = 0; i < ROUNDS; i++)
    for (const [name, call] of calls(i)) await costs.time(name, () => app.inject({ url: call, headers }));
  await app.close();
  await database.close();
  if (!url && !keep) fs.rmSync(dir, { recursive: true, force: true });

  console.log(
    `\n${costs.table(`${database.dialect}, ${ROUNDS} rounds after ${WARM_UP} of warm-up (in-process, app.inject)`)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

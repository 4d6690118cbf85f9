// Tour save at the scale catalogue (issue 15), one save at a time, in-process (Fastify inject: routing,
// token, zod, transaction, change log, write marks; no socket), on an existing database:
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/perf15 npx tsx bench/tour-save.ts
//   BENCH_DATABASE_URL=sqlite:data/bench-perf15/caravan.db npx tsx bench/tour-save.ts
//
// (seed one with bench/catalogue-seed.ts). BENCH_SAVES (200) saves as the load bench's `tour-save`
// sends them: the whole tour as last answered, one text changed, a fresh Idempotency-Key, over 20
// tours in turn. Reports wall time, this process's CPU per save (what the API spends), the CPU of the
// database's PostgreSQL backends per save, and the statements each save sends (BEGIN and COMMIT not
// counted), which on PostgreSQL are each a round trip. The machine is shared: CPU is the steadier figure.
//
// BENCH_SAVE_KIND=lists: each save also edits every child list as an editor would (an FAQ answer, a
// direction, a stop's name, two photos swapped, the categories cycled), so every list is written.
// BENCH_TRACE=1: the mean wall time of each kind of statement a save sends, to see where the time goes.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { TourForEdit } from '../contract';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { DEMO_PASSWORD } from '../server/db/seed/demo';
import { CLOCK_TICKS, postgresBackendsOf, processTicks } from './cpu-usage';
import { summarizeLatencies } from './percentiles';

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url)
    throw new Error('BENCH_DATABASE_URL=postgres://… or sqlite:/path/file.db (an existing, seeded database)');
  const saves = Number(process.env.BENCH_SAVES ?? 200);
  const config = loadConfig({
    SEED: 'none',
    STATIC_DIR: '/nonexistent-static-dir',
    ...(url.startsWith('sqlite:') ? { DATA_DIR: '/nonexistent', DATABASE_URL: url } : { DATABASE_URL: url }),
  } as NodeJS.ProcessEnv);
  const opened = openDatabase(config.database);
  const kind = process.env.BENCH_SAVE_KIND ?? 'text';
  let statements = 0;
  // Per statement kind and table: the time from its compilation to its result (BENCH_TRACE).
  const inFlight = new Map<object, { label: string; t0: number }>();
  const traced = new Map<string, { n: number; ms: number }>();
  const counter: KyselyPlugin = {
    // transformQuery runs as a statement is compiled, just before it is sent (the last call wins).
    transformQuery: (args) => {
      inFlight.set(args.queryId, { label: statementLabel(args.node), t0: performance.now() });
      return args.node;
    },
    transformResult: async (args) => {
      statements++;
      const s = inFlight.get(args.queryId);
      inFlight.delete(args.queryId);
      if (s) {
        const t = traced.get(s.label) ?? { n: 0, ms: 0 };
        t.n++;
        t.ms += performance.now() - s.t0;
        traced.set(s.label, t);
      }
      return args.result;
    },
  };
  const database = { ...opened, db: opened.db.withPlugin(counter) };
  const { app } = await buildApp({ config, database, logger: false });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'editor@caravan.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signin.json().token as string}` };
  const page = await app.inject({ url: '/api/tours/manageList?page=1&itemsPerPage=20', headers });
  const ids = (page.json().entities as Array<{ id: number }>).map((e) => e.id);
  const tours = new Map<number, TourForEdit>();
  for (const id of ids)
    tours.set(id, (await app.inject({ url: `/api/tours/manage/${id}`, headers })).json() as TourForEdit);

  const first = new Map(tours);
  const categories = (
    (await app.inject({ url: '/api/toursCategories/options', headers })).json() as Array<{ value: number }>
  ).map((o) => o.value);
  const pgName = database.dialect === 'postgres' ? new URL(url).pathname.slice(1) : null;
  const pgTicks = () =>
    pgName ? postgresBackendsOf(pgName).reduce((n, pid) => n + processTicks(pid), 0) : 0;
  const save = async (i: number) => {
    const id = ids[i % ids.length];
    const tour = tours.get(id)!;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/tours',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
      payload: JSON.stringify({
        ...(kind === 'lists' ? everyListEdited(tour, first.get(id)!, categories, i, ids.length) : tour),
        offers: undefined,
        shortDescription: `Bench save ${i} ${Date.now()}`,
      }),
    });
    if (res.statusCode !== 200) throw new Error(`save ${res.statusCode} ${res.body}`);
    tours.set(id, res.json() as TourForEdit);
  };
  for (let i = 0; i < 20; i++) await save(i); // warm-up
  traced.clear();
  const wall: number[] = [];
  const cpu: number[] = [];
  const counts: number[] = [];
  const pg0 = pgTicks();
  const load0 = os.loadavg()[0];
  const started = performance.now();
  for (let i = 0; i < saves; i++) {
    const before = statements;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await save(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    counts.push(statements - before);
  }
  const seconds = (performance.now() - started) / 1000;
  const pgMsPerSave = ((pgTicks() - pg0) / CLOCK_TICKS / saves) * 1000;
  const w = summarizeLatencies(wall);
  const c = summarizeLatencies(cpu);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `Tour save (${kind}), ${database.dialect}, ${saves} saves one at a time (${fmt(saves / seconds)} saves/s):\n` +
      `  wall p50 ${fmt(w.p50)} ms, p95 ${fmt(w.p95)} ms, p99 ${fmt(w.p99)} ms\n` +
      `  API CPU p50 ${fmt(c.p50)} ms, p95 ${fmt(c.p95)} ms` +
      (pgName ? `; PostgreSQL backends ${fmt(pgMsPerSave)} ms CPU a save` : '') +
      `\n  statements a save (BEGIN/COMMIT not counted): ${Math.min(...counts)}–${Math.max(...counts)}\n` +
      `  load average ${fmt(load0)} → ${fmt(os.loadavg()[0])} on ${os.cpus().length} cores`,
  );
  if (process.env.BENCH_TRACE) {
    const rows = [...traced].sort((a, b) => b[1].ms - a[1].ms);
    for (const [label, t] of rows)
      console.log(
        `  ${(t.n / saves).toFixed(1).padStart(5)} a save, ${(t.ms / t.n).toFixed(2)} ms each: ${label}`,
      );
  }
  await app.close();
  await opened.close();
}

/** A statement's kind and first table, as the trace groups them. */
function statementLabel(node: RootOperationNode): string {
  const n = node as {
    kind: string;
    from?: { froms: Array<{ table?: { identifier?: { name: string } } }> };
    into?: { table: { identifier: { name: string } } };
    table?: { table?: { identifier?: { name: string } } };
  };
  const table =
    n.from?.froms[0]?.table?.identifier?.name ??
    n.into?.table.identifier.name ??
    n.table?.table?.identifier?.name;
  return `${n.kind.replace('QueryNode', '').replace('RawNode', 'raw sql')} ${table ?? ''}`.trim();
}

/**
 * The tour with every child list edited as an editor would, differently from its last save: one FAQ
 * answer, the first direction's text, the first stop's name, the first two photos swapped, and a
 * category it did not have added one round and taken off the next (`original`: the tour as first read;
 * a tour comes back every `round` saves).
 */
function everyListEdited(
  t: TourForEdit,
  original: TourForEdit,
  categories: number[],
  i: number,
  round: number,
): TourForEdit {
  const extra = categories.find((c) => !original.toursCategories.includes(c));
  const photos = t.photos.length >= 2 ? [t.photos[1], t.photos[0], ...t.photos.slice(2)] : t.photos;
  return {
    ...t,
    faqs: t.faqs.map((f, j) => (j === i % Math.max(1, t.faqs.length) ? { ...f, answer: `Answer ${i}` } : f)),
    directions: t.directions.map((d, j) => (j === 0 ? { ...d, description: `Directions ${i}` } : d)),
    itineraries: t.itineraries.map((it, j) =>
      j === 0 ? { ...it, stops: it.stops.map((s, k) => (k === 0 ? { ...s, name: `Stop ${i}` } : s)) } : it,
    ),
    photos,
    toursCategories:
      Math.floor(i / round) % 2 === 1 && extra !== undefined
        ? [...original.toursCategories, extra]
        : original.toursCategories,
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

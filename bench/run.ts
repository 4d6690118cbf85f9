// `npm run bench [-- <part> …] [--quick]`: the measurements of docs/PERFORMANCE.md. Each part writes
// its figures into bench/results.json (keeping the other parts' last figures) and the figures table of
// docs/PERFORMANCE.md is regenerated from it. Loopback only; every run is bounded in time.
//
// Part export-stall: /api/health while the largest Excel export is built (bench/export-stall.ts).
// Part offline: the installed PWA started without a network, and 500 queued edits replayed (bench/offline.ts).
// Part day: a guide's 200-guest manifest offline, a scan, 200 queued check-ins replayed (bench/day-of-tour.ts).
// Settings (environment): BENCH_SECONDS (10) per endpoint, BENCH_WARMUP_SECONDS (1), BENCH_CONNECTIONS
// (10), BENCH_ENDPOINTS (comma-separated scenario keys), BENCH_RETRY_KEYS (300); the database:
// BENCH_DATABASE_URL, BENCH_USE_EXISTING, BENCH_RESET (see bench/bench-database.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { measureApiLoad, type LoadRun } from './api-load';
import { BenchSetupError, prepareBenchDatabase, type BenchDatabase } from './bench-database';
import { measureDataTable } from './data-table';
import { describeExportStall, measureExportStall } from './export-stall';
import { loadFigures, offlineFigures, scaleOutFigures, type Figure } from './figures';
import type { LoadSettings } from './load-runner';
import { describeOffline, measureOffline } from './offline';
import { describeDayOfTour, measureDayOfTour } from './day-of-tour';
import { mergePart, readResults, writeResults, type Results } from './results-file';
import { measureScaleOut } from './scale-out';
import { checkQueryPlans, formatPlanChecks } from './query-plans';
import { openDatabase } from '../server/db/database';
import { measureStartup } from './startup';

const PARTS = [
  'startup',
  'bundles',
  'data-table',
  'offline',
  'day',
  'load',
  'scale-out',
  'query-plans',
  'export-stall',
] as const;
type Part = (typeof PARTS)[number];
const USAGE = `Usage: npm run bench [-- <part> …] [--quick]
Parts: ${PARTS.join(', ')} (all when none is named).
--quick: 2 s per endpoint and no warm-up (indicative figures for development).`;

function intSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new BenchSetupError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  return Number(raw);
}

function machineNow(): string {
  const cpu = (os.cpus()[0]?.model ?? 'cpu').replace(/\s+\d+-Core Processor|\(R\)|\(TM\)/g, '').trim();
  return `${os.availableParallelism()} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load ${os.loadavg()[0].toFixed(1)}`;
}

function parseArgs(args: string[]): { parts: Part[]; named: boolean; quick: boolean } {
  const quick = args.includes('--quick');
  const names = args.filter((a) => a !== '--quick');
  for (const name of names) {
    if (!(PARTS as readonly string[]).includes(name))
      throw new BenchSetupError(`Unknown bench part "${name}".\n${USAGE}`);
  }
  return { parts: names.length > 0 ? (names as Part[]) : [...PARTS], named: names.length > 0, quick };
}

let results: Results = readResults();
let problems = 0;
/** Quick runs and endpoint subsets are indicative: they print their figures but do not record them. */
let recording = true;
const record = (part: string, machine: string, data: unknown, figures: Figure[]) => {
  if (!recording) return;
  results = mergePart(results, part, { date: new Date().toISOString(), machine, data }, figures);
  writeResults(results);
};
const hasBuild = () => fs.existsSync('dist/.vite/manifest.json');

async function runStartup(): Promise<void> {
  const machine = machineNow();
  const startup = await measureStartup(3);
  console.log(`API first start (migrate + demo seed): ${startup.firstStartMs.toFixed(0)} ms`);
  console.log(
    `API cold start on an existing database: ${startup.coldStartMs.map((m) => m.toFixed(0)).join(', ')} ms`,
  );
  const cold = startup.coldStartMs.map((m) => (m / 1000).toFixed(2));
  record('startup', machine, startup, [
    {
      figure: 'API first start: migrate + seed the demo world + listen',
      goal: 'record',
      measured: `${(startup.firstStartMs / 1000).toFixed(1)} s`,
    },
    {
      figure: 'API cold start on an existing database, spawn → first `/api/health` answer',
      goal: 'record',
      measured: `${cold.join(', ')} s (${cold.length} runs)`,
    },
  ]);
}

async function runBundles(): Promise<void> {
  const machine = machineNow();
  const report = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-sizes.ts'], {
    encoding: 'utf8',
  });
  console.log(report);
  const figures: Figure[] = [];
  const initial = /Initial JS: ([\d.]+) KB gzip.*CSS: ([\d.]+) KB gzip/.exec(report);
  if (initial)
    figures.push({
      figure: 'Initial JS for /account/login (gzip, level 6)',
      goal: '≤ 180 KB',
      measured: `${initial[1]} KB JS + ${initial[2]} KB CSS`,
    });
  const arrivals = /Arrivals route: ([\d.]+) KB gzip in all/.exec(report);
  if (arrivals)
    figures.push({
      figure: 'Arrivals route (/arrivals) first load, everything it fetches (gzip)',
      goal: '≤ 300 KB in all',
      measured: `${arrivals[1]} KB`,
    });
  const all = /All JS together: ([\d.]+) KB gzip in (\d+) files/.exec(report);
  if (all)
    figures.push({
      figure: 'All JS together (gzip), all precached by the service worker',
      goal: 'record',
      measured: `${all[1]} KB in ${all[2]} files`,
    });
  record('bundles', machine, report, figures);
}

async function runDataTable(): Promise<void> {
  const machine = machineNow();
  const t = await measureDataTable();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const m = (values: number[]) => `${median(values).toFixed(0)} ms median of ${values.length}`;
  console.log('Data table (ms):', JSON.stringify(t));
  record('data-table', machine, t, [
    {
      figure: 'Data table, first render of 10,000 rows (50 a page)',
      goal: '< 100 ms',
      measured: m(t.firstRender),
    },
    {
      figure: 'Data table, first render with all 10,000 rows on one virtualised page',
      goal: '< 100 ms',
      measured: m(t.firstRenderAllRows),
    },
    { figure: 'Data table, filter change over 10,000 rows', goal: '< 100 ms', measured: m(t.filterChange) },
    { figure: 'Data table, sort change', goal: '< 100 ms', measured: m(t.sortChange) },
    {
      figure: 'Excel export in the browser, 10,000 rows × 20 columns',
      goal: '< 2 s',
      measured: `${m(t.excel)} (${median(t.excelToDownload).toFixed(0)} ms click → download)`,
    },
    {
      figure: 'Data table scrolling 10,000 rows, 95th-percentile frame',
      goal: 'smooth',
      measured: `${t.scrollFrameP95.toFixed(0)} ms`,
    },
  ]);
}

/** How much data the load ran on ('1,000,600 bookings, 200,312 arrivals'): at scale or the demo world. */
async function datasetOf(database: BenchDatabase): Promise<string> {
  const opened = openDatabase(database.config, { poolSize: 1 });
  try {
    const count = async (table: 'bookings' | 'arrivals') =>
      Number(
        (
          await opened.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ).toLocaleString('en');
    return `${await count('bookings')} bookings, ${await count('arrivals')} arrivals`;
  } finally {
    await opened.close();
  }
}

async function runOffline(): Promise<void> {
  const machine = machineNow();
  const f = await measureOffline();
  for (const line of describeOffline(f)) console.log(line);
  const r = f.replay.check;
  // A replay that lost or repeated anything, or did not finish, makes its figures invalid.
  if (f.replay.timedOut || r.lost + r.duplicated > 0) problems += Math.max(1, r.lost + r.duplicated);
  record('offline', machine, f, offlineFigures(f));
}

async function runDay(): Promise<void> {
  const machine = machineNow();
  const f = await measureDayOfTour();
  for (const line of describeDayOfTour(f)) console.log(line);
  const r = f.replay;
  if (r.timedOut || r.lost + r.sentTwice > 0) problems += Math.max(1, r.lost + r.sentTwice);
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)].toFixed(0);
  const max = (v: number[]) => Math.max(...v).toFixed(0);
  const load = `load ${f.loadBefore.toFixed(1)}→${f.loadAfter.toFixed(1)}`;
  record('day', machine, f, [
    {
      figure: `A ${f.guests}-guest manifest opened offline from My day (CPU ×4, 390×844): tap → first card`,
      goal: '≤ 300 ms',
      measured: `median ${med(f.openFirstCardMs)} ms, max ${max(f.openFirstCardMs)} ms (${f.openFirstCardMs.length} runs); all ${f.bookings} cards: median ${med(f.openAllCardsMs)} ms; the app started offline on it: median ${med(f.coldStartFirstCardMs)} ms; ${load}`,
    },
    {
      figure: 'A voucher scanned offline (CPU ×4): code read → shown checked in',
      goal: '≤ 200 ms',
      measured: `median ${med(f.scanShownMs)} ms, max ${max(f.scanShownMs)} ms (${f.scanShownMs.length} scans); ${load}`,
    },
    {
      figure: `${r.queued} check-ins queued offline (CPU ×4), network back → all sent`,
      goal: '≤ 3 s, 0 lost, 0 twice',
      measured: `${r.seconds.toFixed(2)} s; ${r.lost} lost, ${r.sentTwice} twice; ${load}`,
    },
  ]);
}

async function runLoad(database: BenchDatabase, settings: LoadSettings): Promise<LoadRun> {
  const machine = machineNow();
  const run = await measureApiLoad(database, settings);
  run.dataset = await datasetOf(database);
  problems += run.problems;
  // The default 10 connections measure throughput; a run with another count (1: latency without
  // queueing) is kept beside it rather than in its place.
  const connections = settings.connections === 10 ? '' : `:${settings.connections}c`;
  record(`load:${run.databaseKind}${connections}`, machine, run, loadFigures(run));
  return run;
}

async function runScaleOut(
  database: BenchDatabase,
  settings: LoadSettings,
  oneInstance: LoadRun | null,
): Promise<void> {
  const machine = machineNow();
  const run = await measureScaleOut(database, settings);
  run.dataset = await datasetOf(database);
  problems += run.problems;
  // Beside one instance measured in this run, else the last one-instance PostgreSQL run on record.
  const single = oneInstance ?? (results.parts['load:postgres']?.data as LoadRun | undefined) ?? null;
  record('scale-out', machine, run, scaleOutFigures(run, single));
}

/** Query plans of the hot list queries on the bench database: each must reach bookings and arrivals by an index. */
async function runExportStall(): Promise<void> {
  const machine = machineNow();
  const s = await measureExportStall();
  for (const line of describeExportStall(s)) console.log(line);
  const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
  record('export-stall', machine, s, [
    {
      figure: `\`/api/health\` while the largest export allowed is built (${s.cells.toLocaleString('en')} cells, ${s.bodyMB.toFixed(1)} MB of JSON, ${s.exportsMs.length} in a row), one caller`,
      goal: 'p95 ≤ 50 ms',
      measured: `p95 ${ms(s.duringExport.p95)}, p99 ${ms(s.duringExport.p99)}, max ${ms(s.duringExport.max)} (${s.duringExport.count} calls); alone p95 ${ms(s.baseline.p95)}; each export ${s.exportsMs.map((v) => (v / 1000).toFixed(1)).join(', ')} s`,
    },
  ]);
}

async function runQueryPlans(database: BenchDatabase): Promise<void> {
  const machine = machineNow();
  const opened = openDatabase(database.config, { poolSize: 1 });
  try {
    const checks = await checkQueryPlans(opened.db, opened.dialect);
    console.log(`\nQuery plans on ${database.label}:`);
    console.log(formatPlanChecks(checks));
    const scanning = checks.filter((c) => !c.usesIndex);
    problems += scanning.length;
    const bookings = Number(
      (
        await opened.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    record(`query-plans-${database.kind}`, machine, checks, [
      {
        figure: `Hot list queries using an index (${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${bookings.toLocaleString('en')} bookings)`,
        goal: 'all',
        measured: `${checks.length - scanning.length} of ${checks.length}${scanning.length ? ` (scanning: ${scanning.map((c) => c.name).join('; ')})` : ''}`,
      },
    ]);
  } finally {
    await opened.close();
  }
}

async function main(): Promise<number> {
  const { parts, named, quick } = parseArgs(process.argv.slice(2));
  const settings: LoadSettings = {
    seconds: quick ? 2 : intSetting('BENCH_SECONDS', 10, 1, 600),
    warmupSeconds: quick ? 0 : intSetting('BENCH_WARMUP_SECONDS', 1, 0, 60),
    connections: intSetting('BENCH_CONNECTIONS', 10, 1, 1000),
  };
  recording = !quick && !process.env.BENCH_ENDPOINTS;
  const usesDatabase = parts.some((p) => p === 'load' || p === 'scale-out' || p === 'query-plans');
  const database = usesDatabase ? await prepareBenchDatabase() : null;
  // Parts named on the command line must run; in a full run, what this machine cannot do is skipped.
  const skip = (part: Part, why: string) => {
    if (named) throw new BenchSetupError(`Cannot run ${part}: ${why}`);
    console.log(`\nSkipping ${part}: ${why}`);
  };
  try {
    let oneInstance: LoadRun | null = null;
    for (const part of parts) {
      if (part === 'startup') await runStartup();
      else if (
        (part === 'bundles' || part === 'data-table' || part === 'offline' || part === 'day') &&
        !hasBuild()
      )
        skip(part, 'no build in dist/ (run npm run build first)');
      else if (part === 'bundles') await runBundles();
      else if (part === 'data-table') await runDataTable();
      else if (part === 'offline') await runOffline();
      else if (part === 'day') await runDay();
      else if (part === 'load') oneInstance = await runLoad(database!, settings);
      else if (part === 'scale-out') {
        if (database!.kind === 'postgres')
          await runScaleOut(
            database!,
            settings,
            oneInstance?.databaseKind === 'postgres' ? oneInstance : null,
          );
        else skip(part, 'two API instances need PostgreSQL: set BENCH_DATABASE_URL=postgres://…');
      } else if (part === 'query-plans') await runQueryPlans(database!);
      else if (part === 'export-stall') await runExportStall();
    }
  } finally {
    database?.cleanup();
  }
  console.log(
    recording
      ? '\nWrote bench/results.json and the figures table of docs/PERFORMANCE.md'
      : '\nNot recorded (--quick or BENCH_ENDPOINTS): bench/results.json and docs/PERFORMANCE.md are unchanged',
  );
  if (problems > 0) {
    console.error(
      `\nbench: ${problems} unexpected answers, errors, duplicated or missing bookings or replayed edits (see above): the figures above are not valid`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(
      e instanceof BenchSetupError ? e.message : `bench: ${e instanceof Error ? e.message : String(e)}`,
    );
    process.exitCode = e instanceof BenchSetupError ? 2 : 1;
  },
);

// `npx tsx bench/offline-ab.ts <dir> <dir> …` (each a built app, e.g. a copy of dist/ from before a
// change and dist/ after it): the offline start of bench/offline.ts, installed app, CPU ×4, phone size,
// navigation → first arrivals card, for several builds side by side. The starts alternate between the
// builds round by round (in a shuffled order), so a machine whose load moves during the run moves every
// build's figures alike; a figure taken from one build at a time on a shared machine is not comparable
// with another taken minutes later. A development aid: nothing is recorded. AB_ROUNDS (10) starts each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { startApi, type ApiProcess } from './api-process';
import {
  FIRST_CARD_PROBE,
  setOffline,
  signIn,
  throttle,
  timeToFirstCard,
  waitForServiceWorkerControl,
  type StartPhases,
} from './offline';
import { median } from './offline-plan';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const PORT = Number(process.env.BENCH_OFFLINE_PORT || 18_496);
const ROUNDS = Number(process.env.AB_ROUNDS || 10);
/** AB_RATE: the CPU slowdown (4, as the bench); 1 with AB_CPU=1 gives the work itself, least moved by load. */
const RATE = Number(process.env.AB_RATE || 4);
const PHONE = { width: 390, height: 844 };
/** AB_CPU=1: also the page's main-thread CPU time from navigation to the first card (Chrome trace). */
const WITH_CPU = Boolean(process.env.AB_CPU || process.env.AB_SPLIT);
/** AB_SPLIT=1: that CPU time split by trace event (script events by chunk), exclusive of nested events. */
const WITH_SPLIT = Boolean(process.env.AB_SPLIT);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; url?: string } };
}

/** Thread time of each kind of event, less the events nested in it. */
function split(events: TraceEvent[]): Record<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: Record<string, number> = {};
  const stack: TraceEvent[] = [];
  const key = (e: TraceEvent) =>
    e.args?.data?.url
      ? `${e.name} ${e.args.data.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')}`
      : e.name;
  for (const e of sorted) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) out[key(parent)] = (out[key(parent)] ?? 0) - (e.tdur ?? 0) / 1000;
    out[key(e)] = (out[key(e)] ?? 0) + (e.tdur ?? 0) / 1000;
    stack.push(e);
  }
  return out;
}

/**
 * Main-thread CPU time (thread time: the work itself, whatever else the machine runs) of the tasks
 * that ran between navigation start and the first card. A busy machine stretches the wall-clock
 * figure, far less this one; CPU ×4 throttling does not count in it either.
 */
async function startWithCpu(b: Build): Promise<Start> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown }) => events.push(...(e.value as TraceEvent[]));
  b.cdp.on('Tracing.dataCollected', collect);
  await b.cdp.send('Tracing.start', {
    categories: `toplevel,blink.user_timing,loading,navigation${WITH_SPLIT ? ',devtools.timeline,v8.execute' : ''}`,
    transferMode: 'ReportEvents',
  });
  const phases = await timeToFirstCard(b.page, `${b.api.url}/arrivals`);
  const done = new Promise((resolve) => b.cdp.once('Tracing.tracingComplete', resolve));
  await b.cdp.send('Tracing.end');
  await done;
  b.cdp.off('Tracing.dataCollected', collect);
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).at(-1);
  if (!nav) return { ...phases, cpu: NaN };
  const end = nav.ts + phases.card * 1000;
  const onMain = events.filter(
    (e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts && e.ts < end,
  );
  const cpu = onMain
    .filter((e) => ['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return { ...phases, cpu: cpu / 1000, split: WITH_SPLIT ? split(onMain) : undefined };
}

type Start = StartPhases & { cpu?: number; split?: Record<string, number> };

interface Build {
  dir: string;
  api: ApiProcess;
  dataDir: string;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  starts: Start[];
}

async function prepare(browser: Browser, dir: string, port: number): Promise<Build> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no built app (index.html)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-offline-ab-'));
  const api = await startApi({
    port,
    databaseEnv: { DATA_DIR: dataDir, STATIC_DIR: path.resolve(dir) },
    seed: true,
  });
  const context = await browser.newContext({ baseURL: api.url, viewport: PHONE, serviceWorkers: 'allow' });
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  await signIn(page, api.url);
  await waitForServiceWorkerControl(page);
  await page.goto(`${api.url}/arrivals`);
  await page
    .getByText(/^Guests: \d+$/)
    .first()
    .waitFor({ timeout: 30_000 });
  // The persisted query cache is written a second after the last change.
  await page.waitForTimeout(2_000);
  const tags = (await page.evaluate(`(() => {
    const n = {};
    for (const e of document.querySelectorAll('*')) if (e.tagName.startsWith('ION-')) n[e.tagName] = (n[e.tagName] || 0) + 1;
    return n;
  })()`)) as Record<string, number>;
  if (process.env.AB_TAGS) console.log(dir, JSON.stringify(tags));
  const cdp = await context.newCDPSession(page);
  await setOffline(context, cdp, true);
  await throttle(cdp, RATE);
  // One start to warm the worker and the browser's code cache, not counted.
  await timeToFirstCard(page, `${api.url}/arrivals`);
  return { dir, api, dataDir, context, page, cdp, starts: [] };
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('name one or more built app directories');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const builds: Build[] = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (const [i, dir] of dirs.entries()) builds.push(await prepare(browser, dir, PORT + i));
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...builds].sort(() => Math.random() - 0.5);
      for (const b of order)
        b.starts.push(
          WITH_CPU ? await startWithCpu(b) : await timeToFirstCard(b.page, `${b.api.url}/arrivals`),
        );
    }
    for (const b of builds) {
      const card = b.starts.map((s) => s.card);
      const phase = (key: keyof StartPhases | 'cpu') => median(b.starts.map((s) => s[key] ?? NaN)).toFixed(0);
      console.log(
        `${b.dir}: first card median ${median(card).toFixed(0)} ms, min ${Math.min(...card).toFixed(0)}, ` +
          `max ${Math.max(...card).toFixed(0)} (${card.length} starts); last script ${phase('scripts')}, ` +
          `DOMContentLoaded ${phase('domContentLoaded')}` +
          (WITH_CPU ? `; main-thread CPU before the card: median ${phase('cpu')} ms` : ''),
      );
      console.log(`  ${card.map((v) => v.toFixed(0)).join(' ')}`);
      if (WITH_CPU) console.log(`  CPU ${b.starts.map((s) => (s.cpu ?? NaN).toFixed(0)).join(' ')}`);
      if (WITH_SPLIT) {
        const keys = new Set(b.starts.flatMap((s) => Object.keys(s.split ?? {})));
        const medians = [...keys].map((k) => [k, median(b.starts.map((s) => s.split?.[k] ?? 0))] as const);
        for (const [k, v] of medians.sort((x, y) => y[1] - x[1]).slice(0, 25))
          console.log(`    ${v.toFixed(1).padStart(7)} ${k}`);
      }
    }
    console.log(`Load average (1 min): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`);
  } finally {
    await browser.close();
    for (const b of builds) {
      await b.api.stop();
      fs.rmSync(b.dataDir, { recursive: true, force: true });
    }
  }
}

await main();

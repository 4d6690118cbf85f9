// `npx tsx bench/offline-profile.ts` (after `npm run build`): where an offline start of the installed app
// spends its time, CPU ×4 — script fetches from the service worker, IndexedDB reads, main-thread work by
// script (Chrome trace), and when the page's pieces first appear. A development aid, not a figure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { startApi } from './api-process';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const PORT = Number(process.env.BENCH_OFFLINE_PORT || 18_494);
const RUNS = Number(process.env.PROFILE_RUNS || 3);
/** PROFILE_RATE: the CPU slowdown (4); 1 shows the work itself, which a loaded machine stretches least. */
const RATE = Number(process.env.PROFILE_RATE || 4);
const PHONE = { width: 390, height: 844 };

/** Records performance.now() of IndexedDB calls and of the first frame each landmark is visible. */
const PROBE = `(() => {
  const log = (window.profileLog = []);
  const wrap = (proto, name) => {
    const orig = proto[name];
    proto[name] = function (...args) {
      const t0 = performance.now();
      const req = orig.apply(this, args);
      const label = name + ' ' + (this.name || '') + ' ' + String(args[0]).slice(0, 40);
      req.addEventListener('success', () => log.push([label, t0, performance.now()]));
      return req;
    };
  };
  wrap(IDBObjectStore.prototype, 'get');
  wrap(IDBObjectStore.prototype, 'getAll');
  wrap(IDBObjectStore.prototype, 'getAllKeys');
  wrap(IDBFactory.prototype, 'open');
  const marks = { 'ion-app.hydrated': 0, 'ion-menu': 0, 'ion-header': 0, '.phone-arrivals': 0, 'ion-searchbar': 0, 'article[aria-label^="Group "]': 0 };
  const seen = (window.profileMarks = {});
  const look = () => {
    for (const sel of Object.keys(marks)) if (!(sel in seen) && document.querySelector(sel)) seen[sel] = performance.now();
    if (!seen['article[aria-label^="Group "]']) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,v8,blink.user_timing,loading,navigation',
    transferMode: 'ReportEvents',
  });
  await run();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function summarise(events: TraceEvent[], navStartTs: number, cardMs: number): void {
  // The renderer main thread: where the most EvaluateScript events run.
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const byName = new Map<string, number>();
  const tops = onMain.filter((e) => ['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name));
  const busy = tops.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const beforeCard = tops.filter((e) => e.ts >= navStartTs && e.ts < navStartTs + cardMs * 1000);
  const cpu = beforeCard.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
  const wall = beforeCard.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  console.log(
    `  before the first card: main-thread tasks ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms thread CPU (unthrottled)`,
  );
  for (const e of onMain) {
    if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  console.log(
    `  main thread busy ${busy.toFixed(0)} ms (top tasks); by event (inclusive, nested events overlap):`,
  );
  for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 18))
    console.log(`    ${name.padEnd(34)} ${ms.toFixed(0)}`);
  // Module evaluation and compile per URL.
  const perUrl = new Map<string, { compile: number; evaluate: number; at: number }>();
  for (const e of onMain) {
    const url = e.args?.data?.url ?? e.args?.beginData?.url;
    if (!url) continue;
    const key = url.replace(/^.*\/assets\//, '');
    const entry = perUrl.get(key) ?? { compile: 0, evaluate: 0, at: (e.ts - navStartTs) / 1000 };
    if (/compile/i.test(e.name)) entry.compile += (e.dur ?? 0) / 1000;
    if (/Evaluate/i.test(e.name)) entry.evaluate += (e.dur ?? 0) / 1000;
    perUrl.set(key, entry);
  }
  console.log('  per script (ms from nav start; compile ms; evaluate ms):');
  for (const [url, v] of [...perUrl.entries()].sort((a, b) => a[1].at - b[1].at)) {
    if (v.compile + v.evaluate < 3) continue;
    console.log(
      `    ${v.at.toFixed(0).padStart(5)} ${url.slice(0, 50).padEnd(50)} c ${v.compile.toFixed(0).padStart(4)} e ${v.evaluate.toFixed(0).padStart(4)}`,
    );
  }
  // Timeline of long main-thread tasks.
  console.log('  tasks ≥ 15 ms (start ms, duration ms):');
  for (const t of tops.filter((t) => (t.dur ?? 0) >= 15_000).sort((a, b) => a.ts - b.ts)) {
    const inner = onMain
      .filter(
        (e) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t && (e.dur ?? 0) > 0.3 * (t.dur ?? 0),
      )
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\/assets\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`,
      )
      .slice(0, 4);
    console.log(
      `    ${((t.ts - navStartTs) / 1000).toFixed(0).padStart(5)} +${((t.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${inner.join(' > ')}`,
    );
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-profile-'));
  const api = await startApi({ port: PORT, databaseEnv: { DATA_DIR: dataDir }, seed: true });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const context = await browser.newContext({ baseURL: api.url, viewport: PHONE, serviceWorkers: 'allow' });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(`${api.url}/account/login`);
    await page.locator('input[type="email"]').first().fill('arrivalsmanager@caravan.demo');
    await page.locator('input[type="password"]').first().fill('caravan2026');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL((u) => !u.pathname.includes('/account/login'));
    await page.evaluate(`navigator.serviceWorker.ready`);
    await page.goto(`${api.url}/arrivals`);
    await page
      .getByText(/^Guests: \d+$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    const cdp = await context.newCDPSession(page);
    await context.setOffline(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    for (let run = 0; run < RUNS; run++) {
      let navStartTs = 0;
      const start = async () => {
        await page.goto(`${api.url}/arrivals`, { waitUntil: 'commit' });
        await page.waitForFunction(
          () =>
            (globalThis as { profileMarks?: Record<string, number> }).profileMarks?.[
              'article[aria-label^="Group "]'
            ],
          undefined,
          { timeout: 30_000, polling: 100 },
        );
      };
      // PROFILE_LIGHT: landmarks, chunks and IndexedDB only; tracing and sampling slow the page's JavaScript down.
      let events: TraceEvent[] = [];
      if (process.env.PROFILE_LIGHT) {
        await start();
      } else {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        events = await trace(cdp, start);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        if (process.env.PROFILE_TRACE)
          fs.writeFileSync(`${process.env.PROFILE_TRACE}-${run + 1}.cpuprofile`, JSON.stringify(profile));
      }
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          e.args?.data &&
          (e.args.data as { isLoadingMainFrame?: boolean }).isLoadingMainFrame,
      );
      navStartTs = nav?.ts ?? 0;
      const info = (await page.evaluate(`({
        marks: window.profileMarks,
        idb: window.profileLog,
        nav: (() => { const n = performance.getEntriesByType('navigation')[0]; return { responseEnd: n.responseEnd, dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd }; })(),
        resources: performance.getEntriesByType('resource').map((r) => [r.name.replace(/^.*\\//, ''), r.startTime, r.responseEnd]),
      })`)) as {
        marks: Record<string, number>;
        idb: Array<[string, number, number]>;
        nav: Record<string, number>;
        resources: Array<[string, number, number]>;
      };
      console.log(
        `\nRun ${run + 1}: first card ${info.marks['article[aria-label^="Group "]'].toFixed(0)} ms; nav ${JSON.stringify(Object.fromEntries(Object.entries(info.nav).map(([k, v]) => [k, Math.round(v)])))}`,
      );
      console.log(
        '  landmarks:',
        Object.entries(info.marks)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', '),
      );
      console.log('  resources (start → end):');
      for (const [name, s, e] of info.resources)
        console.log(`    ${s.toFixed(0).padStart(5)} → ${e.toFixed(0).padStart(5)}  ${name}`);
      console.log('  IndexedDB (start → success):');
      for (const [name, s, e] of info.idb)
        console.log(`    ${s.toFixed(0).padStart(5)} → ${e.toFixed(0).padStart(5)}  ${name}`);
      if (navStartTs) summarise(events, navStartTs, info.marks['article[aria-label^="Group "]']);
      if (process.env.PROFILE_TRACE)
        fs.writeFileSync(
          `${process.env.PROFILE_TRACE}-${run + 1}.json`,
          JSON.stringify({ traceEvents: events }),
        );
    }
  } finally {
    await browser?.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

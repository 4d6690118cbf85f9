// `npm run bench -- offline` (after `npm run build`): the installed PWA without a network, in Debian's
// Chromium at phone size, against a real API serving the built app on a fresh demo-seeded SQLite
// database. Issue 6, Speed:
//  - offline start of the installed app to the first arrivals card, CPU throttled ×4 (goal ≤ 1 s);
//  - replay of 500 queued group-info edits when the network returns (goal ≤ 15 s, 0 lost, 0 duplicated).
// Figures only; nothing is asserted. Loopback only; the data directory and the browser are removed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { Arrival } from '../contract';
import type { NewOutboxEntry, OutboxEntry } from '../src/platform/outbox/types';
import { startApi } from './api-process';
import {
  checkReplay,
  median,
  planEdits,
  type GroupStart,
  type PlannedEdit,
  type ReplayCheck,
} from './offline-plan';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const PORT = Number(process.env.BENCH_OFFLINE_PORT || 18_484);
const START_RUNS = 5;
const COLD_RUNS = 3;
const REPLAY_OPS = Number(process.env.BENCH_OFFLINE_OPS || 500);
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 2_000;
const REPLAY_TIMEOUT_MS = 60_000;
const GROUP_INFO_PATH = '/api/arrivals/groupinfo';

export interface OfflineFigures {
  /** Navigation start → first arrivals card visible, installed app, offline, CPU ×4 (ms). */
  offlineStartMs: number[];
  /** Where those starts spent their time. */
  offlinePhases: StartPhases[];
  /** The same on a first visit online (no service worker, no saved cache), CPU ×4 (ms). */
  coldOnlineStartMs: number[];
  /** Groups the arrivals list showed, for the record. */
  guests: number;
  replay: {
    operations: number;
    groups: number;
    maxPerGroup: number;
    /** Network back → every entry 'sent' (or no entry pending any more) (ms). */
    seconds: number;
    sent: number;
    /** Entries left waiting, in conflict or refused when the replay ended. */
    notSent: Record<string, number>;
    timedOut: boolean;
    check: ReplayCheck;
    /** Answers to the groupinfo POSTs seen on the browser context, by status. */
    answers: Record<string, number>;
    /** Requests the page and its worker made during the replay, by method and path. */
    requests: Record<string, number>;
  };
  loadBefore: number;
  loadAfter: number;
}

// ---- In the page. The bench compiles without the DOM library, so page code is written as strings.

/**
 * Runs before the app's own scripts on every navigation: records performance.now() (from navigation
 * start) at the first animation frame in which an arrivals card is visible.
 */
export const FIRST_CARD_PROBE = `(() => {
  const look = () => {
    const card = document.querySelector('article[aria-label^="Group "]');
    if (card && card.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && card.getBoundingClientRect().height > 0) {
      const card = performance.now();
      const nav = performance.getEntriesByType('navigation')[0];
      const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      window.benchStart = {
        shell: nav ? nav.responseEnd : NaN,
        scripts: scripts.length ? Math.max(...scripts.map((r) => r.responseEnd)) : NaN,
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
        card,
      };
      window.benchFirstCard = card;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** Opens the app's outbox database; it exists once the signed-in app has read its outbox. */
const OPEN_OUTBOX = `const openOutbox = () => new Promise((resolve, reject) => {
  const req = indexedDB.open('caravan-outbox');
  req.onsuccess = () => req.result.objectStoreNames.contains('entries') ? resolve(req.result) : reject(new Error('the app has not created its outbox store'));
  req.onerror = () => reject(req.error);
});`;

/** Writes entries into the outbox exactly as idb-keyval's set(entry.id, entry) does, and tells the app. */
export const writeEntriesScript = (entries: OutboxEntry[]) => `(async () => {
  ${OPEN_OUTBOX}
  const db = await openOutbox();
  await new Promise((resolve, reject) => {
    const tx = db.transaction('entries', 'readwrite');
    const store = tx.objectStore('entries');
    for (const entry of ${JSON.stringify(entries)}) store.put(entry, entry.id);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  const channel = new BroadcastChannel('caravan-outbox');
  channel.postMessage({ type: 'changed' });
  channel.close();
})()`;

/** Counts the outbox entries by state. */
export const COUNT_STATES = `(async () => {
  ${OPEN_OUTBOX}
  const db = await openOutbox();
  const all = await new Promise((resolve, reject) => {
    const req = db.transaction('entries').objectStore('entries').getAll();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  db.close();
  const counts = {};
  for (const e of all) counts[e.state] = (counts[e.state] || 0) + 1;
  return counts;
})()`;

// ---- Around the page.

/**
 * Playwright's offline emulation, and the same through the bench's own CDP session: once a second
 * session is attached, a navigation otherwise comes up with navigator.onLine true (fetches still fail),
 * and the app, which trusts navigator.onLine and its 'online' event, would not know it is offline.
 */
export async function setOffline(context: BrowserContext, cdp: CDPSession, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Milliseconds from navigation start: the shell answered, the last script loaded, DOMContentLoaded, first card. */
export interface StartPhases {
  shell: number;
  scripts: number;
  domContentLoaded: number;
  card: number;
}

/** Navigation start → first card, read from the page (its own clock, not the bench's). */
export async function timeToFirstCard(page: Page, url: string): Promise<StartPhases> {
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => (globalThis as { benchFirstCard?: number }).benchFirstCard, undefined, {
    timeout: 30_000,
    polling: 100,
  });
  return (await page.evaluate('window.benchStart')) as StartPhases;
}

export async function signIn(page: Page, url: string, email = 'arrivalsmanager@caravan.demo'): Promise<void> {
  await page.goto(`${url}/account/login`);
  await page.locator('input[name="email"], input[type="email"]').first().fill(email);
  await page.locator('input[name="password"], input[type="password"]').first().fill('caravan2026');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('/account/login'));
}

export const waitForServiceWorkerControl = (page: Page) =>
  page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  })()`);

async function inHouse(page: Page): Promise<Arrival[]> {
  const res = await page.request.post('/api/arrivals/filtered', {
    data: { inHouse: true, itemsPerPage: 500 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`POST /api/arrivals/filtered answered ${res.status()}`);
  return ((await res.json()) as { entities: Arrival[] }).entities;
}

/** The groups of the in-house list with their editable values, as the app's screens read them. */
function groupsOf(arrivals: Arrival[]): GroupStart[] {
  const groups = new Map<string, GroupStart>();
  for (const a of arrivals) {
    if (a.isDeleted) continue;
    let g = groups.get(a.groupId);
    if (!g) {
      const info = a.groupInfo;
      g = {
        groupId: a.groupId,
        hotelIds: [],
        notes: info?.notes ?? null,
        phoneNumbers: info?.phoneNumbers ?? null,
        rooms: Object.fromEntries((info?.hotels ?? []).map((h) => [String(h.hotelId), h.roomNumber])),
      };
      groups.set(a.groupId, g);
    }
    if (a.hotelId !== null && !g.hotelIds.includes(a.hotelId)) g.hotelIds.push(a.hotelId);
  }
  return [...groups.values()];
}

/** A server value of 'groupId/field' from the in-house list. */
function serverValues(arrivals: Arrival[]): (groupField: string) => string | null | undefined {
  const byGroup = new Map(arrivals.filter((a) => a.groupInfo).map((a) => [a.groupId, a.groupInfo!]));
  return (groupField) => {
    const [groupId, field] = groupField.split('/');
    const info = byGroup.get(groupId);
    if (!info) return undefined;
    if (field === 'notes') return info.notes;
    if (field === 'phoneNumbers') return info.phoneNumbers;
    const hotelId = Number(field.split(':')[1]);
    return info.hotels.find((h) => h.hotelId === hotelId)?.roomNumber;
  };
}

/** The outbox entry the app's enqueue() writes for a group-info save (src/platform/outbox). */
function entryOf(edit: PlannedEdit, userId: number, createdAt: number): OutboxEntry {
  const input: NewOutboxEntry = {
    userId,
    kind: 'group-info',
    entity: `group-info:${edit.groupId}`,
    method: 'POST',
    path: GROUP_INFO_PATH,
    body: edit.body,
    label: `Bench: ${edit.field} of group ${edit.groupId}`,
  };
  // transitions.ts newEntry(): the id is the first idempotency key.
  return {
    ...input,
    id: edit.key,
    key: edit.key,
    createdAt,
    updatedAt: createdAt,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: createdAt,
  };
}

/** Idempotency-Keys the server stored a 2xx answer for, read from its SQLite file. */
function storedKeys(databaseFile: string, userId: number): string[] {
  const db = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'select key from idempotency_keys where user_id = ? and path like ? and status_code between 200 and 299',
      )
      // The server keeps the route with its parameters ('/api/arrivals/groupinfo {}', server/http/idempotency.ts).
      .all(userId, `${GROUP_INFO_PATH} %`) as Array<{ key: string }>;
    return rows.map((r) => r.key);
  } finally {
    db.close();
  }
}

async function measureStarts(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  url: string,
): Promise<{ offline: StartPhases[]; cold: number[]; cdp: CDPSession }> {
  // First visits online, each in a fresh context with only the session (no worker, no saved cache).
  const session = await context.storageState();
  const cold: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const fresh = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'allow',
      storageState: session,
    });
    try {
      await fresh.addInitScript(FIRST_CARD_PROBE);
      const p = await fresh.newPage();
      await throttle(await fresh.newCDPSession(p), CPU_SLOWDOWN);
      cold.push((await timeToFirstCard(p, `${url}/arrivals`)).card);
    } finally {
      await fresh.close();
    }
  }

  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, CPU_SLOWDOWN);
  await setOffline(context, cdp, true);
  const offline: StartPhases[] = [];
  for (let run = 0; run < START_RUNS; run++) offline.push(await timeToFirstCard(page, `${url}/arrivals`));
  if (await page.evaluate('navigator.onLine'))
    throw new Error('the page is online: the offline start was not measured offline');
  await throttle(cdp, 1);
  return { offline, cold, cdp };
}

async function measureReplay(
  context: BrowserContext,
  page: Page,
  cdp: CDPSession,
  databaseFile: string,
): Promise<OfflineFigures['replay']> {
  const me = await page.request.get('/api/auth/me');
  const userId = ((await me.json()) as { id: number }).id;
  const groups = groupsOf(await inHouse(page));
  const stamp = String(Date.now() % 1_000_000);
  const edits = planEdits(
    groups,
    REPLAY_OPS,
    Array.from({ length: REPLAY_OPS }, () => randomUUID()),
    stamp,
  );
  const perGroup = new Map<string, number>();
  for (const e of edits) perGroup.set(e.groupId, (perGroup.get(e.groupId) ?? 0) + 1);

  // Queued a millisecond apart, as edits made one after another are: the outbox sends by createdAt.
  const t0 = Date.now() - REPLAY_OPS;
  await page.evaluate(writeEntriesScript(edits.map((e, i) => entryOf(e, userId, t0 + i))));
  const queued = (await page.evaluate(COUNT_STATES)) as Record<string, number>;
  if (queued.waiting !== REPLAY_OPS)
    throw new Error(`expected ${REPLAY_OPS} waiting entries in the outbox, found ${JSON.stringify(queued)}`);

  // Every groupinfo POST the page or its service worker sends, with its answer.
  const requestsByKey = new Map<string, number>();
  const answers: Record<string, number> = {};
  context.on('response', (r) => {
    const req = r.request();
    if (req.method() !== 'POST' || new URL(r.url()).pathname !== GROUP_INFO_PATH) return;
    const key = req.headers()['idempotency-key'] ?? '(none)';
    requestsByKey.set(key, (requestsByKey.get(key) ?? 0) + 1);
    answers[r.status()] = (answers[r.status()] ?? 0) + 1;
  });
  // Everything else the app asks the server meanwhile (list refreshes compete with the replay).
  const requests: Record<string, number> = {};
  context.on('request', (r) => {
    const name = `${r.method()} ${new URL(r.url()).pathname}`;
    requests[name] = (requests[name] ?? 0) + 1;
  });

  // The network returns: the app's 'online' handler asks its service worker to drain the outbox.
  const started = performance.now();
  await setOffline(context, cdp, false);
  let states: Record<string, number> = queued;
  let timedOut = false;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    states = (await page.evaluate(COUNT_STATES)) as Record<string, number>;
    if (!states.waiting && !states.sending) break;
    if (performance.now() - started > REPLAY_TIMEOUT_MS) {
      timedOut = true;
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // Let answers still in flight on the context be counted.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const check = checkReplay(
    edits,
    serverValues(await inHouse(page)),
    storedKeys(databaseFile, userId),
    requestsByKey,
  );
  const seen = [...requestsByKey.values()].reduce((a, b) => a + b, 0);
  if (seen === 0)
    console.warn(
      'offline bench: no groupinfo POST was seen on the browser context; duplicates are counted from the server only',
    );
  const { sent = 0, ...notSent } = states;
  return {
    operations: REPLAY_OPS,
    groups: perGroup.size,
    maxPerGroup: Math.max(...perGroup.values()),
    seconds,
    sent,
    notSent,
    timedOut,
    check,
    answers,
    requests,
  };
}

export async function measureOffline(): Promise<OfflineFigures> {
  if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist/sw.js')) {
    throw new Error('No build in dist/ (dist/index.html and dist/sw.js): run `npm run build` first.');
  }
  const loadBefore = os.loadavg()[0];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-offline-'));
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  let browser: Browser | null = null;
  try {
    api = await startApi({ port: PORT, databaseEnv: { DATA_DIR: dataDir }, seed: true });
    browser = await chromium.launch(chromiumLaunchOptions);
    const context = await browser.newContext({ baseURL: api.url, viewport: PHONE, serviceWorkers: 'allow' });
    await context.addInitScript(FIRST_CARD_PROBE);
    const page = await context.newPage();

    // Installed and used online once: the worker controls the page and the list is in the saved cache.
    await signIn(page, api.url);
    await waitForServiceWorkerControl(page);
    await page.goto(`${api.url}/arrivals`);
    const guestsText = await page
      .getByText(/^Guests: \d+$/)
      .first()
      .textContent({ timeout: 30_000 });
    await page.waitForTimeout(CACHE_WRITE_MS);

    const starts = await measureStarts(browser, context, page, api.url);
    const replay = await measureReplay(context, page, starts.cdp, path.join(dataDir, 'caravan.db'));
    return {
      offlineStartMs: starts.offline.map((p) => p.card),
      offlinePhases: starts.offline,
      coldOnlineStartMs: starts.cold,
      guests: Number(/\d+/.exec(guestsText ?? '')?.[0] ?? 0),
      replay,
      loadBefore,
      loadAfter: os.loadavg()[0],
    };
  } finally {
    await browser?.close();
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} runs)`;

export function describeOffline(f: OfflineFigures): string[] {
  const r = f.replay;
  return [
    `Offline start to first arrivals card (CPU ×${CPU_SLOWDOWN}): ${ms(f.offlineStartMs)} — ${f.offlineStartMs.map((v) => v.toFixed(0)).join(', ')}`,
    `  phases (median ms from navigation start): shell ${median(f.offlinePhases.map((p) => p.shell)).toFixed(0)}, last script ` +
      `${median(f.offlinePhases.map((p) => p.scripts)).toFixed(0)}, DOMContentLoaded ${median(f.offlinePhases.map((p) => p.domContentLoaded)).toFixed(0)}, first card ${median(f.offlineStartMs).toFixed(0)}`,
    `Cold online start, first visit (CPU ×${CPU_SLOWDOWN}):      ${ms(f.coldOnlineStartMs)} — ${f.coldOnlineStartMs.map((v) => v.toFixed(0)).join(', ')}`,
    `Replay of ${r.operations} queued edits over ${r.groups} groups (up to ${r.maxPerGroup} on one): ${r.seconds.toFixed(1)} s, ` +
      `${(r.sent / r.seconds).toFixed(0)} ops/s; ${r.sent} sent, not sent ${JSON.stringify(r.notSent)}${r.timedOut ? ' (TIMED OUT)' : ''}`,
    `  lost ${r.check.lost} (${r.check.notStored} not stored, ${r.check.wrongFinal} final values differ); duplicated ${r.check.duplicated} ` +
      `(${r.check.resent} resent, ${r.check.unexpectedKeys} unexpected keys); answers ${JSON.stringify(r.answers)}`,
    `  requests during the replay: ${JSON.stringify(r.requests)}`,
    `Load average (1 min): ${f.loadBefore.toFixed(1)} before, ${f.loadAfter.toFixed(1)} after`,
  ];
}

// Run directly, it prints the figures; bench/run.ts imports measureOffline instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of describeOffline(await measureOffline())) console.log(line);
}

// `npm run bench -- day` (after `npm run build`), or `npx tsx bench/day-of-tour.ts`: a guide's day on a
// phone (issue 25, Speed), in Debian's Chromium at 390×844 with the CPU throttled ×4, against a real API
// serving the built app on a fresh demo-seeded SQLite database. The bench sells a 200-guest slot-day of
// the guide's supplier through the API and puts the demo guide on it (dispatch), then measures:
//  - the manifest opened offline from My day in the running app, tap → first card and → all 200 cards
//    (goal ≤ 300 ms); and, for the record, the app started offline straight on the manifest;
//  - a voucher's QR code shown to the camera offline: the code read (the scan panel's User Timing
//    mark) → the guest's card shows "Checked in" (goal ≤ 200 ms);
//  - 200 check-ins queued offline (the scans' and the rest written into the outbox as taps write
//    them), network back → all sent (goal ≤ 3 s, 0 lost, 0 twice), still at CPU ×4.
// Figures only; nothing is asserted. Loopback only; the data directory and the browser are removed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { DayManifest } from '../contract';
import type { OutboxEntry } from '../src/platform/outbox/types';
import { CHECK_IN_KIND, checkInPath } from '../src/features/day/outbox-kind';
import { CODE_READ_MARK } from '../src/features/day/model/timing';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { FAKE_CAMERA, showToCamera } from '../e2e/support/fake-camera';
import { startApi } from './api-process';
import { median } from './offline-plan';
import {
  COUNT_STATES,
  setOffline,
  signIn,
  throttle,
  waitForServiceWorkerControl,
  writeEntriesScript,
} from './offline';

const PORT = Number(process.env.BENCH_DAY_PORT || 18_495);
const GUESTS = 200;
const OPEN_RUNS = 5;
const SCANS = 5;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 2_000;
const REPLAY_TIMEOUT_MS = 60_000;
const PASSWORD = 'caravan2026';

export interface DayFigures {
  guests: number;
  bookings: number;
  /** Tap on the slot-day in My day → first card visible, and → every card in the DOM, offline, CPU ×4 (ms). */
  openFirstCardMs: number[];
  openAllCardsMs: number[];
  /** The app started offline on the manifest: navigation start → first card (ms). */
  coldStartFirstCardMs: number[];
  /** Code read → the card shows "Checked in", offline, CPU ×4 (ms). */
  scanShownMs: number[];
  replay: {
    queued: number;
    seconds: number;
    sent: number;
    notSent: Record<string, number>;
    timedOut: boolean;
    /** Bookings the server does not have checked in afterwards. */
    lost: number;
    /** Idempotency keys the page or its worker sent more than once. */
    sentTwice: number;
    answers: Record<string, number>;
  };
  loadBefore: number;
  loadAfter: number;
}

// ---- Setting up the slot-day, through the API as its users would.

async function call(url: string, token: string | null, method: string, route: string, body?: object) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'bench',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
}

async function tokenOf(url: string, email: string): Promise<string> {
  const res = await call(url, null, 'POST', '/api/auth/signin', {
    email,
    password: PASSWORD,
    returnUrl: null,
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.json.token as string;
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A slot of the guide's supplier with room for the guests (made by its editor as the chart's own calls
 * do), tied to one of the supplier's live tickets, 200 one-guest bookings sold by operations for an
 * agency, and the demo guide and driver put on the slot-day by operations.
 */
async function sellSlotDay(url: string, databaseFile: string) {
  const ops = await tokenOf(url, 'operations@caravan.demo');
  const editor = await tokenOf(url, 'editor@caravan.demo');
  // Tomorrow: the first day a booking can be made for, and on the guide's My day.
  const date = addDays(new Date().toISOString().slice(0, 10), 1);
  const file = new SQLite(databaseFile, { fileMustExist: true });
  try {
    const person = (email: string) =>
      file.prepare('select id, supplier_id as supplierId from users where email = ?').get(email) as {
        id: number;
        supplierId: number;
      };
    const guide = person('guide@caravan.demo');
    const driver = person('driver@caravan.demo');
    if (person('editor@caravan.demo').supplierId !== guide.supplierId)
      throw new Error(
        "editor@ and guide@ work for different suppliers: the bench's slot would not be the guide's",
      );
    const offer = file
      .prepare(
        `select o.id, o.tour_id as tourId from offers o join tours t on t.id = o.tour_id
         where t.supplier_id = ? and o.booking_type = 1 and o.days_offered = 0 and o.min_num_of_people = 1
           and o.is_deleted = 0 and o.is_tickets_required = 0
           and exists (select 1 from valid_periods p where p.offer_id = o.id and p.period_start <= ? and p.period_end >= ?)
         order by o.id limit 1`,
      )
      .get(guide.supplierId, date, date) as { id: number; tourId: number } | undefined;
    if (!offer) throw new Error(`no live ticket of the guide's supplier sells on ${date}`);
    const agency = file.prepare('select id from agencies order by id limit 1').get() as { id: number };
    const group = await call(url, editor, 'POST', '/api/timeslots/group', {
      id: 0,
      name: `Day bench ${randomUUID().slice(0, 8)}`,
      pickUpTimeId: 0,
      capacity: GUESTS * 2,
      minimumAdvancedBooking: 0,
      isTimeSlotsIndependant: true,
    });
    const slot = await call(url, editor, 'POST', '/api/timeslots', {
      id: 0,
      groupId: group.json.id,
      name: 'Day bench coach',
      startHour: 9,
      startMinutes: 0,
      endHour: 17,
      endMinutes: 0,
      timeType: 0,
      type: 0,
      daysOffered: 0,
      capacity: GUESTS * 2,
      isExternalId: false,
      externalProviderCodeType: 0,
      externalProviderDiffProductsAdultChild: false,
      externalIsTicketPerPax: false,
    });
    if (slot.status !== 200 && slot.status !== 201) throw new Error(`new slot answered ${slot.status}`);
    // The offer sells the new slot: the editor's offer form would tick it; one row does the same.
    file
      .prepare('insert into offer_time_slots (offer_id, time_slot_id) values (?, ?)')
      .run(offer.id, slot.json.id);
    const hotels = (file.prepare('select id from hotels order by id limit 40').all() as { id: number }[]).map(
      (h) => h.id,
    );
    for (let i = 0; i < GUESTS; i++) {
      const sold = await call(url, ops, 'POST', '/api/agent/bookings', {
        clientRef: randomUUID(),
        date,
        tourId: offer.tourId,
        offerId: offer.id,
        timeSlotId: slot.json.id,
        hotelId: hotels[i % hotels.length] ?? null,
        adults: 1,
        guestName: `Bench Guest ${String(i + 1).padStart(3, '0')}`,
        agencyId: agency.id,
      });
      if (sold.status !== 201)
        throw new Error(`booking ${i + 1} answered ${sold.status}: ${JSON.stringify(sold.json)}`);
    }
    const crew = await call(url, ops, 'PUT', '/api/dispatch/crew', {
      timeSlotId: slot.json.id,
      date,
      guideId: guide.id,
      driverId: driver.id,
      vehicle: 'Coach 1',
    });
    if (crew.status !== 200) throw new Error(`dispatch answered ${crew.status}`);
    return { slotId: slot.json.id as number, date, guideId: guide.id, ops };
  } finally {
    file.close();
  }
}

// ---- In the page (the bench compiles without the DOM library: page code as strings).

/** Before the app's scripts: the first visible manifest card, and the moment every card is in the DOM. */
const CARDS_PROBE = (total: number) => `(() => {
  const look = () => {
    const cards = document.querySelectorAll('li.day-booking');
    const first = cards[0];
    if (!window.benchFirstCard && first && first.checkVisibility() && first.getBoundingClientRect().height > 0) {
      window.benchFirstCard = performance.now();
      const nav = performance.getEntriesByType('navigation')[0];
      const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
      window.benchPhases = {
        shell: nav ? Math.round(nav.responseEnd) : NaN,
        scripts: scripts.length ? Math.round(Math.max(...scripts.map((r) => r.responseEnd))) : NaN,
        domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : NaN,
        marks: performance.getEntriesByType('mark').map((m) => m.name + '@' + Math.round(m.startTime)),
      };
    }
    if (window.benchFirstCard && cards.length >= ${total}) { window.benchAllCards = performance.now(); return; }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** Taps the slot-day's card in My day; resolves with ms to the first visible manifest card and to all of them. */
const openFromMyDay = (href: string, total: number) => `new Promise((resolve) => {
  const link = document.querySelector('a.myday-open[href="${href}"]');
  const t0 = performance.now();
  let first = 0;
  link.click();
  const look = () => {
    const cards = document.querySelectorAll('li.day-booking');
    if (!first && cards[0] && cards[0].checkVisibility() && cards[0].getBoundingClientRect().height > 0)
      first = performance.now() - t0;
    if (first && cards.length >= ${total}) return resolve({ first, all: performance.now() - t0 });
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})`;

/** Resolves with ms from the last code-read mark to the frame in which the booking's card shows "Checked in". */
const shownAfterRead = (bookingId: number) => `new Promise((resolve) => {
  const look = () => {
    const chip = document.querySelector('li.day-booking[data-booking-id="${bookingId}"] .day-chip-checkedIn');
    const read = performance.getEntriesByName('${CODE_READ_MARK}').at(-1);
    if (chip && read) return resolve(performance.now() - read.startTime);
    requestAnimationFrame(look);
  };
  look();
})`;

/** The outbox entry a tap on "Check in" writes (src/features/day/outbox-kind.ts; transitions.ts newEntry). */
function checkInEntry(
  userId: number,
  slotId: number,
  date: string,
  bookingId: number,
  createdAt: number,
): OutboxEntry {
  const key = randomUUID();
  return {
    id: key,
    key,
    userId,
    kind: CHECK_IN_KIND,
    entity: `check-in:${bookingId}`,
    method: 'POST',
    path: checkInPath(slotId, date),
    body: { bookingId, action: 'checkIn', at: new Date(createdAt).toISOString() },
    label: `Bench: check-in of #${bookingId}`,
    createdAt,
    updatedAt: createdAt,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: createdAt,
  };
}

async function timeOpen(page: Page, url: string): Promise<{ first: number; all: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (globalThis as { benchAllCards?: number }).benchAllCards, undefined, {
    timeout: 30_000,
    polling: 100,
  });
  if (process.env.BENCH_DAY_PHASES) console.log(JSON.stringify(await page.evaluate('window.benchPhases')));
  return (await page.evaluate('({ first: window.benchFirstCard, all: window.benchAllCards })')) as {
    first: number;
    all: number;
  };
}

export async function measureDayOfTour(): Promise<DayFigures> {
  if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist/sw.js'))
    throw new Error('No build in dist/ (dist/index.html and dist/sw.js): run `npm run build` first.');
  const loadBefore = os.loadavg()[0];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-day-'));
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  let browser: Browser | null = null;
  try {
    api = await startApi({ port: PORT, databaseEnv: { DATA_DIR: dataDir }, seed: true });
    const day = await sellSlotDay(api.url, path.join(dataDir, 'caravan.db'));
    const manifestUrl = `${api.url}/day/${day.slotId}/${day.date}`;
    const manifest = (await call(api.url, day.ops, 'GET', `/api/day/${day.slotId}/${day.date}`))
      .json as DayManifest;
    const bookings = manifest.bookings;

    browser = await chromium.launch(chromiumLaunchOptions);
    const context = await browser.newContext({
      baseURL: api.url,
      viewport: PHONE,
      serviceWorkers: 'allow',
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript({ content: FAKE_CAMERA });
    await context.addInitScript(CARDS_PROBE(bookings.length));
    const page = await context.newPage();
    // Installed and opened online once: the worker controls the page and the manifest is kept.
    await signIn(page, api.url, 'guide@caravan.demo');
    await waitForServiceWorkerControl(page);
    await page.goto(`${api.url}/myday`);
    await page.locator(`a.myday-open[href="/day/${day.slotId}/${day.date}"]`).waitFor({ timeout: 30_000 });
    await timeOpen(page, manifestUrl);
    await page.waitForTimeout(CACHE_WRITE_MS);

    const cdp = await context.newCDPSession(page);
    await throttle(cdp, CPU_SLOWDOWN);
    await setOffline(context, cdp, true);
    const cold: Array<{ first: number; all: number }> = [];
    for (let run = 0; run < OPEN_RUNS; run++) cold.push(await timeOpen(page, manifestUrl));
    if (await page.evaluate('navigator.onLine')) throw new Error('the page is online: not measured offline');
    // The guide's app is running on My day; the slot-day is tapped.
    const href = `/day/${day.slotId}/${day.date}`;
    const opens: Array<{ first: number; all: number }> = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      await page.goto(`${api.url}/myday`);
      await page.locator(`a.myday-open[href="${href}"]`).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      opens.push(
        (await page.evaluate(openFromMyDay(href, bookings.length))) as { first: number; all: number },
      );
    }

    // Scans, offline: each guest's voucher held up to the camera in turn.
    await page.getByRole('button', { name: 'Scan code' }).click();
    const scanShownMs: number[] = [];
    for (const b of bookings.slice(0, SCANS)) {
      const shown = page.evaluate(shownAfterRead(b.id)) as Promise<number>;
      await showToCamera(page, `CARAVAN:${b.id}:${b.clientRef}`);
      scanShownMs.push(await shown);
    }
    await page.getByRole('button', { name: 'Stop scanning' }).click();

    // The rest checked in as taps write them: 200 waiting in all.
    const t0 = Date.now() - GUESTS;
    const rest = bookings
      .slice(SCANS)
      .map((b, i) => checkInEntry(day.guideId, day.slotId, day.date, b.id, t0 + i));
    await page.evaluate(writeEntriesScript(rest));
    const queued = (await page.evaluate(COUNT_STATES)) as Record<string, number>;
    if (queued.waiting !== bookings.length)
      throw new Error(`expected ${bookings.length} waiting check-ins, found ${JSON.stringify(queued)}`);

    const perKey = new Map<string, number>();
    const answers: Record<string, number> = {};
    context.on('response', (r) => {
      const req = r.request();
      if (req.method() !== 'POST' || !new URL(r.url()).pathname.endsWith('/checkins')) return;
      const key = req.headers()['idempotency-key'] ?? '(none)';
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
      answers[r.status()] = (answers[r.status()] ?? 0) + 1;
    });
    const started = performance.now();
    await setOffline(context, cdp, false);
    let states = queued;
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
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await call(api.url, day.ops, 'GET', `/api/day/${day.slotId}/${day.date}`))
      .json as DayManifest;
    const lost = after.bookings.filter((b) => b.checkIn?.state !== 'checkedIn').length;
    const { sent = 0, ...notSent } = states;
    return {
      guests: after.bookings.reduce((n, b) => n + b.numAdults + b.numChildren + b.numInfants, 0),
      bookings: after.bookings.length,
      openFirstCardMs: opens.map((o) => o.first),
      openAllCardsMs: opens.map((o) => o.all),
      coldStartFirstCardMs: cold.map((o) => o.first),
      scanShownMs,
      replay: {
        queued: queued.waiting,
        seconds,
        sent,
        notSent,
        timedOut,
        lost,
        sentTwice: [...perKey.values()].filter((n) => n > 1).length,
        answers,
      },
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

export function describeDayOfTour(f: DayFigures): string[] {
  const r = f.replay;
  return [
    `Manifest of ${f.guests} guests (${f.bookings} bookings) opened offline from My day, CPU ×${CPU_SLOWDOWN}, 390×844:`,
    `  first card ${ms(f.openFirstCardMs)} — ${f.openFirstCardMs.map((v) => v.toFixed(0)).join(', ')}`,
    `  all cards  ${ms(f.openAllCardsMs)} — ${f.openAllCardsMs.map((v) => v.toFixed(0)).join(', ')}`,
    `  the app started offline on it, first card ${ms(f.coldStartFirstCardMs)} — ${f.coldStartFirstCardMs.map((v) => v.toFixed(0)).join(', ')}`,
    `Scan offline, code read → shown checked in: ${ms(f.scanShownMs)} — ${f.scanShownMs.map((v) => v.toFixed(0)).join(', ')}`,
    `Replay of ${r.queued} queued check-ins (CPU ×${CPU_SLOWDOWN}): ${r.seconds.toFixed(2)} s; ${r.sent} sent, not sent ${JSON.stringify(r.notSent)}${r.timedOut ? ' (TIMED OUT)' : ''}; lost ${r.lost}, sent twice ${r.sentTwice}; answers ${JSON.stringify(r.answers)}`,
    `Load average (1 min): ${f.loadBefore.toFixed(1)} before, ${f.loadAfter.toFixed(1)} after`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of describeDayOfTour(await measureDayOfTour())) console.log(line);
}

import { randomUUID } from 'node:crypto';
import {
  expect,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type TestInfo,
} from '@playwright/test';
import { waitForServiceWorkerControl } from './browser';
import { FAKE_CAMERA } from './fake-camera';
import { DEMO_PASSWORD, emailOf, signIn } from './session';
import { VIEWPORTS } from './viewports';

// The set-up of the check-in specs (e2e/check-in.spec.ts): a slot-day of the demo guide with bookings
// and its crew, API callers to look at the server's side, and the guide's phone on its manifest.

export interface DayBooking {
  id: number;
  guestName: string;
  clientRef: string;
  pickUpTime: string | null;
  checkIn: { state: string | null; by: string | null; at: string | null } | null;
}
export interface DayManifest {
  bookings: DayBooking[];
  cancelled: Array<{ id: number; clientRef: string }>;
}
interface Grid {
  days: string[];
  slots: Array<{ id: number; sold: number[]; left: number[] }>;
}

export async function apiAs(
  baseURL: string,
  role: 'operations' | 'guide' | 'driver',
): Promise<APIRequestContext> {
  const anon = await apiRequest.newContext({ baseURL });
  const res = await anon.post('/api/auth/signin', {
    data: { email: emailOf(role), password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await anon.dispose();
  return apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}`, 'x-requested-with': 'e2e' },
  });
}

/**
 * A slot-day of the demo guide's supplier (the operator's guide works the operator's slots) with at
 * least `count` bookings, none checked in yet (another test of this file may have worked one): the
 * busiest of the chart's next two weeks from the day after tomorrow (past any notice), topped up by
 * operations selling more of its first booking's ticket for the same agency; not `except`. Operations
 * then put the guide and a driver on it, as on the chart's sheet: a guide opens only their slot-days.
 */
export async function slotDayWithBookings(
  ops: APIRequestContext,
  guide: APIRequestContext,
  count: number,
  except?: { slotId: number; date: string },
) {
  const grid = (await (await ops.get('/api/availability?days=14')).json()) as Grid;
  const me = (await (await guide.get('/api/auth/me')).json()) as { id: number };
  const cells = grid.slots
    .flatMap((s) => grid.days.map((date, i) => ({ slotId: s.id, date, sold: s.sold[i], left: s.left[i] })))
    .filter((c) => c.sold > 0 && c.left >= count && c.date > grid.days[1])
    .sort((a, b) => b.sold - a.sold);
  const crews = new Map<number, Array<{ id: number; roles: string[] }>>();
  for (const c of cells) {
    if (except && except.slotId === c.slotId && except.date === c.date) continue;
    if (!crews.has(c.slotId))
      crews.set(c.slotId, await (await ops.get(`/api/dispatch/staff?timeSlotId=${c.slotId}`)).json());
    const staff = crews.get(c.slotId)!;
    if (!staff.some((s) => s.id === me.id && s.roles.includes('guide'))) continue;
    const manifestOf = async () =>
      (await (await ops.get(`/api/day/${c.slotId}/${c.date}`)).json()) as DayManifest;
    let manifest = await manifestOf();
    if (manifest.bookings.length === 0 || manifest.bookings.some((b) => b.checkIn)) continue;
    const first = (await (await ops.get(`/api/agent/bookings/${manifest.bookings[0].id}`)).json()) as {
      tourId: number;
      offerId: number;
      hotelId: number | null;
      agencyId: number;
    };
    for (let n = manifest.bookings.length; n < count; n++) {
      const sold = await ops.post('/api/agent/bookings', {
        data: {
          clientRef: randomUUID(),
          date: c.date,
          tourId: first.tourId,
          offerId: first.offerId,
          hotelId: first.hotelId,
          timeSlotId: c.slotId,
          adults: 1,
          guestName: ['Lena Park', 'Omar Saeed', 'Mia Novak'][n % 3],
          agencyId: first.agencyId,
        },
      });
      expect(sold.status()).toBe(201);
    }
    manifest = await manifestOf();
    const driver = staff.find((s) => s.roles.includes('driver') && s.id !== me.id);
    const put = await ops.put('/api/dispatch/crew', {
      data: {
        timeSlotId: c.slotId,
        date: c.date,
        guideId: me.id,
        driverId: driver?.id ?? null,
        vehicle: 'Bus 3',
      },
    });
    expect(put.status()).toBe(200);
    return { ...c, manifest };
  }
  throw new Error(`no demo slot-day of the guide's supplier can have ${count} bookings`);
}

async function phone(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.phone,
    serviceWorkers: 'allow',
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript({ content: FAKE_CAMERA });
  return { context, page: await context.newPage() };
}

export type SlotDay = Awaited<ReturnType<typeof slotDayWithBookings>>;

/**
 * A test's slot-day of the guide with at least `count` bookings, none checked in, and the API callers
 * of operations and the guide; `dispose` lets the callers go.
 */
export async function guideDay(testInfo: TestInfo, count: number) {
  const baseURL = testInfo.project.use.baseURL!;
  const ops = await apiAs(baseURL, 'operations');
  const guideApi = await apiAs(baseURL, 'guide');
  const day = await slotDayWithBookings(ops, guideApi, count);
  const dispose = async () => {
    await ops.dispose();
    await guideApi.dispose();
  };
  return { baseURL, ops, guideApi, day, dispose };
}

/**
 * The guide signed in on a phone whose camera shows what a test holds up to it, on the slot-day's
 * manifest: with the service worker in control (what the offline steps need) unless `serviceWorker` is
 * false, and in `language` when one is given.
 */
export async function guideOnPhone(
  browser: Browser,
  testInfo: TestInfo,
  day: { slotId: number; date: string },
  { serviceWorker = true, language }: { serviceWorker?: boolean; language?: string } = {},
) {
  const { context, page } = await phone(browser, testInfo);
  await signIn(page, 'guide');
  if (serviceWorker) await waitForServiceWorkerControl(page);
  if (language)
    await page.evaluate(
      (lang) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('language', lang),
      language,
    );
  await page.goto(`/day/${day.slotId}/${day.date}`);
  return { context, page };
}

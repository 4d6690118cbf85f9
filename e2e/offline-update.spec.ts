import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { emailOf, DEMO_PASSWORD, SignInPage } from './support/session';
import { VIEWPORTS } from './support/viewports';

// The page-side browser APIs these tests touch (the e2e project compiles without the DOM library).
declare function fetch(url: string): Promise<{ text(): Promise<string> }>;
declare const navigator: {
  serviceWorker: { getRegistration(): Promise<{ update(): Promise<void> } | undefined> };
};

interface ApiArrival {
  groupId: string;
  hotelId: number | null;
  roomNumber: string | null;
  isDeleted: boolean;
  groupInfo: { hotels: Array<{ hotelId: number; roomNumber: string }> } | null;
}

const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();
const banner = (page: Page) => page.locator('.update-banner');

/**
 * A new release, as a server deploys it: the built /sw.js gets other bytes, so the browser's next
 * update check installs a new worker, which waits. Each release's worker answers /__release with its
 * number, which is how the test knows which worker serves the page. (The browser's update check for the
 * worker script does not pass through Playwright's routes, so the file itself changes; `restore` puts
 * the build back.)
 */
function deployRelease(release: number): void {
  writeFileSync(WORKER_FILE, `${builtWorker}${MARKER} event.respondWith(new Response('${release}')); });\n`);
}
// The build this worker's server serves (playwright.config.ts).
const WORKER_FILE = path.join(process.env.CARAVAN_E2E_STATIC_DIR!, 'sw.js');
const MARKER = `\n;self.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '/__release')`;
/** The build's worker (without a marker a stopped run may have left). */
const builtWorker = readFileSync(WORKER_FILE, 'utf8').split(MARKER)[0];
const restore = () => writeFileSync(WORKER_FILE, builtWorker);

const runningRelease = (page: Page) =>
  page.evaluate(async () => {
    const text = await (await fetch('/__release')).text();
    return /^\d+$/.test(text) ? Number(text) : 1;
  });

async function inHouse(page: Page): Promise<ApiArrival[]> {
  const response = await page.request.post('/api/arrivals/filtered', {
    data: { inHouse: true, itemsPerPage: 500 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { entities: ApiArrival[] }).entities;
}

/** An in-house guest whose room no other guest shares, so a search for the room finds one card. */
function guestsWithOwnRoom(all: ApiArrival[]): ApiArrival[] {
  const rooms = new Map<string, number>();
  for (const a of all) if (a.roomNumber) rooms.set(a.roomNumber, (rooms.get(a.roomNumber) ?? 0) + 1);
  return all.filter(
    (a) => a.roomNumber && !a.isDeleted && rooms.get(a.roomNumber) === 1 && a.hotelId && a.groupInfo,
  );
}

async function editRoomOffline(page: Page, context: BrowserContext, guest: ApiArrival, room: string) {
  await context.setOffline(true);
  await page.getByRole('searchbox').fill(guest.roomNumber!);
  const card = page.getByRole('article', { name: `Group ${guest.groupId}` });
  await card.getByRole('button', { name: 'Edit group' }).click();
  const sheet = page.locator('ion-modal.group-sheet');
  await sheet.getByRole('textbox', { name: 'Room' }).fill(room);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(visibleHeader(page).getByRole('link', { name: /^Waiting to be sent: 1$/ })).toBeVisible();
}

test.afterEach(restore);

test('an update taken twice with a change waiting: the change is sent, and each new version runs within seconds', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.phone,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  // Signed in through the form, with the patience a loaded machine needs for the first load.
  const form = new SignInPage(page);
  await form.open();
  await form.submitAs(emailOf('arrivalsmanager'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/arrivals/, { timeout: 60_000 });
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(/^Guests: \d+$/)).toBeVisible({ timeout: 30_000 });
  const guests = guestsWithOwnRoom(await inHouse(page));
  expect(guests.length).toBeGreaterThanOrEqual(2);
  const stamp = Date.now() % 100_000;

  // A loaded server: every answer the app and its worker get takes a while, and in the second round
  // the change's first send gets no answer for half a minute.
  let slowSave = false;
  await context.route(/\/api\//, async (route) => {
    const save =
      route.request().method() === 'POST' && route.request().url().endsWith('/api/arrivals/groupinfo');
    const slow = save && slowSave;
    if (slow) slowSave = false;
    await new Promise((resolve) => setTimeout(resolve, slow ? 30_000 : 1_500));
    // The worker that sent it may be gone by then (the new version took over).
    await route.fallback().catch(() => undefined);
  });
  const roomOf = async (guest: ApiArrival) =>
    (await inHouse(page))
      .find((a) => a.groupId === guest.groupId)
      ?.groupInfo?.hotels.find((h) => h.hotelId === guest.hotelId)?.roomNumber;

  for (const next of [2, 3]) {
    const guest = guests[next - 2];
    deployRelease(next);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(banner(page).getByText('A new version is available')).toBeVisible({ timeout: 60_000 });

    // A change made offline waits on the device; the network is back as the rep takes the update.
    await editRoomOffline(page, context, guest, `U${next}${stamp}`);
    const slowRound = next === 3;
    slowSave = slowRound;
    await context.setOffline(false);
    await banner(page).getByRole('button', { name: 'Reload' }).click();
    if (slowRound) {
      // The change is on its way and its answer is slow: the rep does not wait for it.
      await expect(
        banner(page).getByText(/^Sending the changes waiting on this device before the update: 1$/),
      ).toBeVisible();
      await banner(page).getByRole('button', { name: 'Reload now' }).click();
    }

    // The new version takes over within seconds, never a stuck 'Reloading…'; the change arrives once.
    await expect.poll(() => runningRelease(page).catch(() => 0), { timeout: 15_000 }).toBe(next);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText(/^Guests: \d+$/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => roomOf(guest), { timeout: 60_000 }).toBe(`U${next}${stamp}`);
  }
  await context.close();
});

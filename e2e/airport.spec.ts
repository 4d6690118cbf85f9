import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS, type ViewportName } from './support/viewports';

// The airport rep's day (issue 25 item 8): flights of today and tomorrow on a phone, a group marked met
// that the hotel reps then see, and a guest marked met with no network that reaches the server once.

interface Guest {
  arrivalId: number;
  touristName: string;
  met: { metAt: string; metByName: string | null } | null;
}
interface Group {
  groupId: string;
  guests: Guest[];
}
interface Flight {
  date: string;
  flight: string | null;
  groups: Group[];
}
interface Day {
  today: string;
  tomorrow: string;
  flights: Flight[];
}

// The e2e project compiles without the DOM library; this runs inside the page.
declare const localStorage: { setItem(key: string, value: string): void };

/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;

async function phone(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.phone,
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, testInfo: TestInfo, name: string, size: ViewportName = 'phone') {
  await page.setViewportSize(VIEWPORTS[size]);
  const { width, height } = VIEWPORTS[size];
  const file = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${name}-${width}x${height}`, { path: file, contentType: 'image/png' });
}

async function airportDay(page: Page): Promise<Day> {
  const res = await page.request.get('/api/airport/arrivals');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Day;
}

/** Today's groups nobody has met yet, with at least `guests` guests, in the screen's order. */
function unmetGroups(day: Day, guests: number): Group[] {
  return day.flights
    .filter((f) => f.date === day.today)
    .flatMap((f) => f.groups)
    .filter((g) => g.guests.length >= guests && g.guests.every((x) => x.met === null));
}

const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

async function signInAs(page: Page, role: DemoRole) {
  await signIn(page, role);
  await waitForServiceWorkerControl(page);
}

test('the airport rep lands on the flights, marks a group met, and a hotel rep sees it met', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const rep = await phone(browser, testInfo);
  await signInAs(rep.page, 'airportrep');
  // Their home is this screen.
  await expect(rep.page).toHaveURL(/\/airport$/);
  const day = await airportDay(rep.page);
  const [group] = unmetGroups(day, 2);
  expect(group, 'the demo has a group of two or more arriving today').toBeDefined();

  const today = rep.page.locator('.flight-card');
  await expect(today.first()).toBeVisible();
  await expect(rep.page.getByRole('button', { name: `Mark group ${group.groupId} met` })).toBeVisible();
  await shoot(rep.page, testInfo, 'airport-today');

  await rep.page.getByRole('button', { name: `Mark group ${group.groupId} met` }).click();
  const section = rep.page.getByRole('region', { name: `Group ${group.groupId}` });
  for (const guest of group.guests) {
    const undo = section.getByRole('button', { name: `Undo: ${guest.touristName} met` });
    await expect(undo).toHaveAttribute('aria-pressed', 'true');
    await expect(undo).toContainText(/Met \d\d:\d\d by Aisha Rahman/);
  }
  await expect(section.getByRole('button', { name: `Undo: group ${group.groupId} met` })).toBeVisible();
  await expect(visibleHeader(rep.page).locator('.outbox-status')).toBeHidden({ timeout: 30_000 });
  const after = (await airportDay(rep.page)).flights
    .flatMap((f) => f.groups)
    .find((g) => g.groupId === group.groupId)!;
  expect(after.guests.map((g) => g.met?.metByName)).toEqual(group.guests.map(() => 'Aisha Rahman'));
  await section.scrollIntoViewIfNeeded();
  await shoot(rep.page, testInfo, 'airport-group-met');

  // Tomorrow's flights are one tap away.
  await rep.page.locator('ion-segment-button').filter({ hasText: 'Tomorrow' }).click({ timeout: 10_000 });
  const tomorrow = day.flights.filter((f) => f.date === day.tomorrow);
  if (tomorrow.length > 0)
    await expect(
      rep.page.getByRole('button', { name: `Mark group ${tomorrow[0].groups[0].groupId} met` }),
    ).toBeVisible();
  await shoot(rep.page, testInfo, 'airport-tomorrow');
  await rep.page.locator('ion-segment-button').filter({ hasText: 'Today' }).click({ timeout: 10_000 });
  await shoot(rep.page, testInfo, 'airport-group-met', 'tablet');
  await shoot(rep.page, testInfo, 'airport-group-met', 'laptop');
  await rep.page.setViewportSize(VIEWPORTS.phone);

  // In Russian.
  await rep.page.evaluate(() => localStorage.setItem('language', 'ru'));
  await rep.page.reload();
  await expect(
    rep.page.getByRole('button', { name: `Отменить встречу группы ${group.groupId}` }),
  ).toBeVisible();
  await expect(rep.page.getByText(/Встречены в \d\d:\d\d, Aisha Rahman/).first()).toBeVisible();
  await expect(visibleHeader(rep.page).getByText('Прилёты в аэропорт')).toBeVisible();
  await shoot(rep.page, testInfo, 'airport-ru');
  await rep.context.close();

  // The hotel rep's arrivals list says who met the guests and when.
  const hotel = await phone(browser, testInfo);
  await signIn(hotel.page, 'arrivalsmanager');
  await expect(hotel.page).toHaveURL(/\/arrivals$/);
  await hotel.page.getByRole('searchbox').fill(group.guests[0].touristName);
  const card = hotel.page.getByRole('article', { name: `Group ${group.groupId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Met at the airport \d\d:\d\d by Aisha Rahman/).first()).toBeVisible();
  await shoot(hotel.page, testInfo, 'arrivals-met-at-airport');
  await hotel.context.close();
});

test('offline in the arrivals hall: a guest marked met with no network is sent once when it returns', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const rep = await phone(browser, testInfo);
  const sent: number[] = [];
  rep.context.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/airport/meetings')
      sent.push(r.status());
  });
  await signInAs(rep.page, 'airportrep');
  await expect(rep.page.locator('.flight-card').first()).toBeVisible();
  const day = await airportDay(rep.page);
  const [group] = unmetGroups(day, 1);
  expect(group, 'the demo has a group nobody met yet arriving today').toBeDefined();
  const guest = group.guests[0];
  await rep.page.waitForTimeout(CACHE_WRITE_MS);

  // No network: the app starts from the service worker, the list from the device.
  await rep.context.setOffline(true);
  await rep.page.reload();
  await expect(visibleHeader(rep.page).getByText(/^Offline — data from \d\d:\d\d$/)).toBeVisible();
  await expect(rep.page.locator('.flight-card').first()).toBeVisible();
  const mark = rep.page.getByRole('button', { name: `Mark ${guest.touristName} met` });
  await mark.click();
  const undo = rep.page.getByRole('button', { name: `Undo: ${guest.touristName} met` });
  await expect(undo).toHaveAttribute('aria-pressed', 'true');
  await expect(undo).toContainText('Waiting to be sent');
  await expect(visibleHeader(rep.page).locator('.outbox-count')).toHaveText('1');
  await shoot(rep.page, testInfo, 'airport-offline');

  // Still offline, the app restarts: the mark is on the device.
  await rep.page.reload();
  await expect(rep.page.getByRole('button', { name: `Undo: ${guest.touristName} met` })).toContainText(
    'Waiting to be sent',
  );
  expect(sent).toEqual([]);

  // The network returns: the mark goes out by itself, once.
  await rep.context.setOffline(false);
  await expect(visibleHeader(rep.page).locator('.outbox-status')).toBeHidden({ timeout: 30_000 });
  await expect(rep.page.getByRole('button', { name: `Undo: ${guest.touristName} met` })).not.toContainText(
    'Waiting to be sent',
  );
  const met = (await airportDay(rep.page)).flights
    .flatMap((f) => f.groups)
    .flatMap((g) => g.guests)
    .find((g) => g.arrivalId === guest.arrivalId)!;
  expect(met.met?.metByName).toBe('Aisha Rahman');
  // Others of the group are not met by it.
  const others = (await airportDay(rep.page)).flights
    .flatMap((f) => f.groups)
    .find((g) => g.groupId === group.groupId)!
    .guests.filter((g) => g.arrivalId !== guest.arrivalId);
  expect(others.every((g) => g.met === null)).toBe(true);
  await rep.page.waitForTimeout(1_000);
  expect(sent).toEqual([200]);
  await rep.context.close();
});

test('on a laptop, the arrivals table says who met a guest at the airport', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.laptop,
  });
  const page = await context.newPage();
  await signIn(page, 'arrivalsmanager');
  const open = page.getByRole('button', { name: /^Open group / }).first();
  await expect(open).toBeVisible();
  const groupId = (await open.getAttribute('aria-label'))!.replace('Open group ', '');
  const list = await page.request.post('/api/arrivals/filtered', {
    data: { groupId, inHouse: false },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const ids = ((await list.json()) as { entities: Array<{ id: number; groupId: string }> }).entities
    .filter((a) => a.groupId === groupId)
    .map((a) => a.id);
  // The arrivals staff may mark guests met too (they run the airport list).
  const marked = await page.request.post('/api/airport/meetings', {
    data: { arrivalIds: ids, met: true },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(marked.ok()).toBe(true);
  const again = await page.request.post('/api/arrivals/filtered', {
    data: { groupId, inHouse: false },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const meetings = (
    (await again.json()) as { entities: Array<{ groupId: string; airportMeeting: unknown }> }
  ).entities
    .filter((a) => a.groupId === groupId)
    .map((a) => a.airportMeeting);
  expect(meetings.every((m) => m !== null)).toBe(true);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = page
    .locator('.dt-table tbody tr')
    .filter({ has: page.locator(`[aria-label="Open group ${groupId}"]`) });
  const badge = row.first().getByText(/^Met at the airport \d\d:\d\d by .+/);
  await expect(badge).toBeVisible();
  await badge.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'arrivals-table-met-at-airport', 'laptop');
  await context.close();
});

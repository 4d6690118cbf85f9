import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { chooseSale, dayFromNow, findSale, getJson, type Sale } from './support/new-booking';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 23 item 1: the form Ionic keeps mounted must start fresh for every booking, whichever way the
// agent comes back to it, online or offline; each booking is made exactly once.

/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;

interface AgentBookingsPage {
  entities: Array<{ id: number; guestName: string }>;
}

async function agentContext(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await signIn(page, 'agent');
  await waitForServiceWorkerControl(page);
  return { context, page };
}

const displayDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The agent's bookings of the sale's day made for `guestName`, as the server holds them. */
async function bookingsOf(page: Page, sale: Sale, guestName: string) {
  const day = displayDate(sale.date);
  const list = await getJson<AgentBookingsPage>(
    page,
    `/api/agent/bookings?f=${encodeURIComponent(guestName)}&from=${day}&to=${day}`,
  );
  return list.entities;
}

/** The form as a new booking must open: Core Info in view, no guest from the booking before. */
async function expectFreshForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/agent\/bookings\/add$/);
  await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await expect(page.getByLabel('Guest name')).toHaveValue('');
}

async function fillAndSave(page: Page, sale: Sale, guestName: string): Promise<void> {
  await expectFreshForm(page);
  await chooseSale(page, sale);
  await page.getByLabel('Guest name').fill(guestName);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Saves online and waits for the confirmation; answers the booking's number. */
async function bookOnline(page: Page, sale: Sale, guestName: string): Promise<number> {
  await fillAndSave(page, sale, guestName);
  await expect(page).toHaveURL(/\/agent\/bookings\/details\/\d+$/);
  const id = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  const confirmation = page.locator('.booking-confirmation:visible');
  // The first confirmation loads its page's chunk and the booking: slow on a busy machine.
  await expect(confirmation.getByText(`Booking confirmed #${id}`, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(confirmation.getByText(guestName, { exact: true })).toBeVisible();
  return id;
}

async function bookOffline(page: Page, sale: Sale, guestName: string): Promise<void> {
  await fillAndSave(page, sale, guestName);
  await expect(page).toHaveURL(/\/agent\/bookings$/);
  await expect(page.getByRole('list', { name: 'Waiting to be sent' }).getByText(guestName)).toBeVisible();
}

/** The confirmation's 'New booking'. */
async function newFromConfirmation(page: Page): Promise<void> {
  await page.locator('.booking-next:visible').getByText('New booking', { exact: true }).click();
}

/** The side menu's 'Add New Booking' (a drawer on a phone, beside the page on wider screens). */
async function newFromMenu(page: Page): Promise<void> {
  const item = page.locator('ion-menu').locator('ion-item', { hasText: 'Add New Booking' });
  // The header's menu button can belong to a page Ionic is animating out: try again with the next one.
  await expect(async () => {
    if (!(await item.isVisible()))
      await page.locator('ion-menu-button').filter({ visible: true }).first().click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

async function expectEachBookedOnce(page: Page, sale: Sale, guests: string[]): Promise<void> {
  for (const guest of guests) {
    const made = await bookingsOf(page, sale, guest);
    expect(
      made.map((b) => b.guestName),
      `bookings for ${guest}`,
    ).toEqual([guest]);
  }
}

const stamp = () => Date.now() % 1_000_000;

test("online: three bookings in a row from the confirmation's 'New booking' are three bookings", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { context, page } = await agentContext(browser, testInfo, VIEWPORTS.tablet);
  const sale = await findSale(page, dayFromNow(3));
  const guests = ['A', 'B', 'C'].map((x) => `Confirmation Row ${x}${stamp()}`);

  await page.goto('/agent/bookings/add');
  const ids = [await bookOnline(page, sale, guests[0])];
  for (const guest of guests.slice(1)) {
    await newFromConfirmation(page);
    ids.push(await bookOnline(page, sale, guest));
  }
  expect(new Set(ids).size, `booking numbers ${ids.join(', ')}`).toBe(3);
  await expectEachBookedOnce(page, sale, guests);
  await context.close();
});

test("online: two and three bookings in a row from the menu's 'Add New Booking' are each made once", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { context, page } = await agentContext(browser, testInfo, VIEWPORTS.tablet);
  const sale = await findSale(page, dayFromNow(3));
  const guests = ['A', 'B', 'C'].map((x) => `Menu Row ${x}${stamp()}`);

  await page.goto('/agent/bookings/add');
  const ids = [await bookOnline(page, sale, guests[0])];
  await newFromMenu(page);
  ids.push(await bookOnline(page, sale, guests[1]));
  // Two in a row: the second is a booking of its own, not the first one answered again.
  expect(ids[1]).not.toBe(ids[0]);
  await expectEachBookedOnce(page, sale, guests.slice(0, 2));
  await newFromMenu(page);
  ids.push(await bookOnline(page, sale, guests[2]));
  expect(new Set(ids).size, `booking numbers ${ids.join(', ')}`).toBe(3);
  await expectEachBookedOnce(page, sale, guests);
  await context.close();
});

test("offline: after a booking online, two queued in a row from the confirmation's 'New booking' and the menu reach the server once each", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { context, page } = await agentContext(browser, testInfo, VIEWPORTS.phone);
  const sale = await findSale(page, dayFromNow(3));
  const guests = ['A', 'B', 'C', 'D'].map((x) => `Offline Row ${x}${stamp()}`);
  const sent: string[] = [];
  context.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/agent/bookings' && r.ok())
      sent.push(r.request().postData() ?? '');
  });

  await page.goto('/agent/bookings/add');
  await bookOnline(page, sale, guests[0]);
  // The form's prices and guests for the day are now kept for the offline forms.
  await page.waitForTimeout(CACHE_WRITE_MS);

  await context.setOffline(true);
  await newFromConfirmation(page);
  await bookOffline(page, sale, guests[1]);
  await newFromMenu(page);
  await bookOffline(page, sale, guests[2]);
  await newFromMenu(page);
  await bookOffline(page, sale, guests[3]);
  const waiting = page.getByRole('list', { name: 'Waiting to be sent' });
  // Each queued booking is listed with its own guest (a label of one guest and the body of another was the bug).
  for (const guest of guests.slice(1)) await expect(waiting.getByText(guest)).toHaveCount(1);

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expectEachBookedOnce(page, sale, guests);
  // One POST answered per booking: the online one and the three queued ones, none sent twice.
  expect(sent).toHaveLength(4);
  for (const guest of guests) expect(sent.filter((body) => body.includes(guest))).toHaveLength(1);
  await context.close();
});

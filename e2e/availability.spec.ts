import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { dayFromNow } from './support/new-booking';
import { pdfText } from './support/pdf-text';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayHeading = (d: string) =>
  `${WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]} ${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** A finger's sideways swipe over the day's cards (negative: towards the next day). */
async function swipe(page: Page, dx: number): Promise<void> {
  await page.locator('.av-day').evaluate((el, dx) => {
    // The browser's own constructors (this file is also checked without the DOM's types).
    const { Touch, TouchEvent } = globalThis as unknown as {
      Touch: new (init: object) => object;
      TouchEvent: new (type: string, init: object) => Event;
    };
    const box = el.getBoundingClientRect();
    const at = (x: number) =>
      new Touch({
        identifier: 1,
        target: el,
        clientX: x,
        clientY: box.top + 80,
        pageX: x,
        pageY: box.top + 80,
      });
    const x0 = box.left + box.width / 2;
    el.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [at(x0)], changedTouches: [at(x0)] }),
    );
    el.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(x0 + dx)] }),
    );
  }, dx);
}

test('operations on a phone page through the days’ slot cards, print a manifest, and offline see the last-seen chart with its time and no actions', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await signIn(page, 'operations');
  await waitForServiceWorkerControl(page);
  await page.goto('/availability');
  const heading = page.locator('.av-day-nav h2');
  await expect(heading).toHaveText(dayHeading(dayFromNow(0)));
  const cards = page.locator('.av-card');
  await expect(cards.first()).toBeVisible();
  // Each card says in words how full it is, not by colour alone.
  await expect(cards.first()).toHaveAccessibleName(/(\d+ left|Closed|Not running)/);
  await shoot(page, testInfo, 'chart-phone-390x844');

  // Today's first slot: its sheet, and its manifest for the driver.
  const firstName = (await cards.first().locator('strong').first().textContent())!;
  await cards.first().click();
  const sheet = page.locator('ion-modal');
  await expect(sheet.getByRole('button', { name: 'Close for sale' })).toBeEnabled();
  const [manifest] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('link', { name: 'Manifest (PDF)' }).click(),
  ]);
  expect(await pdfText(readFileSync(await manifest.path()))).toContain(`Manifest — ${firstName}`);
  await shoot(page, testInfo, 'chart-phone-slot-day-390x844');
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();

  // The arrows and a swipe turn the day.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading).toHaveText(dayHeading(dayFromNow(1)));
  await swipe(page, -120);
  await expect(heading).toHaveText(dayHeading(dayFromNow(2)));
  await swipe(page, 120);
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(heading).toHaveText(dayHeading(dayFromNow(0)));
  await page.waitForTimeout(CACHE_WRITE_MS);

  // Offline the installed app shows the chart last seen, says how old it is, and takes no action.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline: read only')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^As of \d\d:\d\d$/ })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await shoot(page, testInfo, 'chart-phone-offline-390x844');
  await cards.first().click();
  await expect(sheet.getByRole('button', { name: 'Close for sale' })).toBeDisabled();
  await expect(sheet.getByText('Downloads need the network.')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Manifest (PDF)' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(sheet.getByRole('button', { name: 'Close for sale' })).toBeEnabled();
  await context.close();
});

test('the chart grid on a tablet keeps the slot column and the dates in view while it scrolls', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'operations');
  await page.goto('/availability');
  const grid = page.getByRole('region', { name: 'Availability grid' });
  await expect(grid.getByRole('columnheader', { name: 'Time slot' })).toBeVisible();
  const firstSlot = grid.locator('tbody th').first();
  const before = await firstSlot.boundingBox();
  await grid.evaluate((el) => el.scrollTo({ left: 600, top: 0 }));
  await expect.poll(async () => (await firstSlot.boundingBox())?.x).toBe(before?.x);
  await expect(firstSlot).toBeInViewport();
  await shoot(page, testInfo, 'chart-tablet-scrolled-820x1180');
  // Later dates come by the button, two weeks on.
  const firstDay = grid.locator('thead th').nth(1);
  const today = await firstDay.textContent();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(firstDay).not.toHaveText(today!);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(firstDay).toHaveText(today!);
});

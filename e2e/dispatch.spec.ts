import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Dispatch and My day (issue 25 items 3 and 4): operations assign a guide, a driver and a vehicle on the
// availability chart's slot-day sheet; the guide signs in on a phone and finds that slot-day in My day,
// in English and in Russian.

declare const localStorage: { setItem(key: string, value: string): void };

const VEHICLE = 'Bus 9 · DXB 99999';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function contextOf(browser: Browser, testInfo: TestInfo, viewport: { width: number; height: number }) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    hasTouch: viewport.width < 500,
  });
}

/** Whether anything on the page is wider than the window (cut off or scrolling sideways). */
const overflowsSideways = (page: Page) =>
  page
    .locator('ion-content.page-content')
    .last()
    .evaluate((el) => {
      const inner = el.shadowRoot?.querySelector('.inner-scroll') as unknown as {
        scrollWidth: number;
        clientWidth: number;
      } | null;
      return inner ? inner.scrollWidth > inner.clientWidth + 1 : false;
    });

test.describe.serial('dispatch and My day', () => {
  /** The slot-day operations assign: its slot's name and the date of the chart's second column. */
  let assigned: { slotName: string; href: RegExp };

  test('operations assign a guide, a driver and a vehicle on the chart’s sheet; the cell shows them', async ({
    browser,
  }, testInfo) => {
    const context = await contextOf(browser, testInfo, VIEWPORTS.laptop);
    const page = await context.newPage();
    await signIn(page, 'operations');
    await page.goto('/availability');
    // Tomorrow on the chart (UTC): today or tomorrow on Dubai's calendar, so it is in the guide's day.
    const row = page
      .locator('.av-grid tbody tr')
      .filter({ has: page.locator('td:nth-of-type(2):not(.av-notRunning)') })
      .first();
    const slotName = (await row.locator('th.av-slot strong').textContent())!;
    const cell = row.locator('td:nth-of-type(2) button');
    await cell.click();
    const sheet = page.locator('ion-modal');
    await expect(sheet.getByRole('heading', { name: 'Crew' })).toBeVisible();
    await sheet.getByLabel('Guide').selectOption({ label: 'Yusuf Haddad' });
    await sheet.getByLabel('Driver').selectOption({ label: 'Imran Qureshi' });
    await sheet.getByLabel('Vehicle').fill(VEHICLE);
    await sheet.getByRole('button', { name: 'Save crew' }).click();
    await expect(page.getByText('Crew saved')).toBeVisible();
    const facts = sheet.locator('.av-crew-facts');
    await expect(facts).toContainText('Yusuf Haddad');
    await expect(facts).toContainText('Imran Qureshi');
    await expect(facts).toContainText(VEHICLE);
    await expect(facts.getByRole('link', { name: '+971 55 218 7730' })).toHaveAttribute(
      'href',
      'tel:+971552187730',
    );
    await sheet.locator('.av-crew-section').scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'sheet-crew-1280x800');
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toBeHidden();
    // The chart's cell says who works it, in short and in its label.
    await expect(cell.locator('.av-crew')).toHaveText('Yusuf · Imran');
    await expect(cell).toHaveAccessibleName(
      new RegExp(`Guide: Yusuf Haddad, Driver: Imran Qureshi, ${VEHICLE}`),
    );
    await shoot(page, testInfo, 'chart-crew-1280x800');
    assigned = { slotName, href: /^\/day\/\d+\/\d{4}-\d{2}-\d{2}$/ };
    await context.close();
  });

  test('the guide signs in on a phone and lands on My day with that slot-day, in English and Russian', async ({
    browser,
  }, testInfo) => {
    const context = await contextOf(browser, testInfo, VIEWPORTS.phone);
    const page = await context.newPage();
    await signIn(page, 'guide');
    await expect(page).toHaveURL(/\/myday$/);
    const card = page.locator('.myday-card').filter({ hasText: VEHICLE });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(assigned.slotName);
    await expect(card).toContainText('You guide');
    await expect(card).toContainText('Driver: Imran Qureshi');
    await expect(card.getByRole('link', { name: /\+971 55 190 6652/ })).toHaveAttribute(
      'href',
      'tel:+971551906652',
    );
    // It opens the slot-day's manifest page.
    await expect(card.locator('a.myday-open')).toHaveAttribute('href', assigned.href);
    await expect(page.getByRole('heading', { name: /^Today/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Tomorrow/ })).toBeAttached();
    expect(await overflowsSideways(page)).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'myday-en-390x844');

    // Russian, as the user switches it.
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
    await page.reload();
    const cardRu = page.locator('.myday-card').filter({ hasText: VEHICLE });
    await expect(cardRu).toContainText('Вы — гид');
    await expect(cardRu).toContainText('Водитель: Imran Qureshi');
    await expect(cardRu).toContainText('Сбор с');
    await expect(page.getByRole('heading', { name: /^Сегодня/ })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await cardRu.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'myday-ru-390x844');
    await context.close();
  });

  test('My day on a laptop, and the sheet’s crew on a phone', async ({ browser }, testInfo) => {
    const laptop = await contextOf(browser, testInfo, VIEWPORTS.laptop);
    const page = await laptop.newPage();
    await signIn(page, 'driver');
    await expect(page).toHaveURL(/\/myday$/);
    const card = page.locator('.myday-card').filter({ hasText: VEHICLE });
    await expect(card).toContainText('You drive');
    await expect(card).toContainText('Guide: Yusuf Haddad');
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, testInfo, 'myday-driver-1280x800');
    await laptop.close();

    const phone = await contextOf(browser, testInfo, VIEWPORTS.phone);
    const ops = await phone.newPage();
    await signIn(ops, 'operations');
    await ops.goto('/availability');
    await ops.getByRole('button', { name: 'Next day' }).click();
    const cardOnChart = ops.locator('.av-card').filter({ hasText: VEHICLE });
    await expect(cardOnChart).toHaveCount(1);
    await expect(cardOnChart).toContainText('Guide: Yusuf Haddad, Driver: Imran Qureshi');
    await shoot(ops, testInfo, 'chart-crew-390x844');
    await cardOnChart.click();
    const sheet = ops.locator('ion-modal');
    await expect(sheet.getByLabel('Guide')).toHaveValue(/\d+/);
    await sheet.locator('.av-crew-section').scrollIntoViewIfNeeded();
    await shoot(ops, testInfo, 'sheet-crew-390x844');
    await phone.close();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24 item 11: the words people tripped over — Russian cut or wrapped, feed data left in English,
// two pages with one title, a group's bookings that do not say which group.

// The page's own storage, inside page.evaluate (the e2e project has no DOM types).
declare const localStorage: { setItem(key: string, value: string): void };

const shown = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();
const title = (page: Page) => shown(page).locator('ion-header ion-title');

async function inRussian(page: Page) {
  await page.goto('/account/login');
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
}

test('a Russian rep on a phone reads whole chip labels and countries in Russian', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await inRussian(page);
  await signIn(page, 'arrivalsmanager');
  await expect(page).toHaveURL(/\/arrivals$/);
  const card = shown(page).getByRole('article').first();
  await expect(card).toBeVisible();
  // Every chip's label fits its chip: none is cut to 'Мессенд…'.
  const labels = card.locator('.contact-chip span');
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((spans) =>
    spans.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent),
  );
  expect(cut).toEqual([]);
  await expect(card.locator('.contact-chip span').getByText('Чат', { exact: true }).first()).toBeVisible();
  // The feed's 'Russia' and 'Kazakhstan' read in Russian.
  await shown(page).getByRole('searchbox').fill('Fedorov');
  await expect(
    shown(page)
      .getByText(/Россия|Казахстан/)
      .first(),
  ).toBeVisible();
  await expect(shown(page).getByText(/· (Russia|Kazakhstan)$/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('arrivals-ru-phone.png') });
});

test("a Russian rep's arrivals table on a tablet: one toolbar row, transport in Russian", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await inRussian(page);
  await signIn(page, 'arrivalsmanager');
  await expect(page).toHaveURL(/\/arrivals$/);
  const tools = shown(page).locator('.dt-toolbar-end .dt-tool');
  await expect(tools.first()).toBeVisible();
  const tops = await tools.evaluateAll((buttons) =>
    buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
  );
  expect(tops.length).toBeGreaterThanOrEqual(4);
  expect(new Set(tops).size).toBe(1);
  // The feed's transport kinds ('Group transfer'…) in the arrival details.
  await expect(
    shown(page)
      .getByText(/Групповой трансфер|Индивидуальный трансфер|Своим ходом/)
      .first(),
  ).toBeAttached();
  await expect(shown(page).getByText(/Group transfer|Private transfer|Own arrangement/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('arrivals-ru-tablet.png') });
});

test('operations read two differently titled booking pages', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  await signIn(page, 'operations');
  await page.goto('/agent/bookings');
  await expect(title(page)).toHaveText('Agent Bookings');
  await page.goto('/bookings');
  await expect(title(page)).toHaveText('Bookings');
});

test('an agent reads their list as Bookings', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/agent\/bookings$/);
  await expect(title(page)).toHaveText('Bookings');
});

test("a group's bookings name the group and lead back to arrivals", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'arrivalsmanager');
  await expect(page).toHaveURL(/\/arrivals$/);
  const card = shown(page)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /Booking\(s\)$/ }) })
    .first();
  const label = await card.getAttribute('aria-label');
  const groupId = label!.replace(/^Group /, '');
  await card.getByRole('link', { name: /Booking\(s\)$/ }).click();
  await expect(page).toHaveURL(/\/agent\/bookings\/g-/);
  await expect(shown(page).getByRole('heading', { name: `Bookings of group ${groupId}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('group-bookings-phone.png') });
  await shown(page).getByRole('link', { name: 'Back to arrivals' }).click();
  await expect(page).toHaveURL(/\/arrivals$/);
});

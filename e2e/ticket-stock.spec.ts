import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectTapTarget } from './support/layout';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 25 item 9: the tickets admin's attraction-ticket stock on a phone — the demo's types with their
// counts and warnings, a code file loaded, codes frozen and unfrozen — and the screen at every size and
// in Russian. Dubai Frame (adult) of the operator is under its reorder level in the demo (18 of 25).

declare const localStorage: { setItem(key: string, value: string): void };

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const page$ = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();
/** The operator's own type of that name (the operator's tickets admin sees every supplier's). */
const card = (page: Page, name: string): Locator =>
  page$(page)
    .locator('.stock-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
const count = (c: Locator, label: string) =>
  c.locator('.stock-counts > div').filter({ hasText: label }).locator('dd');

test('a tickets admin loads codes on a phone, then freezes and unfreezes them', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'ticketsadmin');
  await page.goto('/tickets/stock');
  const frame = card(page, 'Dubai Frame, adult');
  await expect(frame).toBeVisible();
  await expect(frame.getByText('At or below the reorder level')).toBeVisible();
  const before = Number(await count(frame, 'Available').textContent());
  expect(before).toBeGreaterThan(0);
  await expectTapTarget(frame.getByRole('button', { name: 'Load codes' }));

  // A CSV file of two codes, valid for a year.
  const stamp = Date.now();
  const until = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await frame.locator('input[type="file"]').setInputFiles({
    name: 'frame-codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Code,Expiry\nDF-E2E-${stamp}-1,${until}\nDF-E2E-${stamp}-2,${until}\n`),
  });
  await expect(frame.getByRole('status')).toHaveText('2 codes loaded, 0 already in stock');
  await expect(count(frame, 'Available')).toHaveText(String(before + 2));
  await shoot(page, testInfo, 'stock-phone-loaded');

  // Freeze two codes: they leave the available count.
  await frame.getByRole('button', { name: 'Codes', exact: true }).click();
  const codes = frame.locator('.stock-code');
  await expect(codes.first()).toBeVisible();
  await expectTapTarget(codes.first(), 44, true);
  await codes.nth(0).locator('input').check();
  await codes.nth(1).locator('input').check();
  await frame.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(count(frame, 'Frozen')).toHaveText('2');
  await expect(count(frame, 'Available')).toHaveText(String(before));

  // The frozen ones, and one of them back.
  await frame.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Frozen' }).click();
  await expect(codes).toHaveCount(2);
  await codes.first().locator('input').check();
  await frame.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(count(frame, 'Frozen')).toHaveText('1');
  await expect(codes).toHaveCount(1);
  await shoot(page, testInfo, 'stock-phone-frozen');
});

test('a bad file is refused with its row, and nothing is loaded', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'ticketsadmin');
  await page.goto('/tickets/stock');
  const museum = card(page, 'Museum of the Future, general admission');
  const before = await count(museum, 'Available').textContent();
  await museum.locator('input[type="file"]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Code,Expiry\nMOTF-E2E-OK,2099-01-01\nMOTF-E2E-BAD,31.02.2099\n'),
  });
  await expect(
    page.getByText('Row 3: the expiry date is not a date (YYYY-MM-DD or DD.MM.YYYY)').first(),
  ).toBeVisible();
  await expect(count(museum, 'Available')).toHaveText(before!);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`the stock fits a ${size} (${viewport.width}×${viewport.height})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'ticketsadmin');
    await page.goto('/tickets/stock');
    const first = page$(page).locator('.stock-card').first();
    await expect(first).toBeVisible();
    const overflow = await page$(page)
      .locator('.stock-list')
      .evaluate(
        (el) =>
          (el as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth -
          (el as unknown as { clientWidth: number }).clientWidth,
      );
    expect(overflow).toBeLessThanOrEqual(1);
    const [box, list] = await Promise.all([
      first.boundingBox(),
      page$(page).locator('.stock-list').boundingBox(),
    ]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(list!.x + list!.width + 1);
    await shoot(page, testInfo, `stock-${size}`);
  });
}

test('the tickets admin finds the stock in the menu, and reads it in Russian', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'ticketsadmin');
  await page.locator('ion-menu').getByText('Ticket Stock', { exact: true }).click();
  await expect(page).toHaveURL(/\/tickets\/stock$/);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
  await expect(page$(page).getByText('На уровне дозаказа или ниже').first()).toBeVisible();
  await expect(page$(page).getByRole('button', { name: 'Загрузить коды' }).first()).toBeVisible();
});

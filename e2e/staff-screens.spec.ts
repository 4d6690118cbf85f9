import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 14 items 5, 7, 8 and 9: what desktop staff and reps meet on the bookings screens.

const rows = (page: Page): Locator => page.getByRole('table').locator('tbody tr:not(.dt-spacer)');

/** Whether a cell lies wholly inside the table's visible box (not scrolled off either side). */
async function inView(table: Locator, cell: Locator): Promise<boolean> {
  const box = await table.boundingBox();
  const c = await cell.boundingBox();
  return !!box && !!c && c.x >= box.x - 1 && c.x + c.width <= box.x + box.width + 1;
}

/** Positions of columns by their header text. */
async function columnsAt(page: Page, names: string[]): Promise<number[]> {
  await expect(page.getByRole('table').locator('thead th').first()).toBeVisible();
  const headers = (await page.getByRole('table').locator('thead th').allTextContents()).map((h) => h.trim());
  return names.map((name) => headers.indexOf(name));
}

async function checkRowIdentityAndActions(page: Page, identity: number[], ends: number[]): Promise<void> {
  const scroller = page.locator('.dt-scroll');
  const first = rows(page).first();
  await expect(first).toBeVisible();
  const cell = (i: number) => first.locator('td').nth(i);
  for (const scroll of ['start', 'end'] as const) {
    await scroller.evaluate(
      (el, where) => el.scrollTo({ left: where === 'end' ? el.scrollWidth : 0 }),
      scroll,
    );
    for (const i of [...identity, ...ends]) {
      expect(await inView(scroller, cell(i)), `cell ${i} in view, scrolled to the ${scroll}`).toBe(true);
    }
  }
}

for (const size of ['desktop', 'laptop'] as const) {
  test.describe(`operator and agent lists at ${VIEWPORTS[size].width} px`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test("keep each booking's id, guest, status and actions in view, scrolled or not", async ({ page }) => {
      await signIn(page, 'operations');
      await page.goto('/bookings');
      await checkRowIdentityAndActions(
        page,
        await columnsAt(page, ['Id', 'Guest name']),
        await columnsAt(page, ['Status', 'Actions']),
      );
      const menu = await page.locator('ion-menu').boundingBox();
      expect(menu!.width).toBeLessThanOrEqual(240);
    });

    test("keep the agent list's id, guest, status and actions in view", async ({ page }) => {
      await signIn(page, 'agent');
      await page.goto('/agent/bookings');
      await checkRowIdentityAndActions(
        page,
        await columnsAt(page, ['Id', 'Guest name']),
        await columnsAt(page, ['Status', 'Actions']),
      );
    });
  });
}

test.describe('desktop staff', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('fold the menu away for the width, and pin it back', async ({ page }) => {
    await signIn(page, 'operations');
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Hide the menu' }).click();
    await expect.poll(async () => (await page.locator('ion-router-outlet').first().boundingBox())?.x).toBe(0);
    await page.reload();
    await expect.poll(async () => (await page.locator('ion-router-outlet').first().boundingBox())?.x).toBe(0);
    await page.locator('ion-menu-button').filter({ visible: true }).first().click();
    await page.getByRole('button', { name: 'Keep the menu open' }).click();
    await expect
      .poll(async () => (await page.locator('ion-router-outlet').first().boundingBox())?.x)
      .toBeGreaterThan(200);
  });

  test('operations open the agent screens, named apart, and book on behalf of an agency', async ({
    page,
  }) => {
    await signIn(page, 'operations');
    const menu = page.locator('ion-menu');
    await expect(menu.locator('ion-item', { hasText: /^Agent Bookings$/ })).toBeVisible();
    await expect(menu.locator('ion-item', { hasText: /^Bookings$/ })).toHaveCount(1);
    await menu.locator('ion-item', { hasText: 'Add New Booking' }).click();
    await expect(page.getByRole('heading', { name: 'On behalf of' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Agency' }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();
    await expect(page.locator('ion-toast, .toast', { hasText: 'Forbidden' })).toHaveCount(0);

    await menu.locator('ion-item', { hasText: 'Agent Bookings' }).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('table').locator('thead th', { hasText: /^Agency$/ })).toBeVisible();
  });

  test('an arrivals admin finds Arrivals in the menu', async ({ page }) => {
    await signIn(page, 'arrivalsadmin');
    // 'Arrivals' itself, not 'Airport Arrivals' below it (issue 25 item 8).
    await page.locator('ion-menu ion-item', { hasText: /^\s*Arrivals\s*$/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/arrivals');
  });
});

test.describe('a rep on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("opens a group's bookings from 'N Booking(s)' and meets no dead end", async ({ page }) => {
    await signIn(page, 'arrivalsmanager');
    await page.goto('/arrivals');
    const link = page.getByText(/^\d+ Booking\(s\)$/).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/agent\/bookings\/g-/);
    await expect(page.locator('.dt-card').first()).toBeVisible();
    await expect(page.getByText('Add New Booking')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Details' })).toHaveCount(0);
    await expect(page.getByText('Forbidden')).toHaveCount(0);
  });
});

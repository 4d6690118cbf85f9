import { expect, test, type Page } from '@playwright/test';
import { expectWhole } from './support/layout';
import { DEMO_PASSWORD, SignInPage, signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Supplier 2 of the demo world (server/db/seed/content/schedules.ts): its slot group and pick-up set.
const SUPPLIER_2 = 'Desert Falcon Safaris';
const GROUP = 'Safari departures';
const PICK_UPS = 'Desert Safari pick-ups';

/** The table row whose name link is this text. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test("the operator's staff see whose each time slot group, pick-up set and chart row is", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  await signIn(page, 'editor');

  await page.goto('/timeslots');
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
  await expect(rowOf(page, GROUP)).toContainText(SUPPLIER_2);
  await rowOf(page, GROUP).getByRole('link', { name: GROUP, exact: true }).click();
  await expect(page.getByText(`Supplier: ${SUPPLIER_2}`)).toBeVisible();

  await page.goto('/pickuptimes');
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
  await expect(rowOf(page, PICK_UPS)).toContainText(SUPPLIER_2);
  // With the column, the list still fits a tablet beside the menu.
  await page.setViewportSize(VIEWPORTS.tablet);
  await expectWhole(page.locator('.dt-scroll').filter({ visible: true }));

  await page.setViewportSize(VIEWPORTS.laptop);
  await page.goto('/availability');
  await page.getByLabel('Time slot group').selectOption({ label: GROUP });
  const grid = page.getByRole('region', { name: 'Availability grid' });
  const slotRow = grid.getByRole('rowheader').first();
  await expect(slotRow).toContainText(GROUP);
  await expect(slotRow).toContainText(SUPPLIER_2);
});

test("a supplier's own admin sees their own lists with no Supplier column", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  const form = new SignInPage(page);
  await form.open();
  await form.submitAs('admin2@caravan.demo', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/account\/login/i);

  await page.goto('/timeslots');
  await expect(rowOf(page, GROUP)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toHaveCount(0);
  await expect(rowOf(page, GROUP)).not.toContainText(SUPPLIER_2);

  await page.goto('/pickuptimes');
  await expect(rowOf(page, PICK_UPS)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toHaveCount(0);

  await page.goto('/availability');
  const grid = page.getByRole('region', { name: 'Availability grid' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await expect(grid).not.toContainText(SUPPLIER_2);
});

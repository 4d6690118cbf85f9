import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectTapTarget } from './support/layout';
import { DEMO_PASSWORD, SignInPage } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 25: the ticket types tickets take attraction-ticket codes of are made, renamed and deactivated by
// the supplier's editor on the catalogue's Ticket Types screen, on a phone and on a laptop. Desert Falcon's
// editor (editor2@): a supplier's own staff, whose list is their supplier's types only. Each test names
// its types with its own stamp, so it needs no other spec's rows.

const page$ = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();
const card = (page: Page, name: string): Locator =>
  page$(page)
    .locator('.tt-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const field = (page: Page, name: string) => page$(page).getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) =>
  page$(page).getByLabel(name, { exact: true }).locator('visible=true').first();

async function signInAsSupplierEditor(page: Page): Promise<void> {
  const form = new SignInPage(page);
  await form.open();
  await form.submitAs('editor2@caravan.demo', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/account\/login/i);
}

async function create(page: Page, name: string, shortName: string): Promise<void> {
  await page$(page).getByRole('button', { name: 'Add Ticket Type' }).click();
  await expect(page).toHaveURL(/\/tickets\/types\/add$/);
  await field(page, 'Name').fill(name);
  await field(page, 'Short name').fill(shortName);
  await number(page, 'Reorder level').fill('25');
  await number(page, 'Reservation time (minutes)').fill('20');
  await page$(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets\/types$/);
}

test('a supplier editor makes, renames and deactivates a ticket type on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAsSupplierEditor(page);
  // From the menu: Manage → Ticket Types.
  await page.goto('/tickets/types');
  await expect(page$(page).getByRole('list', { name: 'Ticket Types' })).toBeVisible();
  await expectTapTarget(page$(page).getByRole('button', { name: 'Add Ticket Type' }));

  const stamp = Date.now();
  const name = `Dolphinarium, adult ${stamp}`;
  await create(page, name, 'DOL-ADT');
  const made = card(page, name);
  await expect(made).toBeVisible();
  await expect(made).toContainText('DOL-ADT');
  await expect(made).toContainText('Reorder level: 25');
  await expect(made).toContainText('Reservation time: 20 min');
  await expect(made).toContainText('Available: 0');

  // Rename it and take it out of use.
  await made.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(field(page, 'Name')).toHaveValue(name);
  const renamed = `Dubai Dolphinarium, adult ${stamp}`;
  await field(page, 'Name').fill(renamed);
  await page$(page).getByRole('checkbox', { name: 'Active (can be chosen for a ticket)' }).uncheck();
  await page$(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets\/types$/);
  await expect(card(page, name)).toHaveCount(0);
  await expect(card(page, renamed)).toContainText('Inactive');
  // Nothing on the phone is wider than the screen.
  expect(
    await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
  ).toBeLessThanOrEqual(0);
});

test('on a laptop, a missing or taken name is shown beside the field and nothing is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.laptop);
  await signInAsSupplierEditor(page);
  await page.goto('/tickets/types');
  const stamp = Date.now();
  const name = `Aquaventure, child ${stamp}`;
  await create(page, name, 'AQV-CHD');
  await expect(card(page, name)).toBeVisible();

  // A second type of the same name (other letters' case): refused on the Name field, the form kept.
  await page$(page).getByRole('button', { name: 'Add Ticket Type' }).click();
  await page$(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page$(page).getByText('Name is required').first()).toBeVisible();
  await field(page, 'Name').fill(name.toUpperCase());
  await field(page, 'Short name').fill('AQV-2');
  await page$(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page$(page).getByText('Another ticket type of this supplier has this name').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/types\/add$/);
  await expect(field(page, 'Short name')).toHaveValue('AQV-2');

  // Back on the list there is still one type of that name.
  await page$(page).getByText('Back to ticket types').click();
  await expect(card(page, name)).toHaveCount(1);
  await expect(card(page, name.toUpperCase())).toHaveCount(0);
});

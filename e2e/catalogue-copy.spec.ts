import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24 item 18: what a supplier coming from Bokun or Rezdy reaches for first — duplicate a tour, a
// ticket or a valid period, and close a range of days in one step.

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe.configure({ timeout: 120_000 });

const saveButton = (page: Page) => page.locator('.action-bar').getByRole('button', { name: 'Save' }).last();
const displayDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
/** On a laptop a form's sections are tabs; on a phone they are one column, all there. */
async function openSection(page: Page, form: string, section: string): Promise<void> {
  // A laptop keeps the page it came from in the DOM, shown during the transition: wait until only the
  // form's own tabs (or a phone's section navigation) are visible, then pick the section there.
  const tabs = page.getByRole('tablist', { name: form }).filter({ visible: true });
  const sections = page.getByRole('navigation', { name: form }).filter({ visible: true });
  await expect(tabs.or(sections)).toHaveCount(1, { timeout: 30_000 });
  if ((await tabs.count()) === 0) return;
  const tab = tabs.locator('ion-segment-button', { hasText: section });
  await tab.click();
  await expect(tab).toHaveClass(/segment-button-checked/);
}

for (const size of ['phone', 'laptop'] as const) {
  test.describe(`at ${VIEWPORTS[size].width} px`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('closes a range of days of a slot in one step, each listed with the reason', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'editor');
      await page.goto('/timeslots');
      await page.getByRole('link', { name: 'Full day 08:00' }).first().click({ timeout: 30_000 });
      await page.getByRole('link', { name: 'Edit Full day 08:00' }).click({ timeout: 30_000 });
      await openSection(page, 'Time slot', 'Availability settings');
      // A week, far enough out that the other sizes' run and other specs do not meet it.
      const offset = size === 'phone' ? 200 : 220;
      const first = page.getByRole('textbox', { name: 'First day' });
      await first.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await first.fill(displayDate(inDays(offset)));
      await page.getByRole('textbox', { name: 'Last day' }).fill(displayDate(inDays(offset + 6)));
      const reason = `Dry dock ${size}`;
      await page.getByLabel('Reason').fill(reason);
      await page.getByRole('button', { name: 'Close days for sale' }).click();
      // The week's days the slot runs (the demo's Full day runs six days a week), each with the reason.
      const status = page.getByRole('status').filter({ hasText: /\d+ days closed for sale/ });
      await expect(status).toBeVisible();
      const n = Number((await status.innerText()).match(/(\d+) days/)![1]);
      expect(n).toBeGreaterThanOrEqual(5);
      const closed = page.getByRole('list', { name: 'Days closed for sale' });
      const items = closed.getByRole('listitem').filter({ hasText: reason });
      await expect(items).toHaveCount(n);
      await items.nth(2).scrollIntoViewIfNeeded();
      await shoot(page, testInfo, `${size}-slot-range-closed`);
    });

    test('duplicates a valid period (same prices, next dates) and a ticket, editable before save', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'editor');
      await page.goto('/tours/1/1');
      // .last(): while a laptop's page transition runs, the page left is still shown.
      const code = page.getByRole('textbox', { name: 'Ticket code' }).last();
      await expect(code).not.toHaveValue('', { timeout: 30_000 });
      const originalCode = await code.inputValue();
      const section = page
        .getByRole('region', { name: 'Valid periods and prices' })
        .filter({ visible: true });
      await openSection(page, 'Ticket', 'Valid periods and prices');
      const cards = section.locator('section.period-card');
      const before = await cards.count();
      const last = cards.nth(before - 1);
      const adultPrice = last.getByRole('group', { name: 'Per adult' }).getByRole('textbox').first();
      const price = await adultPrice.inputValue();
      await last.getByRole('button', { name: 'Duplicate period' }).click();
      await expect(cards).toHaveCount(before + 1);
      const copy = cards.nth(before);
      await copy.scrollIntoViewIfNeeded();
      await expect(copy.getByRole('group', { name: 'Per adult' }).getByRole('textbox').first()).toHaveValue(
        price,
      );
      await shoot(page, testInfo, `${size}-period-duplicated`);
      // Not saved: the ticket is duplicated from what is stored.
      await openSection(page, 'Ticket', 'Basic details');
      await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
      await expect(page).toHaveURL(/\/tours\/1\/add\?copyOf=1$/);
      await expect(code).toHaveValue(`${originalCode} (copy)`, { timeout: 30_000 });
      await code.fill(`${originalCode} ${size}`);
      await saveButton(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Ticket saved' })).toBeVisible();
      await expect(page).toHaveURL(/\/tours\/1\/\d+$/);
      expect(page.url()).not.toMatch(/\/tours\/1\/1$/);
      await openSection(page, 'Ticket', 'Valid periods and prices');
      await expect(section.locator('section.period-card')).toHaveCount(before);
      await shoot(page, testInfo, `${size}-ticket-duplicated`);
    });

    test('duplicates a tour: a new tour with its content, saved under its own url', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'editor');
      // One of the editor's own supplier's tours: a copy is made under the editor's supplier.
      await page.goto('/tours/6');
      const name = page.getByRole('textbox', { name: 'Display name' }).last();
      await expect(name).not.toHaveValue('', { timeout: 30_000 });
      const original = await name.inputValue();
      await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
      await expect(page).toHaveURL(/\/tours\/add\?copyOf=6$/);
      await expect(name).toHaveValue(`${original} (copy)`, { timeout: 30_000 });
      const url = page.getByRole('textbox', { name: 'Url', exact: true }).last();
      await url.fill(`${(await url.inputValue()).replace(/-copy$/, '')}-${size}-copy`);
      await shoot(page, testInfo, `${size}-tour-duplicated`);
      await saveButton(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Tour saved' })).toBeVisible();
      await expect(page).toHaveURL(/\/tours\/\d+$/);
      expect(page.url()).not.toMatch(/\/tours\/6$/);
      await expect(name).toHaveValue(`${original} (copy)`);
    });
  });
}

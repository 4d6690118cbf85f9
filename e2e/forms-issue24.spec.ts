import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24, "Forms" and "The catalogue on a phone": what an editor and an agent meet in the forms.

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// The machine these run on is shared: give a slow first load room, not the assertions.
test.describe.configure({ timeout: 180_000 });

const saveButton = (page: Page) => page.locator('.action-bar').getByRole('button', { name: 'Save' });

test.describe('a refused save on a phone 390x844 shows where and why (item 12)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('tour: Save at SEO with the display name empty scrolls to the name and says what is wrong', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1');
    const name = page.getByRole('textbox', { name: 'Display name' });
    await expect(name).not.toHaveValue('', { timeout: 30_000 });
    await name.fill('');
    await page.getByRole('navigation', { name: 'Tour' }).getByRole('button', { name: 'SEO' }).click();
    await expect(
      page.getByRole('region', { name: 'SEO' }).getByRole('heading', { name: 'SEO' }),
    ).toBeInViewport();
    await expect(name).not.toBeInViewport();

    await saveButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved: check Basic details' });
    await expect(notice).toContainText('Display name is required');
    await expect(name).toBeInViewport();
    await expect(
      page.getByRole('region', { name: 'Basic details' }).getByText('Display name is required').first(),
    ).toBeInViewport();
    await shoot(page, testInfo, 'phone-tour-refused-save');
  });

  test('ticket: Save at Photos with the ticket code empty scrolls to the code and says what is wrong', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1/1');
    const code = page.getByRole('textbox', { name: 'Ticket code' });
    await expect(code).not.toHaveValue('', { timeout: 30_000 });
    await code.fill('');
    await page.getByRole('navigation', { name: 'Ticket' }).getByRole('button', { name: 'Photos' }).click();
    await expect(code).not.toBeInViewport();

    await saveButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved: check Basic details' });
    await expect(notice).toBeVisible();
    await expect(code).toBeInViewport();
    await shoot(page, testInfo, 'phone-ticket-refused-save');
  });
});

test.describe('a cancellation row of 0 hours on a phone 390x844 (item 14)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('refuses the save, marks the row and says so; nothing is saved', async ({ page }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1');
    await expect(page.getByRole('textbox', { name: 'Display name' })).not.toHaveValue('', {
      timeout: 30_000,
    });
    const terms = page.getByRole('region', { name: 'Terms & Conditions' });
    // The seeded tour uses the account's policy: made its own (custom), then one more row at 0 hours.
    const useDefault = terms.locator('ion-toggle', { hasText: 'Use default' }).first();
    await useDefault.scrollIntoViewIfNeeded();
    await useDefault.click();
    const add = terms.getByRole('button', { name: 'Add row' }).first();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    const table = terms.getByRole('table', { name: 'Cancellation policy' }).last();
    const rows = table.locator('tbody tr');
    const n = await rows.count();
    await table.getByRole('spinbutton', { name: `Refund percent, row ${n}` }).fill('50');

    await saveButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved: check Terms & Conditions' });
    await expect(notice).toContainText('Hours and percent must both be more than 0');
    await expect(
      table.getByRole('img', { name: 'Hours and percent must both be more than 0' }),
    ).toBeInViewport();
    await expect(page.getByText('Tour saved')).toHaveCount(0);
    await shoot(page, testInfo, 'phone-cancellation-row-refused');

    // Filled in, the row saves.
    await table.getByRole('spinbutton', { name: `Hours, row ${n}` }).fill('6');
    await saveButton(page).click();
    await expect(page.getByText('Tour saved')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Terms & Conditions' })
        .getByRole('spinbutton', { name: `Hours, row ${n}` })
        .last(),
    ).toHaveValue('6', { timeout: 30_000 });
  });
});

import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24 items 3, 4 and 5, at the 1,280 px desk where they were seen.
type Cell = string | number | boolean | null;

const rows = (page: Page): Locator => page.getByRole('table').locator('tbody tr:not(.dt-spacer)');

async function sheetOf(download: Download): Promise<Cell[][]> {
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}

test.describe(`laptop ${VIEWPORTS.laptop.width}x${VIEWPORTS.laptop.height}`, () => {
  test.use({ viewport: VIEWPORTS.laptop });

  for (const role of ['accounts', 'operations'] as DemoRole[]) {
    test(`${role} open a booking's page and its invoice from its row in /bookings`, async ({ page }) => {
      await signIn(page, role);
      await page.goto('/bookings');
      // A booking's row (not the 'Loading…' line the table shows before the first answer).
      const row = rows(page)
        .filter({ has: page.getByRole('link', { name: 'Details' }) })
        .first();
      await expect(row).toBeVisible();
      const id = (await row.locator('td').first().textContent())?.trim() ?? '';
      const details = row.getByRole('link', { name: 'Details' });
      const invoice = row.getByRole('link', { name: 'Download invoice' });
      // In the pinned end of the row, in view without scrolling sideways.
      await expect(details).toBeInViewport();
      await expect(invoice).toBeInViewport();
      const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
      expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);

      await details.click();
      await expect(page).toHaveURL(new RegExp(`/agent/bookings/details/${id}$`));
      // The list's page stays in the DOM, hidden, behind the booking's (Ionic's stack).
      const shown = page.locator('.ion-page:not(.ion-page-hidden)').last();
      await expect(shown.getByRole('heading', { name: new RegExp(`#${id}$`) })).toBeVisible();
      await expect(page.getByText('You are not allowed to access this page')).toHaveCount(0);
      await expect(shown.getByRole('link', { name: 'Download invoice' })).toBeVisible();
    });
  }

  test('the /bookings totals are in view although their columns scroll', async ({ page }) => {
    await signIn(page, 'operations');
    await page.goto('/bookings');
    await expect(rows(page).first()).toBeVisible();
    const totals = page.getByRole('region', { name: 'Total' });
    await expect(totals).toBeInViewport();
    for (const column of ['Paid', 'Collect']) {
      const value = totals.locator('.dt-sums-bar-item', { hasText: column }).locator('dd');
      await expect(value).toHaveText(/^[\d,]+\.\d\d$/);
    }
  });

  test('commissions.xlsx ends with the totals of its rows', async ({ page }) => {
    await signIn(page, 'agencyadmin');
    await page.goto('/agent/commissions');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    const [header, ...body] = await sheetOf(download);
    const last = body.at(-1)!;
    const rowsOnly = body.slice(0, -1);
    expect(last).toContain('Total');
    for (const title of ['Gross Sales', 'Commission', 'Agency Receivable']) {
      const at = header.indexOf(title);
      expect(at).toBeGreaterThanOrEqual(0);
      const sum = rowsOnly.reduce<number>((s, r) => s + Number(r[at] ?? 0), 0);
      // Every row is whole cents, so the file's column adds up to its total to the cent.
      expect(Number(last[at])).toBeCloseTo(sum, 2);
    }
  });
});

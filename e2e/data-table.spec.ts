import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page, type TestInfo } from '@playwright/test';
import * as XLSX from 'xlsx';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// The shared data table on its demo page /testtablefull: 10,000 generated bookings, 50 a page.
const TOTAL = 10_000;

type Cell = string | number | boolean | null;

async function openDemo(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/testtablefull');
  await expect(range(page)).toHaveText(`1–50 of ${TOTAL}`);
}

const range = (page: Page): Locator => page.locator('.dt-range');

async function totalShown(page: Page): Promise<number> {
  return Number(/of (\d+)$/.exec((await range(page).textContent()) ?? '')?.[1]);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function sheetOf(download: Download): Promise<Cell[][]> {
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}

/** A cell as the table shows it: money with two decimals, nothing for an empty cell. */
function shownAs(cell: Cell, text: string): boolean {
  if (typeof cell === 'number') return Number(text) === cell;
  return String(cell ?? '') === text;
}

test.describe(`desktop ${VIEWPORTS.desktop.width}x${VIEWPORTS.desktop.height}`, () => {
  test.use({ viewport: VIEWPORTS.desktop });

  const table = (page: Page) => page.getByRole('table');
  const rows = (page: Page) => table(page).locator('tbody tr:not(.dt-spacer)');
  const column = async (page: Page, header: string) => {
    const headers = await table(page).locator('thead th').allTextContents();
    const index = headers.indexOf(header);
    return (await rows(page).evaluateAll(
      (trs, i) => trs.map((tr) => tr.children[i]?.textContent ?? ''),
      index,
    )) as string[];
  };

  test('filters, sorts, pages, edits inline and exports what it shows', async ({ page }, testInfo) => {
    await openDemo(page);

    // Paging: 200 pages collapse around the current one; any filter change goes back to page 1.
    await page.getByRole('button', { name: 'Page 200' }).click();
    await expect(range(page)).toHaveText(`9951–10000 of ${TOTAL}`);
    await expect(page.locator('.dt-page-gap')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Date from' }).fill('01.01.2026');
    await page.getByRole('textbox', { name: 'Date to' }).fill('31.01.2026');
    await expect(range(page)).toHaveText(/^1–50 of \d+$/);
    const inJanuary = await totalShown(page);
    expect(inJanuary).toBeGreaterThan(200);
    expect(inJanuary).toBeLessThan(TOTAL);
    for (const date of await column(page, 'Date')) expect(date).toMatch(/^\d\d\.01\.2026$/);

    // A half-typed end removes the range; the text filter narrows further.
    await page.getByRole('textbox', { name: 'Date to' }).fill('31.01');
    await expect(range(page)).toHaveText(`1–50 of ${TOTAL}`);
    await page.getByRole('textbox', { name: 'Guest name' }).fill('anna smith');
    await expect(range(page)).not.toHaveText(`1–50 of ${TOTAL}`);
    for (const name of await column(page, 'Guest name')) expect(name).toBe('Anna Smith');

    // Sorting by a header: ascending, then descending.
    const byId = page.getByRole('button', { name: 'Id', exact: true });
    await byId.click();
    await expect(byId.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await column(page, 'Id')).map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await byId.click();
    await expect(byId.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'descending');
    const descending = (await column(page, 'Id')).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await attachScreenshot(page, testInfo, 'data-table-desktop-1440x900');

    // Inline edit: a cancelled row is barred; an edit-error rule blocks; a save shows in the row.
    const cancelled = rows(page).and(page.locator('.dt-row-cancelled')).first();
    await expect(cancelled.getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'title',
      'Cancelled bookings cannot be edited',
    );
    const row = rows(page).and(page.locator(':not(.dt-row-cancelled)')).first();
    const id = (await row.locator('td').nth(1).textContent()) ?? '';
    await row.dblclick();
    await row.getByRole('spinbutton', { name: 'Ad' }).fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('ion-alert')).toContainText('A booking needs at least one adult');
    await page.locator('ion-alert').getByRole('button', { name: 'OK' }).click();
    await row.getByRole('spinbutton', { name: 'Ad' }).fill('3');
    await row.getByRole('textbox', { name: 'Notes' }).fill('Edited from e2e');
    await row.getByRole('button', { name: 'Save' }).click();
    const saved = rows(page).filter({ hasText: id });
    await expect(saved).toContainText('Edited from e2e');
    await expect(saved.getByRole('button', { name: 'Edit' })).toBeVisible();

    // Export: every row of the query (all pages), in the order shown, under the header row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('testtable.xlsx');
    const sheet = await sheetOf(download);
    const headers = (await table(page).locator('thead th').allTextContents()).slice(1, -1);
    expect(sheet[0]).toEqual(headers);
    // The header, every row, and the table's foot: 'Total' with each summed column's total.
    expect(sheet).toHaveLength((await totalShown(page)) + 2);
    expect(sheet.at(-1)).toContain('Total');
    const shown = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].slice(1, -1).map((td) => td.textContent ?? '')),
    );
    shown.forEach((cells, i) =>
      cells.forEach((text, j) =>
        expect(shownAs(sheet[i + 1][j], text), `row ${i + 1}, ${headers[j]}`).toBe(true),
      ),
    );
    expect(sheet.find((r) => String(r[0]) === id)?.[19]).toBe('Edited from e2e');
  });
});

test.describe(`phone ${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}`, () => {
  test.use({ viewport: VIEWPORTS.phone });

  const cards = (page: Page) => page.getByRole('list', { name: 'Test Table' }).getByRole('listitem');

  test('shows cards, filters in a sheet, sorts, pages, edits a card and exports from the menu', async ({
    page,
  }, testInfo) => {
    await openDemo(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.locator('ion-modal.dt-filter-sheet');
    await sheet.getByRole('textbox', { name: 'Guest name' }).fill('Omar');
    await expect(sheet.locator('.dt-sheet-summary')).not.toHaveText(`1–50 of ${TOTAL}`);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.locator('.dt-tool-filters .dt-badge')).toHaveText('1');
    for (const title of await cards(page).locator('h3').allTextContents()) expect(title).toMatch(/^Omar /);

    await page.locator('ion-select.dt-sort-select').click();
    await page.locator('ion-action-sheet').getByRole('radio', { name: 'Id ↑' }).click();
    const ids = (await cards(page).locator('p').allTextContents()).map((subtitle) =>
      Number(subtitle.split(' · ')[0]),
    );
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // The cards scroll with the page, and only those in view are drawn.
    await expect(cards(page)).not.toHaveCount(50);
    await page
      .locator('ion-content:visible')
      .evaluate((content: { scrollToBottom: (ms: number) => Promise<void> }) => content.scrollToBottom(0));
    await expect(page.locator('.dt-card-place[data-index="49"]')).toBeVisible();

    const total = await totalShown(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(range(page)).toHaveText(`51–${Math.min(100, total)} of ${total}`);

    const card = cards(page)
      .filter({ has: page.locator('ion-card:not(.dt-row-cancelled)') })
      .first();
    await card.getByRole('button', { name: 'Edit' }).click();
    // Only cards in view are drawn, so 'the first card' can be another one once the edited card grows;
    // the card being edited is the one with a Notes box.
    const editing = cards(page).filter({ has: page.getByRole('textbox', { name: 'Notes' }) });
    await editing.getByRole('textbox', { name: 'Notes' }).fill('Phone note');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(cards(page).filter({ hasText: 'Phone note' })).toHaveCount(1);

    await attachScreenshot(page, testInfo, 'data-table-phone-390x844');

    await page.getByRole('button', { name: 'Table actions' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('ion-popover').getByText('Download Excel').click(),
    ]);
    expect(download.suggestedFilename()).toBe('testtable.xlsx');
    const rows = await sheetOf(download);
    expect(rows[0].slice(0, 4)).toEqual(['Id', 'Date', 'Pick-up', 'Guest name']);
    expect(rows).toHaveLength(total + 2);
    expect(rows.at(-1)).toContain('Total');
    expect(rows.slice(1, -1).every((r) => String(r[3]).startsWith('Omar '))).toBe(true);
    expect(rows.slice(1, 1 + ids.length).map((r) => r[0])).toEqual(ids);
  });
});

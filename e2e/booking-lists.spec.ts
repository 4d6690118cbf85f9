import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page, type TestInfo } from '@playwright/test';
import * as XLSX from 'xlsx';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

type Cell = string | number | boolean | null;

const range = (page: Page): Locator => page.locator('.dt-range');
const rows = (page: Page): Locator => page.getByRole('table').locator('tbody tr:not(.dt-spacer)');

async function total(page: Page): Promise<number> {
  await expect(range(page)).toHaveText(/of \d+$/);
  return Number(/of (\d+)$/.exec((await range(page).textContent()) ?? '')?.[1]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function sheetOf(download: Download): Promise<Cell[][]> {
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}

/** Filters by status and waits until every row shown has it (the old page stays on screen while loading). */
async function chooseStatus(page: Page, label: string): Promise<void> {
  await page.locator('ion-select.dt-filter-input').filter({ hasText: 'Status' }).click();
  await page.locator('ion-popover').getByText(label, { exact: true }).click();
  const statuses = () => rows(page).evaluateAll((trs) => trs.map((tr) => tr.children[16]?.textContent ?? ''));
  await expect.poll(async () => new Set(await statuses())).toEqual(new Set([label]));
}

const rowOf = (page: Page, id: string): Locator =>
  rows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });

async function answerYes(page: Page): Promise<void> {
  await page.locator('ion-alert').getByRole('button', { name: 'Yes' }).click();
}

test.describe(`tablet ${VIEWPORTS.tablet.width}x${VIEWPORTS.tablet.height}`, () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('an agent lists bookings, narrows them by guest and exports bookings.xlsx', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'agent');
    await page.goto('/agent/bookings');
    await expect(rows(page).first()).toBeVisible();
    const all = await total(page);
    expect(all).toBeGreaterThan(1);
    await shoot(page, testInfo, 'agent-bookings-tablet-820x1180');

    // A guest of the first row, by a part of the name: fewer rows, each of them that guest's.
    const guest = (await rows(page).first().locator('td').nth(1).textContent())?.trim() ?? '';
    const part = guest.split(' ')[0];
    await page.getByRole('textbox', { name: 'Guest name' }).fill(part);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const guests = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
    expect(guests.length).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bookings.xlsx');
    const sheet = await sheetOf(download);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Id', 'Date', 'Guest name', 'Status']));
    expect(sheet).toHaveLength((await total(page)) + 1);
    const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.children[0]?.textContent)));
    expect(sheet.slice(1).map((r) => Number(r[0]))).toEqual(ids);
  });
});

test.describe(`desktop ${VIEWPORTS.desktop.width}x${VIEWPORTS.desktop.height}`, () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('an agent reads commissions with the publish rates under one group header and exports commissions.xlsx', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'agent');
    await page.goto('/agent/commissions');
    await expect(rows(page).first()).toBeVisible();
    const group = page.getByRole('columnheader', { name: 'Publish rate' });
    await expect(group).toHaveAttribute('colspan', '3');
    for (const rate of ['Per adult', 'Per child', 'Per trip'])
      await expect(page.getByRole('columnheader', { name: rate })).toBeVisible();
    await shoot(page, testInfo, 'agent-commissions-desktop-1440x900');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('commissions.xlsx');
    const [header] = await sheetOf(download);
    expect(header).toEqual(
      expect.arrayContaining([
        'Publish rate: Per adult',
        'Publish rate: Per child',
        'Publish rate: Per trip',
      ]),
    );
  });

  test('operations confirm a pending booking and cancel another', async ({ page }, testInfo) => {
    await signIn(page, 'operations');
    await page.goto('/bookings');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.dt-sums, tfoot')).not.toHaveCount(0);
    await shoot(page, testInfo, 'operations-bookings-desktop-1440x900');

    await chooseStatus(page, 'Pending');
    const pending = rows(page).first();
    await expect(pending).toHaveClass(/dt-row-pending/);
    const id = (await pending.locator('td').first().textContent())?.trim() ?? '';
    await rowOf(page, id).getByRole('button', { name: 'Confirm' }).click();
    await answerYes(page);
    await expect(page.getByText(`Booking #${id} confirmed`)).toBeVisible();
    await expect(rowOf(page, id)).toHaveCount(0);

    await chooseStatus(page, 'Normal');
    const normal = rows(page)
      .filter({ has: page.getByRole('button', { name: 'Cancel booking' }) })
      .first();
    const other = (await normal.locator('td').first().textContent())?.trim() ?? '';
    await rowOf(page, other).getByRole('button', { name: 'Cancel booking' }).click();
    await answerYes(page);
    await expect(page.getByText(new RegExp(`Booking #${other} cancelled`))).toBeVisible();

    await chooseStatus(page, 'Cancelled');
    const cancelled = rowOf(page, other);
    await expect(cancelled).toHaveClass(/dt-row-cancelled/);
    await expect(cancelled).toContainText('Cancelled');
  });

  test('a cancel someone else made first is explained with the status now, and the list catches up', async ({
    page,
  }) => {
    await signIn(page, 'operations');
    await page.goto('/bookings');
    await chooseStatus(page, 'Normal');
    const normal = rows(page)
      .filter({ has: page.getByRole('button', { name: 'Cancel booking' }) })
      .first();
    const id = (await normal.locator('td').first().textContent())?.trim() ?? '';
    // Someone else (another tab, the agent) cancels it while this screen still shows it open.
    const token = await page.evaluate<string | null>("localStorage.getItem('token')");
    const elsewhere = await page.request.post(`/api/bookings/${id}/cancel`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(elsewhere.status()).toBe(200);

    // The question asks the server what the cancel would refund: moved on already, it says so instead.
    await rowOf(page, id).getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking changed meanwhile')).toBeVisible();
    await expect(page.locator('ion-alert')).toHaveCount(0);
    await expect(page.getByText(`Booking #${id} is Cancelled now. Nothing was changed.`)).toBeVisible();
    await expect(rowOf(page, id)).toHaveCount(0);
  });
});

test.describe(`phone ${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}`, () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('an agent sees bookings as cards', async ({ page }, testInfo) => {
    await signIn(page, 'agent');
    await page.goto('/agent/bookings');
    await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()).toBeVisible();
    await shoot(page, testInfo, 'agent-bookings-phone-390x844');
  });
});

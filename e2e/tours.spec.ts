import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import * as XLSX from 'xlsx';
import Database from 'better-sqlite3';
import { theOneVisible, waitForServiceWorkerControl } from './support/browser';
import { chooseOption, firstOptionOf } from './support/ion-select';
import { expectTapTarget, expectWhole, TOUCH } from './support/layout';
import { emailOf, signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 15: the tours screens (/tours, /tours/add, /tours/{tourId}) as an editor uses them.

/** The signed-in user's tours, through the API as the page is signed in (the AuthToken cookie). */
async function ownTours(page: Page): Promise<Array<{ id: number; nameDisplay: string }>> {
  return page.evaluate(async () => {
    const res = await fetch('/api/tours/manageList?page=1&itemsPerPage=500&showDeleted=true', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { entities: Array<{ id: number; nameDisplay: string }> };
    return body.entities;
  });
}

test.describe('tablet 820x1180', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('an editor creates a tour, lands on its page and finds it in the table', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/tours');
    await page.getByRole('link', { name: 'Add Tour' }).click();
    await expect(page).toHaveURL(/\/tours\/add$/);

    const name = `Desert Sunrise ${Date.now() % 100000}`;
    await page.getByLabel('Tour Code').fill('DSR-1');
    await page.getByLabel('Display name').fill(name);
    // The url follows the display name until edited.
    await expect(page.getByLabel('Url')).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
    await chooseOption(page, 'Categories', await firstOptionOf(page, 'Categories'));
    await chooseOption(page, 'Recommended For', 'Everybody');
    await chooseOption(page, 'Language', await firstOptionOf(page, 'Language'));
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/tours\/\d+$/);
    await expect(page.getByText('Tour saved')).toBeVisible();
    // Ionic keeps the page it left (the new-tour form) in the DOM, visible while the route animates:
    // the tour's own page, opened afresh, shows what the server kept.
    await page.reload();
    await expect(await theOneVisible(page.getByLabel('Display name'))).toHaveValue(name);

    await (await theOneVisible(page.getByText('Back to tours'))).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('table').getByText(name)).toBeVisible();
  });

  test('the Tickets tab opened straight from a link: 44 px pencils, the table whole beside the menu', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    const tour = (await ownTours(page)).find((t) => t.nameDisplay === 'Burj Khalifa At The Top');
    // Not through the list: its stylesheet, which the pencils relied on, is then never loaded.
    await page.goto(`/tours/${tour!.id}`);
    await page.locator('ion-segment-button', { hasText: 'Tickets' }).click();
    const pencils = page.getByRole('link', { name: /^Edit At The Top/ });
    await expect(pencils).toHaveCount(2);
    for (const pencil of await pencils.all()) await expectTapTarget(pencil);
    await expectWhole(page.locator('.dt-scroll').filter({ visible: true }));
  });

  test('the SEO tab: the page description is a box of lines that counts its length against 1 to 155', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    const tour = (await ownTours(page)).find((t) => t.nameDisplay === 'Burj Khalifa At The Top');
    await page.goto(`/tours/${tour!.id}`);
    await page.locator('ion-segment-button', { hasText: 'SEO' }).click();
    const description = await theOneVisible(page.getByRole('textbox', { name: 'Page description' }));
    await expect(description).toHaveJSProperty('tagName', 'TEXTAREA');
    await description.fill('Sunrise over the dunes');
    await expect(page.getByText('Length: 22 · Between 1 to 155')).toBeVisible();
  });

  test('tours.xlsx holds each tour’s code in a column of its own, which the table does not show', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await page.goto('/tours');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr:not(.dt-spacer)').first()).toContainText(/\w/);
    await expect(table.getByRole('columnheader', { name: 'Tour Code' })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tours.xlsx');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const [header, ...rows] = XLSX.utils.sheet_to_json<Array<string | null>>(
      book.Sheets[book.SheetNames[0]],
      {
        header: 1,
        defval: null,
      },
    );
    expect(header.slice(0, 2)).toEqual(['Name', 'Tour Code']);
    const codes = new Map(
      (await ownTours(page)).map((tour) => [
        tour.nameDisplay,
        (tour as { nameInternal?: string }).nameInternal,
      ]),
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const [name, code] of rows) {
      expect(code, String(name)).toBeTruthy();
      expect(code, String(name)).toBe(codes.get(String(name)));
    }
  });

  test('a new tour without its required fields lists the messages on the Basic tab', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/tours/add');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('img', { name: /Tour code is required/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/tours\/add$/);
  });
});

test.describe('location, tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('a pasted TripAdvisor URL gives its id; a failed rating lookup says so on the field', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    const tour = (await ownTours(page))[0];
    await page.goto(`/tours/${tour.id}`);
    await page.locator('ion-segment-button', { hasText: 'Location details' }).click();
    const id = page.getByLabel('TripAdvisor id or page URL');
    await id.fill(
      'https://www.tripadvisor.com/Attraction_Review-g295424-d2038312-Reviews-Burj_Khalifa-Dubai.html',
    );
    await expect(id).toHaveValue('2038312');
    // The demo server has no TripAdvisor key: the lookup fails, and the field says which lookup.
    await page.getByRole('button', { name: 'Get TripAdvisor rating' }).click();
    const message = /^Couldn't get rating for specified TripAdvisor location: /;
    await expect(page.locator('.field-error').filter({ hasText: message })).toBeVisible();
    // …and in the tab's list of messages.
    await expect(page.locator('.form-section-errors').getByText(message)).toBeVisible();
  });
});

test.describe('phone 390x844', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('an editor fixes a seeded tour’s FAQ (add, reorder, delete), saves, and finds it after reload', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    const tours = await ownTours(page);
    expect(tours.length).toBeGreaterThan(0);
    const tour = tours[0];
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByLabel('Display name')).toHaveValue(tour.nameDisplay);

    const list = page.getByRole('list', { name: 'Questions' });
    const add = page.getByRole('button', { name: 'Add question' });
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeVisible();
    const before = await list.locator(':scope > li').count();
    await add.click();
    await add.click();
    const items = list.locator(':scope > li');
    await expect(items).toHaveCount(before + 2);
    await items.nth(before).getByLabel('Question').fill('What should I bring?');
    await items
      .nth(before + 1)
      .getByLabel('Question')
      .fill('Is hotel pick-up included?');
    await items
      .nth(before + 1)
      .getByLabel('Answer')
      .fill('Yes, from most Dubai hotels.');
    // Reorder: the pick-up question moves above the other.
    await items
      .nth(before + 1)
      .getByRole('button', { name: /^Move up/ })
      .click();
    await expect(items.nth(before).getByLabel('Question')).toHaveValue('Is hotel pick-up included?');
    // Delete the (now last) 'bring' question.
    await items
      .nth(before + 1)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(items).toHaveCount(before + 1);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tour saved')).toBeVisible();

    await page.reload();
    const again = page.getByRole('list', { name: 'Questions' }).locator(':scope > li');
    await expect(again).toHaveCount(before + 1);
    await expect(again.nth(before).getByLabel('Question')).toHaveValue('Is hotel pick-up included?');
    await expect(again.nth(before).getByText(`${before + 1}.`)).toBeVisible();
    await expect(page.getByText('What should I bring?')).toHaveCount(0);
  });

  test('the tours cards: offer links, the trash toggle and the filter sheet are 44 px targets', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await page.goto('/tours');
    const offer = page.getByRole('link', { name: 'At The Top SKY, level 148' });
    await offer.scrollIntoViewIfNeeded();
    await expectTapTarget(offer);
    await expectTapTarget(page.locator('ion-toggle', { hasText: 'Show deleted' }), TOUCH, true);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.locator('ion-modal.dt-filter-sheet');
    await expect(sheet.locator('ion-select')).toBeVisible();
    await expectTapTarget(sheet.getByRole('button', { name: 'Done' }));
    await expectTapTarget(sheet.getByRole('button', { name: 'Clear filters' }));
    // The single-choice filter (Top tour) is as high as the multi-choice ones above it.
    const heights = await sheet
      .locator('.dt-filter > *')
      .evaluateAll((fields) => fields.map((f) => Math.round(f.getBoundingClientRect().height)));
    expect(new Set(heights).size, `filter heights ${heights.join(', ')}`).toBe(1);
  });

  test('a wrong id goes to /tours; another supplier’s tour says Not found', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/tours/abc');
    await expect(page).toHaveURL(/\/tours$/);
    // The operator's editor manages every supplier's tours.
    const every = (await ownTours(page)).map((t) => t.id);

    // The demo has no editor at a plain supplier: the supplier's user becomes one, in the server's
    // own database file (SQLite, WAL: a second writer is fine), and signs in again for the role.
    const db = new Database(path.join(process.env.CARAVAN_E2E_DATA_DIR!, 'caravan.db'));
    db.prepare(
      `INSERT INTO user_roles (user_id, role) SELECT id, 'editor' FROM users WHERE email = ?
       AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = users.id AND r.role = 'editor')`,
    ).run(emailOf('supplier'));
    db.close();
    await page.context().clearCookies();
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    await page.goto('/account/login');
    await signIn(page, 'supplier');
    const own = new Set((await ownTours(page)).map((t) => t.id));
    const other = every.find((id) => !own.has(id));
    expect(other, 'another supplier has a tour').toBeTruthy();
    await page.goto(`/tours/${other}`);
    await expect(page.getByText('Tour not found or you are not allowed to manage it')).toBeVisible();
    await expect(page).toHaveURL(/\/tours$/);
  });
});

test.describe('offline, tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet, serviceWorkers: 'allow' });

  test('shows the last-seen tour read only, and Save says it needs the network', async ({
    page,
    context,
  }) => {
    await signIn(page, 'editor');
    await waitForServiceWorkerControl(page);
    const tour = (await ownTours(page))[0];
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByLabel('Display name')).toHaveValue(tour.nameDisplay);
    await page.waitForTimeout(1_500); // the persisted query cache is written a second after the last change

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline: read only')).toBeVisible();
    await expect(page.getByLabel('Display name')).toHaveValue(tour.nameDisplay);
    await expect(page.getByText('Saving needs the network')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await context.setOffline(false);
  });
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import Database from 'better-sqlite3';
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

  // The page once jumped back to the top shortly after a hand scroll, 1–3 runs in 4: the tickets' cards
  // finding the page's scroller made their virtualiser scroll it to its own last offset, 0 (CardList).
  test('tour: Save at SEO with the display name empty scrolls to the name and says what is wrong', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1');
    const name = page.getByRole('textbox', { name: 'Display name' });
    await expect(name).not.toHaveValue('', { timeout: 30_000 });
    await name.fill('');
    // Down to SEO, far from the name. (Scrolled directly: the chip's own scroll is form-kit's test; after
    // form-kit ran, its smooth scroll to SEO was seen to stop short here — noted on issue 24.)
    const seo = page.getByRole('region', { name: 'SEO' }).getByRole('heading', { name: 'SEO' });
    await seo.scrollIntoViewIfNeeded();
    await expect(seo).toBeInViewport();
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

test.describe("a booking's page opened directly on a phone 390x844 (item 9)", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('Cancel booking fits its button, and tickets are offered as in the list', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'agent');
    const rows = await page.evaluate(async () => {
      const res = await fetch('/api/agent/bookings?page=1&itemsPerPage=100', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
      });
      return ((await res.json()) as { entities: Array<{ id: number; offerId: number; status: number }> })
        .entities;
    });
    const booking = rows.find((r) => r.status === 0);
    expect(booking, 'the agent has a booking that stands').toBeTruthy();
    // Its ticket now requires attraction tickets (the demo has none that do), in the server's own file;
    // put back afterwards, as the specs after this one edit and sell that ticket.
    const setRequired = (value: number) => {
      const db = new Database(path.join(process.env.CARAVAN_E2E_DATA_DIR!, 'caravan.db'));
      db.prepare('UPDATE offers SET is_tickets_required = ? WHERE id = ?').run(value, booking!.offerId);
      db.close();
    };
    setRequired(1);
    try {
      // Straight to the page: no list page (and its styles) loaded first.
      await page.goto(`/agent/bookings/details/${booking!.id}`);
      const actions = page.getByRole('group', { name: `#${booking!.id}` });
      const cancel = actions.getByRole('button', { name: 'Cancel booking' });
      await expect(cancel).toBeVisible({ timeout: 30_000 });
      await expect(actions.getByRole('button', { name: 'Download tickets' })).toBeVisible();
      // The words sit inside the button: nothing spills past its edge.
      const fits = await cancel.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits, 'Cancel booking fits its button').toBe(true);
      const box = (await cancel.boundingBox())!;
      const words = (await cancel.locator('.bl-label').boundingBox())!;
      expect(words.x).toBeGreaterThanOrEqual(box.x);
      expect(words.x + words.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await shoot(page, testInfo, 'phone-booking-page-actions');
    } finally {
      setRequired(0);
    }
  });
});

test.describe('a new booking on a phone 390x844 (item 10)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('an untouched form is not red; a field emptied by the agent says what it needs', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'agent');
    await page.goto('/agent/bookings/add');
    const guest = page.getByLabel('Guest name');
    await expect(guest).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Offer is required')).toHaveCount(0);
    await expect(page.getByText('Guest name is required')).toHaveCount(0);
    await shoot(page, testInfo, 'phone-new-booking-untouched');

    await guest.fill('Anna');
    await guest.fill('');
    await expect(page.getByText('Guest name is required')).toBeVisible();
    await expect(page.getByText('Offer is required')).toHaveCount(0);
  });
});

for (const size of ['phone', 'tablet'] as const) {
  test.describe(`suggestion lists on a ${size} (item 8)`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('the Hotel, Tour and Agency lists open beside their input, never over it', async ({
      page,
    }, testInfo) => {
      // Operations book for an agency, so all three pickers are on their form.
      await signIn(page, 'operations');
      await page.goto('/agent/bookings/add');
      for (const label of ['Agency', 'Hotel', 'Tour']) {
        const input = page.getByRole('combobox', { name: label, exact: true });
        await expect(input).toBeVisible({ timeout: 30_000 });
        await input.scrollIntoViewIfNeeded();
        await input.click();
        await input.pressSequentially('a');
        const list = page.getByRole('listbox', { name: label, exact: true });
        await expect(list).toBeVisible();
        const box = (await input.boundingBox())!;
        const shown = (await list.boundingBox())!;
        const overlap =
          shown.x < box.x + box.width &&
          box.x < shown.x + shown.width &&
          shown.y < box.y + box.height &&
          box.y < shown.y + shown.height;
        expect(overlap, `${label}: list ${JSON.stringify(shown)} over input ${JSON.stringify(box)}`).toBe(
          false,
        );
        if (label === 'Hotel') await shoot(page, testInfo, `${size}-hotel-suggestions`);
        await input.press('Escape');
        await input.blur();
      }
    });
  });
}

test.describe('the Default settings link follows the role table (item 16)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('an editor is not led to a page that answers not allowed; an admin is', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1');
    const terms = page.getByRole('region', { name: 'Terms & Conditions' });
    await expect(terms.locator('ion-toggle', { hasText: 'Use default' }).first()).toBeAttached({
      timeout: 30_000,
    });
    await expect(terms.getByRole('link', { name: 'Default settings' })).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    await page.goto('/account/login');
    await signIn(page, 'admin');
    await page.goto('/tours/1');
    await expect(
      page
        .getByRole('region', { name: 'Terms & Conditions' })
        .getByRole('link', { name: 'Default settings' }),
    ).toHaveCount(1, { timeout: 30_000 });
  });
});

test.describe('custom terms on a phone 390x844 (item 17)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('switched to custom, a tour’s terms start from the account’s default, not empty', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/tours/1');
    const terms = page
      .getByRole('region', { name: 'Terms & Conditions' })
      .getByRole('group', { name: 'Terms and conditions', exact: true });
    const toggle = terms.locator('ion-toggle', { hasText: 'Use default' });
    await expect(toggle).toHaveJSProperty('checked', true, { timeout: 30_000 });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const own = terms.getByRole('textbox', { name: 'Terms and conditions' });
    await expect(own).toBeEditable();
    await expect(own).toContainText('Prices include 5% VAT.');
    await expect(own).toContainText('missed pick-ups are non-refundable.');
    await shoot(page, testInfo, 'phone-custom-terms');
  });
});

test.describe('a slot day to close on a phone 390x844 (item 17)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('shows and takes DD.MM.YYYY, as every other date', async ({ page }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/timeslots');
    await page.getByRole('link', { name: 'Full day 08:00' }).first().click({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Edit Full day 08:00' }).click({ timeout: 30_000 });
    const day = page.getByRole('textbox', { name: 'First day' });
    await day.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect(day).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
    await day.fill('');
    await day.pressSequentially('24122030');
    await expect(day).toHaveValue('24.12.2030');
    await shoot(page, testInfo, 'phone-slot-day-to-close');
  });
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 17 (first part): a supplier's admin keeps the business profile, contacts and default settings.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
/** A section's tab on a tablet or desktop (the segment button's host takes the click, not its inner button). */
const tab = (page: Page, section: string) => page.locator(`ion-segment-button[data-section="${section}"]`);
const save = (page: Page) => page.locator('.action-bar').getByRole('button', { name: 'Save' });

/** Save, and the server's 200 to the PUT it sends (a toast from an earlier save proves nothing). */
async function saved(page: Page): Promise<void> {
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/'));
  await save(page).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Saved', { exact: true }).last()).toBeVisible();
}

test.describe('an admin on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('fills core info and contacts and sets a default cancellation policy, which survive a reload and a new tour loads', async ({
    page,
  }) => {
    // Three screens, each saved and reloaded: longer than one screen's minute on a busy machine.
    test.setTimeout(150_000);
    await signIn(page, 'admin');
    await page.goto('/admin/core');

    // Basic Details: the spec's messages, then a new legal name.
    await expect(field(page, 'Business Code')).toHaveValue('CARAVAN');
    await field(page, 'Legal Name').fill('');
    await save(page).click();
    await expect(page.getByText('Legal name is required').first()).toBeVisible();
    await field(page, 'Legal Name').fill('Caravan Destination Management L.L.C.');
    await field(page, 'Trade License #').fill('DED-999001');
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue(/\d+/);
    await expect(country.locator('option:checked')).toHaveText('United Arab Emirates');
    await country.selectOption({ label: 'Germany' });

    // Payment Details: a mistyped IBAN and a short SWIFT are refused with what is wrong.
    await tab(page, 'payment').click();
    await field(page, 'IBAN').fill('AE07 0260 0010 1523 4567 801');
    await field(page, 'SWIFT').fill('EBILAE');
    await save(page).click();
    await expect(
      page.getByText('IBAN check digits do not match: a character is missing or mistyped').first(),
    ).toBeVisible();
    await expect(page.getByText(/^SWIFT\/BIC must be 8 or 11 characters/).first()).toBeVisible();
    await field(page, 'IBAN').fill('gb82 west 1234 5698 7654 32');
    await field(page, 'SWIFT').fill('westgb2l');
    await field(page, 'Bank Name').fill('Westminster Bank');

    // Account settings: what new prices start from, and the screen says saved prices keep theirs.
    const original: unknown = await (await page.request.get('/api/account/settings')).json();
    await tab(page, 'account').click();
    await expect(page.getByText(/Saved prices keep the tax, commission and rate/)).toBeVisible();
    await expect(number(page, 'Default commission, %')).toHaveValue('20');
    await number(page, 'Default commission, %').fill('25');
    await number(page, 'Tax, %').fill('7.5');
    await expect(page.getByText('Coefficient: 1.075')).toBeVisible();
    await saved(page);

    await page.reload();
    await expect(field(page, 'Legal Name')).toHaveValue('Caravan Destination Management L.L.C.');
    await expect(field(page, 'Trade License #')).toHaveValue('DED-999001');
    await expect(country.locator('option:checked')).toHaveText('Germany');
    await tab(page, 'payment').click();
    await expect(field(page, 'IBAN')).toHaveValue('GB82WEST12345698765432');
    await expect(field(page, 'SWIFT')).toHaveValue('WESTGB2L');
    await expect(field(page, 'Bank Name')).toHaveValue('Westminster Bank');
    await tab(page, 'account').click();
    await expect(number(page, 'Default commission, %')).toHaveValue('25');
    await expect(number(page, 'Tax, %')).toHaveValue('7.5');
    // Back to the demo's settings: specs that run later price tickets with its VAT and commission.
    // Without the version it was read at: the save above moved it on (a body without one is not checked).
    const restored = await page.request.put('/api/account/settings', {
      data: { ...(original as object), version: undefined },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(restored.ok(), `restoring the account settings answered ${restored.status()}`).toBe(true);

    // Contacts: customer support's primary line, with a checked e-mail. Beside the menu a tablet has no
    // room for a table of whole e-mail addresses: each line is a card.
    await page.goto('/admin/contacts');
    const support = page.getByRole('region', { name: 'Customer Support' });
    await expect(support.getByRole('group', { name: 'Primary' })).toBeVisible();
    await support.getByRole('textbox', { name: 'Primary: Name' }).fill('Guest Relations');
    await support.getByRole('textbox', { name: 'Primary: Phone' }).fill('+971 4 555 0100');
    await support.getByRole('textbox', { name: 'Primary: E-mail' }).fill('guests@');
    await save(page).click();
    await expect(
      support
        .getByRole('group', { name: 'Primary' })
        .getByText('Enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Errors in Customer Support' })).toBeVisible();
    await support.getByRole('textbox', { name: 'Primary: E-mail' }).fill('guests@caravan-dmc.ae');
    await tab(page, 'accountsDepartment').click();
    const accounts = page.getByRole('region', { name: 'Accounts Department' });
    await accounts.getByRole('textbox', { name: 'Emergency: Phone' }).fill('+971 55 000 1234');
    await saved(page);

    await page.reload();
    await expect(support.getByRole('textbox', { name: 'Primary: Name' })).toHaveValue('Guest Relations');
    await expect(support.getByRole('textbox', { name: 'Primary: E-mail' })).toHaveValue(
      'guests@caravan-dmc.ae',
    );
    await tab(page, 'accountsDepartment').click();
    await expect(accounts.getByRole('textbox', { name: 'Emergency: Phone' })).toHaveValue('+971 55 000 1234');

    // Default Settings: a 72-hour full refund added to the seeded policy, kept longest notice first.
    await page.goto('/admin/defaultsettings');
    const policy = page.getByRole('table', { name: 'Default cancellation policy' });
    await expect(policy.getByRole('spinbutton', { name: 'Hours, row 1' })).toHaveValue('24');
    await page.getByRole('button', { name: 'Add row' }).click();
    await policy.getByRole('spinbutton', { name: 'Hours, row 3' }).fill('72');
    await policy.getByRole('spinbutton', { name: 'Refund percent, row 3' }).fill('100');
    await saved(page);

    await page.reload();
    await expect(policy.getByRole('spinbutton', { name: 'Hours, row 1' })).toHaveValue('72');
    await expect(policy.getByRole('spinbutton', { name: 'Refund percent, row 1' })).toHaveValue('100');
    await expect(policy.getByRole('spinbutton', { name: 'Hours, row 3' })).toHaveValue('12');

    // A new tour loads the defaults: its Terms & Conditions tab shows the policy just saved.
    await page.goto('/tours/add');
    await tab(page, 'terms').click();
    const tourPolicy = page.getByRole('table', { name: 'Cancellation policy' }).first();
    await expect(tourPolicy.getByRole('spinbutton', { name: 'Hours, row 1' })).toHaveValue('72');
    await expect(tourPolicy.getByRole('spinbutton', { name: 'Refund percent, row 1' })).toHaveValue('100');
  });

  test('offline, the admin sees the last-seen profile read-only and Save says it needs the network', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/core');
    await expect(field(page, 'Business Code')).toHaveValue('CARAVAN');
    await context.setOffline(true);
    await expect(page.getByText('Offline: read only')).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await expect(page.getByText('Saving needs the network')).toBeVisible();
    await expect(field(page, 'Business Code')).toHaveAttribute('readonly', '');
    await context.setOffline(false);
    await expect(save(page)).toBeEnabled();
  });
});

test.describe('two admins on tablets', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test("a save of the account settings after another admin's is refused, names what they changed and keeps the edits until Reload", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/core');
    await tab(page, 'account').click();
    await expect(number(page, 'Default commission, %')).toHaveValue('20');
    const api = { 'X-Requested-With': 'XMLHttpRequest' };

    // The other admin (on their own device) saves a new default commission meanwhile.
    const opened = (await (await page.request.get('/api/account/settings')).json()) as { version: number };
    const theirs = await page.request.put('/api/account/settings', {
      data: { ...opened, defaultCommission: 22 },
      headers: api,
    });
    expect(theirs.ok(), `the other admin's save answered ${theirs.status()}`).toBe(true);

    await number(page, 'Conversion rate').fill('3.7');
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/account/settings'),
    );
    await save(page).click();
    expect((await refused).status()).toBe(409);
    const notice = page.getByRole('alert').filter({ hasText: 'Someone saved this before you' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('changed Default commission, % at');
    await expect(number(page, 'Conversion rate')).toHaveValue('3.7');
    await expect(number(page, 'Default commission, %')).toHaveValue('20');

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(number(page, 'Default commission, %')).toHaveValue('22');
    await expect(number(page, 'Conversion rate')).toHaveValue('3.65');
    // Now from the version on screen, the save goes through.
    await number(page, 'Default commission, %').fill('20');
    await saved(page);
    const after = (await (await page.request.get('/api/account/settings')).json()) as {
      defaultCommission: number;
      version: number;
    };
    expect(after.defaultCommission).toBe(20);
    expect(after.version).toBe(opened.version + 2);
  });
});

/** The page's own scrolling area (Ionic keeps pages left behind in the DOM, hidden). */
const content = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-content').last();

/** Scrolls the page half way down its content; answers how far that is. */
async function scrollToMiddle(page: Page): Promise<number> {
  return content(page).evaluate(async (el) => {
    type Area = { scrollTop: number; scrollHeight: number; clientHeight: number };
    const area = await (el as unknown as { getScrollElement(): Promise<Area> }).getScrollElement();
    area.scrollTop = Math.round((area.scrollHeight - area.clientHeight) / 2);
    return area.scrollTop;
  });
}

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

/** Boxes of the visible elements a selector finds in the page's admin area, named for the messages. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  const found = page.locator('.ion-page:not(.ion-page-hidden) .admin-page').locator(selector);
  const all = await found.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('data-section') ??
        el.closest('label, .form-field')?.textContent?.trim().slice(0, 40) ??
        `${el.localName}.${el.getAttribute('class') ?? ''}`;
      return { name, top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    }),
  );
  return all.filter((b) => b.height > 0);
}

/** No two of the boxes share a row: each starts below the one before it ends. */
function expectOneColumn(found: Box[], what: string): void {
  const sorted = [...found].sort((a, b) => a.top - b.top);
  for (let i = 1; i < sorted.length; i += 1)
    expect(
      sorted[i].top,
      `${what}: "${sorted[i].name}" sits beside "${sorted[i - 1].name}"`,
    ).toBeGreaterThanOrEqual(sorted[i - 1].bottom - 1);
}

// What a finger taps: Ionic's inputs by their host (the native input inside is smaller), native
// controls, the rich-text areas, checkboxes and buttons.
const CONTROLS = [
  'ion-input',
  'ion-select',
  'ion-checkbox',
  'select',
  'textarea',
  'input:not(ion-input input)',
  '[contenteditable="true"]',
  'button',
  'ion-button',
].join(', ');

const PHONE_TABS = [
  { path: '/admin/core', ready: (page: Page) => field(page, 'Business Code') },
  {
    path: '/admin/contacts',
    ready: (page: Page) => page.getByRole('textbox', { name: 'Primary: Phone' }).first(),
  },
  {
    path: '/admin/defaultsettings',
    // The rich-text editors load after the page (a chunk of their own): measured once they are there.
    ready: (page: Page) => page.getByRole('textbox', { name: 'Notes To Clients Post Booking' }),
  },
] as const;

test.describe('admin forms on a phone 390x844', () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const { path, ready } of PHONE_TABS) {
    test(`${path}: one column of sections, Save in view half way down, every control at least 44 px`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      if (path === '/admin/defaultsettings')
        await expect(page.locator('.admin-page [contenteditable="true"]:visible')).toHaveCount(3);

      const sections = await boxes(page, 'section.form-section');
      expect(sections.length, 'sections shown at once on a phone').toBeGreaterThan(1);
      expectOneColumn(sections, 'sections');
      // Inside each section too, fields come one under the other (a policy's hours and percent share
      // their table row, as rows do).
      const fields = await boxes(
        page,
        'ion-input:not(table ion-input), select, [contenteditable="true"], ion-checkbox',
      );
      expect(fields.length, 'fields found').toBeGreaterThan(2);
      expectOneColumn(fields, 'fields');
      const controls = await boxes(page, CONTROLS);
      expect(controls.length, 'controls found').toBeGreaterThan(fields.length);
      for (const control of controls)
        expect(control.height, `"${control.name}" is ${control.height} px tall`).toBeGreaterThanOrEqual(44);

      expect(await scrollToMiddle(page), 'the column is longer than the screen').toBeGreaterThan(200);
      await expect(save(page)).toBeInViewport({ ratio: 1 });
      // Sticky and uncovered: the Save button is what a tap at its middle reaches.
      const reached = await save(page).evaluate((button) => {
        // The page's own element for the button: Ionic's host, if the role sits in its shadow root.
        const host = (button.getRootNode() as unknown as { host?: typeof button }).host ?? button;
        const r = host.getBoundingClientRect();
        const hit = host.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && host.contains(hit);
      });
      expect(reached, 'a tap at the middle of Save reaches Save').toBe(true);
    });
  }

  for (const { path, ready } of PHONE_TABS.slice(1)) {
    test(`${path} offline: the last-seen data read only, with the notice, and Save says it needs the network`, async ({
      page,
      context,
    }) => {
      await signIn(page, 'admin');
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText('Offline: read only')).toBeVisible();
      await expect(
        page.getByText(/Showing the data last seen on this device, from \d\d:\d\d\./),
      ).toBeVisible();
      await expect(save(page)).toBeDisabled();
      await expect(page.getByText('Saving needs the network')).toBeVisible();
      if (path === '/admin/contacts') {
        await expect(page.getByRole('textbox', { name: 'Primary: Phone' }).first()).toHaveAttribute(
          'readonly',
          '',
        );
      } else {
        const policy = page.getByRole('table', { name: 'Default cancellation policy' });
        await expect(policy.getByRole('spinbutton', { name: 'Hours, row 1' })).toHaveAttribute(
          'readonly',
          '',
        );
        await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
        for (const editor of await page.locator('.rich-text-content').all())
          await expect(editor).toHaveAttribute('contenteditable', 'false');
        await expect(page.getByRole('button', { name: 'Bullet list' })).toHaveCount(0);
      }
      await context.setOffline(false);
      await expect(save(page)).toBeEnabled();
      await expect(page.getByText('Offline: read only')).toHaveCount(0);
    });
  }
});

test('an editor may not open the admin screens', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/admin/core');
  await expect(page.getByText('You are not allowed to access this page')).toBeVisible();
});

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const size of ['phone', 'tablet', 'laptop', 'desktop'] as const) {
  test.describe(`admin screens at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('every admin tab: core info, contacts, contracting, staff and default settings', async ({
      page,
    }, testInfo) => {
      await signIn(page, 'admin');
      await page.goto('/admin/core');
      await expect(field(page, 'Business Code')).toBeVisible();
      await shoot(page, testInfo, `admin-core-${size}`);
      await page.goto('/admin/contacts');
      await expect(page.getByRole('textbox', { name: 'Primary: Phone' }).first()).toBeVisible();
      // A table where the column has room for whole e-mail addresses, else a card per line.
      const roomy = size === 'laptop' || size === 'desktop';
      await expect(page.getByRole('table', { name: 'Customer Support' })).toHaveCount(roomy ? 1 : 0);
      await expect(
        page.getByRole('region', { name: 'Customer Support' }).getByRole('group', { name: 'Primary' }),
      ).toHaveCount(roomy ? 0 : 1);
      await shoot(page, testInfo, `admin-contacts-${size}`);
      await page.goto('/admin/contracting');
      await expect(page.getByRole('searchbox', { name: 'Search agencies' })).toBeVisible();
      await shoot(page, testInfo, `admin-contracting-${size}`);
      await page.goto('/admin/staff');
      await expect(page.getByRole('heading', { name: 'Invite a user' })).toBeVisible();
      await shoot(page, testInfo, `admin-staff-${size}`);
      await page.goto('/admin/defaultsettings');
      await expect(page.getByRole('table', { name: 'Default cancellation policy' })).toBeVisible();
      await shoot(page, testInfo, `admin-defaultsettings-${size}`);
    });
  });
}

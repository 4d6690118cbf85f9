import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectInside, expectTapTarget } from './support/layout';
import { signIn } from './support/session';
import { VIEWPORTS, type ViewportName } from './support/viewports';

// The shared form parts (src/ui/form) on the /controls developer page, as a user sees them.

const FORM = 'Form parts (catalogue and admin)';
const NOT_SPECIFIED = 'Warning: Cancellation policy is not specified. Tour is not refundable';
const INVALID_ROW = 'Hours and percent must both be more than 0';

async function openForm(page: Page): Promise<Locator> {
  await signIn(page, 'admin');
  await page.goto('/controls');
  const form = page.getByRole('region', { name: FORM });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  return form;
}

/** A section's tab. Ionic's inner tab button takes no pointer: the click goes to its host. */
const tab = (form: Locator, title: string) => form.locator('ion-segment-button', { hasText: title });

const liveForm = (page: Page) => page.getByRole('status', { name: 'Form value', exact: true });
const saveButton = (page: Page) => page.locator('.action-bar').getByRole('button', { name: 'Save' });

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('form parts on a phone 390x844', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('sections stack in one column and the sticky picker scrolls to one', async ({ page }, testInfo) => {
    const form = await openForm(page);
    // Every section is there at once, one under the other.
    for (const title of ['Basic details', 'Terms & Conditions', 'FAQ', 'SEO'])
      await expect(form.getByRole('heading', { name: title, exact: true })).toBeAttached();
    const picker = form.getByRole('navigation', { name: 'Demo tour' });
    await expect(picker.getByRole('button')).toHaveCount(4);
    await expect(page.getByRole('tab')).toHaveCount(0);

    await picker.getByRole('button', { name: 'SEO' }).click();
    const seo = form.getByRole('region', { name: 'SEO' });
    await expect(seo.getByRole('heading', { name: 'SEO' })).toBeInViewport();
    // Sticky: the picker stays in view while the column scrolls under it.
    await expect(picker).toBeInViewport();
    await expect(picker.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-current', 'true');
    await shoot(page, testInfo, 'phone-seo-section');
    // Scrolled down, the back-to-top button sits at the start of the Save bar: floating above it, it
    // covered the fields and checkboxes at the form's left edge.
    const toTop = page.locator('.back-to-top').filter({ visible: true });
    await expect(toTop).toHaveCount(1);
    await expectInside(toTop, page.locator('.action-bar'));
    await expectTapTarget(toTop);
    await expectTapTarget(saveButton(page));

    await picker.getByRole('button', { name: 'Basic details' }).click();
    await expect(form.getByRole('heading', { name: 'Basic details' })).toBeInViewport();
    await shoot(page, testInfo, 'phone-basic-section');

    // Scrolled by hand, the chip of the section being read lights up.
    await page.waitForTimeout(1200);
    await form.getByRole('region', { name: 'FAQ' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(picker.getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-current', 'true');
  });

  test('Save is disabled offline and says it needs the network; the form is read-only', async ({
    page,
    context,
  }, testInfo) => {
    const form = await openForm(page);
    await expect(saveButton(page)).toBeEnabled();
    await context.setOffline(true);
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.locator('.action-bar').getByText('Saving needs the network')).toBeVisible();
    await expect(form.getByText('Offline: read only')).toBeVisible();
    await expect(form.getByText(/from \d\d:\d\d\. Editing needs the network\./)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add row' })).toHaveCount(0);
    await shoot(page, testInfo, 'phone-offline');
    await context.setOffline(false);
    await expect(saveButton(page)).toBeEnabled();
    await expect(form.getByText('Offline: read only')).toHaveCount(0);
  });
});

for (const name of ['desktop'] as const satisfies ViewportName[]) {
  const viewport = VIEWPORTS[name];
  test.describe(`form parts on a ${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('tabs show one section; a failed Save puts an error icon on Basic listing its messages', async ({
      page,
    }, testInfo) => {
      const form = await openForm(page);
      await expect(form.getByRole('tab')).toHaveCount(4);
      await expect(form.getByRole('navigation', { name: 'Demo tour' })).toHaveCount(0);
      await expect(form.getByRole('region', { name: 'SEO' })).toBeHidden();

      // Something typed in one section survives a switch to another and back.
      await form.getByRole('textbox', { name: 'Display name' }).fill('Dhow Cruise Marina');
      await expect(form.getByRole('textbox', { name: 'Url' })).toHaveValue('dhow-cruise-marina');
      await form.getByRole('textbox', { name: 'Display name' }).fill('');
      await tab(form, 'SEO').click();
      await expect(form.getByRole('region', { name: 'SEO' })).toBeVisible();
      await expect(form.getByRole('region', { name: 'Basic details' })).toBeHidden();
      await form.getByRole('textbox', { name: 'Page title' }).fill('Short title');
      await expect(form.getByText('Length: 11 · Between 50 to 70')).toBeVisible();
      await tab(form, 'Basic details').click();
      await tab(form, 'SEO').click();
      await expect(form.getByRole('textbox', { name: 'Page title' })).toHaveValue('Short title');

      await saveButton(page).click();
      const icon = tab(form, 'Basic details').getByRole('img', { name: /^Errors in Basic details:/ });
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute('aria-label', /Tour code is required/);
      await expect(icon).toHaveAttribute('aria-label', /Display name is required/);
      await expect(icon).toHaveAttribute('title', /Url is required/);
      await tab(form, 'Basic details').click();
      const list = form.getByRole('list', { name: 'Errors in Basic details' });
      await expect(list.getByRole('listitem')).toHaveText([
        'Tour code is required',
        'Display name is required',
        'Url is required',
      ]);
      await shoot(page, testInfo, `${name}-basic-errors`);

      // Fixing the fields takes the icon away.
      await form.getByRole('textbox', { name: 'Tour code' }).fill('DHOW-1');
      await form.getByRole('textbox', { name: 'Display name' }).fill('Dhow Cruise');
      await expect(form.getByRole('textbox', { name: 'Url' })).toHaveValue('dhow-cruise');
      await expect(icon).toHaveCount(0);
    });

    test('cancellation editor: an invalid row is marked and passed on for Save to refuse; no rows warns', async ({
      page,
    }, testInfo) => {
      const form = await openForm(page);
      await tab(form, 'Terms & Conditions').click();
      const table = form.getByRole('table', { name: 'Cancellation policy' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(liveForm(page)).toContainText('"hours": 24');

      await form.getByRole('button', { name: 'Add row' }).click();
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(form.getByRole('img', { name: INVALID_ROW })).toHaveCount(1);
      // The 0/0 row is the form's value as the user sees it (issue 24 item 14: never dropped
      // unseen); the contract refuses to save it.
      await expect(liveForm(page)).toContainText(/"hours": 0,/);
      await form.getByRole('spinbutton', { name: 'Hours, row 2' }).fill('2');
      await expect(form.getByRole('img', { name: INVALID_ROW })).toHaveCount(1);
      await expect(liveForm(page)).toContainText(/"hours": 2,\s*"percents": 0/);
      await form.getByRole('spinbutton', { name: 'Refund percent, row 2' }).fill('10');
      await expect(form.getByRole('img', { name: INVALID_ROW })).toHaveCount(0);
      await expect(liveForm(page)).toContainText(/"hours": 2,/);
      await shoot(page, testInfo, `${name}-cancellation`);

      await form.getByRole('button', { name: 'Delete row 2' }).click();
      await form.getByRole('button', { name: 'Delete row 1' }).click();
      await expect(form.getByText(NOT_SPECIFIED)).toBeVisible();
      await expect(liveForm(page)).toContainText('"cancellationPolicy": []');

      // With the account default chosen, the default policy shows read-only.
      await page.getByRole('button', { name: 'Account without default policy' }).click();
      await expect(form.getByText('The account has no default for this yet, so it is custom.')).toBeVisible();
    });

    test('a stale save names who changed what and Reload drops my edits', async ({ page }) => {
      const form = await openForm(page);
      await form.getByRole('textbox', { name: 'Tour code' }).fill('MINE');
      await page.getByRole('button', { name: 'Stale save' }).click();
      const notice = form.getByRole('alert');
      await expect(notice).toContainText('editor@caravan.test changed Display name, Cancellation policy');
      await expect(form.getByRole('textbox', { name: 'Tour code' })).toHaveValue('MINE');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(form.getByRole('textbox', { name: 'Tour code' })).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('page back link', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a page with backHref shows a 44 px back link above its content that leads there', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    await page.goto('/controls');
    const back = page.getByRole('link', { name: 'Back', exact: true });
    await expect(back).toBeVisible();
    const box = await page.locator('.page-back-link').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await shoot(page, testInfo, 'phone-back-link');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('form parts at the four sizes', () => {
  for (const name of ['phone', 'tablet', 'laptop', 'desktop'] as const satisfies ViewportName[]) {
    test(`screenshot on a ${name}`, async ({ page }, testInfo) => {
      await page.setViewportSize(VIEWPORTS[name]);
      const form = await openForm(page);
      await saveButton(page).click();
      await form.getByRole('heading', { name: FORM }).scrollIntoViewIfNeeded();
      await shoot(page, testInfo, `${name}-form`);
      if (name !== 'phone') await tab(form, 'Terms & Conditions').click();
      else {
        const picker = form.getByRole('navigation', { name: 'Demo tour' });
        await picker.getByRole('button', { name: 'Terms & Conditions' }).click();
        await expect(form.getByRole('heading', { name: 'Terms & Conditions' })).toBeInViewport();
        // Smooth scrolling: let it settle before the picture.
        await page.waitForTimeout(600);
      }
      await shoot(page, testInfo, `${name}-policies`);
    });
  }
});

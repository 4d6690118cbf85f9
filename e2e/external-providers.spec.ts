import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { theOneVisible } from './support/browser';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// External ticket providers over OCTO (issue 16) against the OCTO demo provider the server itself
// serves at /octo-demo/v1 and the demo seed configures: the admin's settings and Test connection, and an
// editor mapping a slot to a demo product and start time.

const SIZES = [
  ['390x844', VIEWPORTS.phone],
  ['820x1180', VIEWPORTS.tablet],
  ['1280x800', VIEWPORTS.laptop],
  ['1440x900', VIEWPORTS.desktop],
] as const;

async function shootSizes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  show: () => Promise<void> = async () => undefined,
): Promise<void> {
  const back = page.viewportSize();
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await show();
    await page.waitForTimeout(200);
    const file = testInfo.outputPath(`${name}-${size}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
  }
  if (back) await page.setViewportSize(back);
}

const clickSave = async (page: Page) => (await theOneVisible(page.locator('.save-bar-button'))).click();
const DEMO = 'Dubai Attractions (OCTO demo)';
/**
 * The operator's own demo provider's card: the operator's staff see every supplier's providers, each
 * card named with its supplier (the operator's legal name is read, as an earlier spec may rename it).
 */
async function ownDemoCard(page: Page) {
  const own = ((await (await page.request.get('/api/suppliers/my')).json()) as { name: string }).name;
  return page.getByRole('article', { name: `${DEMO} · ${own}`, exact: true });
}

test('an admin sees the demo provider with its key set (never shown) and tests the connection', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'admin');
  await page.goto('/admin/providers');
  const card = await ownDemoCard(page);
  await expect(card).toBeVisible();
  await expect(card).toContainText('/octo-demo/v1');
  await expect(card).toContainText('Set');
  await expect(page.getByText('caravan-demo-octo-key')).toHaveCount(0);
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Connected to ${DEMO} (dubai-attractions-demo): 5 products`,
  );
  await shootSizes(page, testInfo, 'providers');

  // Editing: the key field starts empty and says a key is set; a save without it keeps the key.
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit provider' });
  await expect(form.getByLabel('API key')).toHaveValue('');
  await expect(form).toContainText('A key is set. Leave empty to keep it');
  await shootSizes(page, testInfo, 'provider-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByRole('status')).toContainText('5 products');
});

test('an editor maps a slot to a demo product and start time; a product without start times gets the hint', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'editor');

  await page.goto('/timeslots/add');
  await (await theOneVisible(page.getByLabel('Name'))).fill('Burj Khalifa tickets');
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('30');
  await clickSave(page);
  await expect(page).not.toHaveURL(/\/timeslots\/add$/);
  await expect(page).toHaveURL(/\/timeslots\/[A-Za-z0-9+/=%]+$/);
  const groupUrl = new URL(page.url()).pathname;

  await (await theOneVisible(page.getByRole('link', { name: 'Add Time Slot' }))).click();
  await expect(page).toHaveURL(new RegExp(`${groupUrl}/add$`));
  await page
    .getByRole('region', { name: 'Basic details' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Morning entry');
  await (await theOneVisible(page.locator('ion-segment-button[data-section="external"]'))).click();
  const external = page.getByRole('region', { name: 'External provider' });
  await external.getByText('External (tickets from a provider)').click();
  await external.getByLabel('External provider').selectOption({ label: DEMO });
  const product = external.getByLabel('External product', { exact: true });
  await expect(product).toBeEnabled();
  await product.selectOption({ label: 'Burj Khalifa: At the Top (levels 124 and 125) — Standard entry' });
  const time = external.getByLabel('External time slot', { exact: true });
  await expect(time.locator('option')).toHaveText([
    'Select a time slot',
    '09:00',
    '11:00',
    '14:00',
    '17:00',
    '19:30',
  ]);
  await time.selectOption('09:00');
  // The demo supplier offers octo/pricing: what it charges per unit shows beside the product.
  await expect(external.getByRole('note').filter({ hasText: "Supplier's net price" })).toHaveText(
    "Supplier's net price: Adult AED 150.00 · Child AED 125.00",
  );
  await external.getByLabel('Ticket code type').selectOption({ label: 'QR code' });
  // A tab from 768 px, a chip that scrolls to the section below it.
  const showExternal = async () =>
    (
      await theOneVisible(
        page.locator(
          'ion-segment-button[data-section="external"], button.form-sections-chip[data-section="external"]',
        ),
      )
    ).click();
  await shootSizes(page, testInfo, 'slot-external', showExternal);
  await showExternal();

  // An opening-hours product has no start times: the fixed-time slot is told so, and its time is cleared.
  await product.selectOption({ label: 'Dubai Frame day ticket' });
  await expect(
    external.getByText('No time slots for selected product. Maybe it should be guest defines time?'),
  ).toBeVisible();
  await product.selectOption({ label: 'Burj Khalifa: At the Top (levels 124 and 125) — Standard entry' });
  await expect(external.getByText('No time slots for selected product')).toHaveCount(0);
  await expect(time).toHaveValue('');
  await time.selectOption('09:00');

  await clickSave(page);
  await expect(page).toHaveURL(new RegExp(`${groupUrl}/\\d+$`));
  await page.reload();
  await (await theOneVisible(page.locator('ion-segment-button[data-section="external"]'))).click();
  const saved = page.getByRole('region', { name: 'External provider' });
  await expect(saved.getByLabel('External provider')).toHaveValue(/^\d+$/);
  await expect(saved.getByLabel('External provider').locator('option:checked')).toHaveText(DEMO);
  await expect(saved.getByLabel('External product', { exact: true }).locator('option:checked')).toHaveText(
    'Burj Khalifa: At the Top (levels 124 and 125) — Standard entry',
  );
  await expect(saved.getByLabel('External time slot', { exact: true })).toHaveValue('09:00');

  // Changing the provider clears the product and time (here: back to none).
  await saved.getByLabel('External provider').selectOption({ label: 'Select a provider' });
  await expect(saved.getByLabel('External product', { exact: true })).toHaveCount(0);
});

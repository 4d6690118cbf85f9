import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24 item 16: long pickers show their names whole and can be searched.

const ABU_DHABI_SHARED = 'Abu Dhabi City Tour with Sheikh Zayed Mosque — Shared full day';

/** A checkbox's label (in its shadow root) shows its whole text: nothing cut to an ellipsis. */
async function expectLabelWhole(checkbox: Locator): Promise<void> {
  const sizes = await checkbox.evaluate((el) => {
    const label = el.shadowRoot?.querySelector('[part~="label"]') ?? el;
    return { scroll: label.scrollWidth, client: label.clientWidth };
  });
  expect(sizes.scroll, 'label width').toBeLessThanOrEqual(sizes.client + 1);
}

/** The tours table's Offers filter, opened (in the filter sheet on a phone). */
async function openOffersFilter(page: Page, phone: boolean): Promise<Locator> {
  await signIn(page, 'editor');
  await page.goto('/tours');
  const trigger = page.locator('.dt-multi-trigger', { hasText: 'Offers' }).filter({ visible: true });
  if (phone) await page.getByRole('button', { name: 'Filters' }).click();
  await trigger.click();
  const popover = page.locator('ion-popover.dt-multi-popover');
  await expect(popover.getByRole('list', { name: 'Offers' })).toBeVisible();
  return popover;
}

for (const viewport of ['phone', 'laptop'] as const) {
  test.describe(`${viewport} ${VIEWPORTS[viewport].width}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test('the Offers filter shows whole names and finds one by part of its name', async ({ page }) => {
      const popover = await openOffersFilter(page, viewport === 'phone');
      const search = popover.locator('ion-searchbar input');
      await search.fill('sheikh zayed');
      const option = popover.getByRole('checkbox', { name: ABU_DHABI_SHARED, exact: true });
      await expect(option).toBeVisible();
      await expectLabelWhole(option);
      // Only the offers of that tour are left.
      for (const name of await popover.locator('ion-checkbox').allTextContents()) {
        expect(name).toContain('Sheikh Zayed');
      }
      await option.click();
      await expect(
        page
          .locator('.dt-multi-trigger', { hasText: 'Offers' })
          .filter({ visible: true })
          .locator('.dt-multi-summary'),
      ).toHaveText(ABU_DHABI_SHARED);
      await search.fill('no such offer anywhere');
      await expect(popover.getByText('No matches')).toBeVisible();
    });
  });
}

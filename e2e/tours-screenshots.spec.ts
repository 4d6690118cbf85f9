import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 15: the tours list and every tab of the tour editor at the four sizes, for review (attached,
// not compared).
const TABS = [
  'Basic details',
  'Location details',
  'Terms & Conditions',
  'Media',
  'Itinerary',
  'FAQ',
  'SEO',
  'Tickets',
];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`tours ${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('list and tabs', async ({ page }, testInfo) => {
      const shot = async (label: string) => {
        const file = testInfo.outputPath(`tours-${label}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`tours-${label}-${name}`, { path: file, contentType: 'image/png' });
      };
      await signIn(page, 'editor');
      await page.goto('/tours');
      await expect(page.getByText('Burj Khalifa At The Top').first()).toBeVisible();
      await shot('list');
      await page.getByText('Burj Khalifa At The Top').first().click();
      await page.goto(
        (await page
          .getByRole('link', { name: /Edit Burj Khalifa At The Top/ })
          .first()
          .getAttribute('href')) ?? '/tours',
      );
      await expect(page.getByText('Back to tours')).toBeVisible();
      if (viewport.width < 768) {
        await page.waitForTimeout(1500);
        await shot('editor');
        return;
      }
      for (const tab of TABS) {
        await page.locator('ion-segment-button', { hasText: tab }).click();
        await page.waitForTimeout(tab === 'Location details' ? 2500 : 800);
        await shot(tab.toLowerCase().replace(/[^a-z]+/g, '-'));
      }
    });
  });
}

import { expect, test } from '@playwright/test';
import { signIn, SignInPage } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Screenshots for review of each form factor (Ionic components are tree-shaken, so a component that
// silently failed to register shows up here). They are attached to the report, not compared.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('sign-in', async ({ page }, testInfo) => {
      await new SignInPage(page).open();
      await expect(page.getByRole('button', { name: /^(sign in|log in|login)$/i })).toBeVisible();
      const file = testInfo.outputPath(`sign-in-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`sign-in-${name}`, { path: file, contentType: 'image/png' });
    });

    test('home', async ({ page }, testInfo) => {
      await signIn(page, 'admin');
      await expect(page.getByText(/^Welcome, /)).toBeVisible();
      const file = testInfo.outputPath(`home-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`home-${name}`, { path: file, contentType: 'image/png' });
    });
  });
}

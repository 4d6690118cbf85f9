import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';

// Screenshots of the arrivals screen for review, in view and edit modes, at the sizes reps and desk
// staff use it (issue 14). Attached to the report, not compared.
const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  'desktop-1280': { width: 1280, height: 800 },
  'desktop-1440': { width: 1440, height: 900 },
} as const;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Whether an element lies wholly inside the window's width (visible, not scrolled off either side). */
async function expectOnScreen(target: Locator, width: number): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const inside = box !== null && box.x >= 0 && box.x + box.width <= width;
  expect({ box, inside }).toEqual({ box, inside: true });
}

for (const [name, viewport] of Object.entries(SIZES)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('arrivals in view and edit modes', async ({ page }, testInfo) => {
      await signIn(page, 'arrivalsmanager');
      await expect(page).toHaveURL(/\/arrivals$/);
      if (viewport.width < 768) {
        await expect(page.getByText(/^Guests: \d+$/)).toBeVisible();
        await shoot(page, testInfo, `arrivals-${name}-view`);
        await page.getByRole('button', { name: 'Edit group' }).first().click();
        await expect(
          page.locator('ion-modal.group-sheet').getByRole('button', { name: 'Save' }),
        ).toBeVisible();
        await page.waitForTimeout(500);
        await shoot(page, testInfo, `arrivals-${name}-edit`);
        return;
      }
      const firstRow = page.locator('.dt-table tbody tr[data-index="0"]');
      await expect(firstRow).toBeVisible();
      await shoot(page, testInfo, `arrivals-${name}-view`);
      await firstRow.getByRole('button', { name: 'Edit' }).click();
      await expect(firstRow.getByRole('textbox', { name: 'Notes' })).toBeVisible();
      // Issue 24 item 6: the row's guest and its Save stay on screen in a table over 3,000 px wide.
      const guest = firstRow.locator('td.dt-pinned-start-edge');
      await expectOnScreen(firstRow.getByRole('button', { name: 'Save' }), viewport.width);
      await page
        .locator('.dt-scroll')
        .first()
        .evaluate((el) => el.scrollBy({ left: 1200 }));
      await expectOnScreen(firstRow.getByRole('button', { name: 'Save' }), viewport.width);
      await expectOnScreen(guest, viewport.width);
      await shoot(page, testInfo, `arrivals-${name}-edit`);
    });
  });
}

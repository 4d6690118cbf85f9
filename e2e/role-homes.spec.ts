import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 25 item 11: the supplier (the tour company's own account) lands on its bookings and reads them;
// it opens no booking (its documents carry the agency's prices) and moves no status.
for (const [name, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const) {
  test(`the supplier reads its own supplier's bookings, read only (${name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'supplier');
    await expect(page).toHaveURL(/\/bookings$/);
    const list = page.locator('.ion-page:not(.ion-page-hidden)');
    // Desert Falcon Safaris' tours only: the operator's own tours (the city tours, the cruises) are not its.
    await expect(list.getByText(/Desert Safari|Quad Bike|Balloon/).first()).toBeVisible();
    await expect(list.getByText(/City Tour|Dhow Cruise|Yacht|Burj|Museum/)).toHaveCount(0);
    await expect(list.getByRole('button', { name: /^(Confirm|Complete|Cancel)/ })).toHaveCount(0);
    await expect(list.getByRole('link', { name: /^Details/ })).toHaveCount(0);
    if (name === 'desktop') await expect(list.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`supplier-bookings-${name}.png`) });
    // And the server agrees: a booking's page is not theirs to open.
    const cookies = await page.context().cookies();
    const auth = cookies.find((c) => c.name === 'AuthToken');
    const details = await request.get('/api/agent/bookings/1', {
      headers: auth ? { Cookie: `AuthToken=${auth.value}` } : {},
    });
    expect(details.status()).toBe(403);
  });
}

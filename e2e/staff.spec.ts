import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, SignInPage } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 17, Staff: the admin invites an editor, who sets a password by the one-time link and signs in.

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('an admin on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('invites an editor, who sets a password in a fresh browser and signs in as an editor', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `nadia.${Date.now()}@caravan.demo`;
    await signIn(page, 'admin');
    await page.goto('/admin/staff');
    const invite = page.getByRole('form', { name: 'Invite a user' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nadia Haddad');
    await expect(page.getByRole('checkbox', { name: /^Editor/ })).toBeChecked();
    await invite.getByRole('button', { name: 'Invite' }).click();

    const url = page.getByRole('textbox', { name: 'Set-password link' });
    await expect(url).toHaveValue(/\/account\/setpassword\/[\w-]{40,}$/);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const link = await url.inputValue();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(page.locator('.staff-audit')).toContainText(`Invited: ${email} (editor)`);
    await shoot(page, testInfo, 'staff-tablet-invited');

    // The invitee, on another device: no session, only the link.
    const fresh = await browser.newContext({ viewport: VIEWPORTS.phone });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(other.getByText(email)).toBeVisible();
    await other.getByLabel('New password', { exact: true }).fill('short');
    await other.getByRole('button', { name: 'Set password' }).click();
    await expect(other.getByText('Password must be at least 8 characters')).toBeVisible();
    await other.getByLabel('New password', { exact: true }).fill('desert-rose-2027');
    await other.getByLabel('Repeat the new password').fill('desert-rose-2027');
    await shoot(other, testInfo, 'setpassword-phone');
    await other.getByRole('button', { name: 'Set password' }).click();
    await expect(other.getByText('Your password is set.')).toBeVisible();
    await other.getByRole('link', { name: 'Sign in' }).click();
    const form = new SignInPage(other);
    await expect(form.email).toBeVisible();
    await form.submitAs(email, 'desert-rose-2027');
    await expect(other).not.toHaveURL(/\/account\/login/i);
    const me = await other.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ email, roles: ['editor'] });

    // The link is spent.
    const again = await fresh.newPage();
    await again.goto(link);
    await expect(again.getByText(/invalid, already used or expired/)).toBeVisible();
    await fresh.close();

    // Deactivation asks first, then shows on the list.
    await page.reload();
    const listed = page.getByRole('row').filter({ hasText: email });
    await expect(listed).toContainText('Active');
    await listed.getByRole('button', { name: 'Manage Nadia Haddad' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Deactivate Nadia Haddad?')).toBeVisible();
    await page.locator('ion-alert').getByRole('button', { name: 'Deactivate' }).click();
    await expect(listed).toContainText('Deactivated');
  });
});

test('offline, the staff list stays readable and nothing can be changed', async ({ page, context }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'admin');
  await page.goto('/admin/staff');
  const manage = page.getByRole('button', { name: 'Manage Maria Santos' });
  await expect(manage).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('Offline: read only')).toBeVisible();
  await expect(manage).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeDisabled();
  await expect(page.getByText('editor@caravan.demo', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(manage).toBeEnabled();
});

test('an editor may not open the staff screen', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/admin/staff');
  await expect(page.getByText('You are not allowed to access this page')).toBeVisible();
});

for (const size of ['phone', 'tablet', 'laptop', 'desktop'] as const) {
  test(`staff screen at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, async ({ page }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[size]);
    await signIn(page, 'admin');
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByText(/^\w+@caravan\.demo$/).first()).toBeVisible();
    // Every user's actions are reachable at every size.
    await page
      .getByRole('button', { name: /^Manage / })
      .first()
      .click();
    await expect(page.locator('ion-alert').getByRole('button', { name: 'Reset password' })).toBeVisible();
    await shoot(page, testInfo, `staff-${size}-manage`);
    await page.locator('ion-alert').getByRole('button', { name: 'Cancel' }).click();
    await shoot(page, testInfo, `staff-${size}`);
  });
}

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, SignInPage } from './support/session';
import { VIEWPORTS, type ViewportName } from './support/viewports';

// Issue 17: an agency admin manages the agency's agents from My Profile, the way a supplier's admin
// manages staff on Admin → Staff; and a stale save of the supplier profile shows who saved what.

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const agentsSection = (page: Page) => page.getByRole('region', { name: /^Agents of / });

test.describe('an agency admin on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('invites an agent from My Profile, who sets a password and signs in as an agent of the agency', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `laila.${Date.now()}@caravan.demo`;
    await signIn(page, 'agencyadmin');
    await page.goto('/account');
    const section = agentsSection(page);
    await expect(section).toBeVisible();
    // The agency's own users are listed, and the admin is marked as such.
    await expect(section.getByRole('row').filter({ hasText: 'agencyadmin@caravan.demo' })).toContainText(
      'Yes',
    );

    const invite = section.getByRole('form', { name: 'Invite an agent' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(section.getByText('Email is required')).toBeVisible();
    await invite.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await invite.getByRole('textbox', { name: 'Full name' }).fill('Laila Nasser');
    // No supplier roles to choose: an agency's users are agents.
    await expect(invite.getByRole('checkbox', { name: /^Editor/ })).toHaveCount(0);
    await expect(invite.getByRole('checkbox', { name: /^Agency admin/ })).not.toBeChecked();
    await invite.getByRole('button', { name: 'Invite' }).click();

    const url = section.getByRole('textbox', { name: 'Set-password link' });
    await expect(url).toHaveValue(/\/account\/setpassword\/[\w-]{40,}$/);
    const link = await url.inputValue();
    const row = section.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(section.locator('.staff-audit')).toContainText(`Invited: ${email} (agent)`);
    await shoot(page, testInfo, 'agency-agents-tablet-invited');

    // The new agent, on their own phone: only the link.
    const fresh = await browser.newContext({ viewport: VIEWPORTS.phone });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await other.getByLabel('New password', { exact: true }).fill('oasis-palm-2027');
    await other.getByLabel('Repeat the new password').fill('oasis-palm-2027');
    await other.getByRole('button', { name: 'Set password' }).click();
    await expect(other.getByText('Your password is set.')).toBeVisible();
    await other.getByRole('link', { name: 'Sign in' }).click();
    const form = new SignInPage(other);
    await expect(form.email).toBeVisible();
    await form.submitAs(email, 'oasis-palm-2027');
    await expect(other).not.toHaveURL(/\/account\/login/i);
    const me = await other.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ email, roles: ['agent'], isAgencyAdmin: false });
    // An agent who is no agency admin has no agents section on their profile.
    await other.goto('/account');
    await expect(other.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(agentsSection(other)).toHaveCount(0);
    await fresh.close();

    // Deactivation asks first, then shows on the list; the admin's own row offers no deactivation.
    await page.reload();
    const listed = agentsSection(page).getByRole('row').filter({ hasText: email });
    await expect(listed).toContainText('Active');
    await listed.getByRole('button', { name: 'Manage Laila Nasser' }).click();
    await expect(page.locator('ion-alert').getByRole('button', { name: 'Make agency admin' })).toBeVisible();
    await page.locator('ion-alert').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Deactivate Laila Nasser?')).toBeVisible();
    await page.locator('ion-alert').getByRole('button', { name: 'Deactivate' }).click();
    await expect(listed).toContainText('Deactivated');
    await expect(agentsSection(page).locator('.staff-audit')).toContainText(`Deactivated: ${email}`);
  });
});

test.describe('My Profile of an agency admin at each size', () => {
  for (const size of ['phone', 'tablet', 'laptop', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`shows the agents with every action reachable at ${size}`, async ({ page }, testInfo) => {
      await page.setViewportSize(VIEWPORTS[size]);
      await signIn(page, 'agencyadmin');
      await page.goto('/account');
      const section = agentsSection(page);
      await expect(section.getByRole('button', { name: 'Invite' })).toBeVisible();
      const manage = section.getByRole('button', { name: /^Manage / }).first();
      await manage.scrollIntoViewIfNeeded();
      await expect(manage).toBeInViewport();
      await shoot(page, testInfo, `agency-agents-${size}`);
    });
  }
});

test.describe('a supplier admin on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('sees who saved the profile meanwhile instead of overwriting it, and keeps their edits until Reload', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin');
    await page.goto('/admin/core');
    const license = page.getByRole('textbox', { name: 'Trade License #' });
    await expect(license).toBeVisible();
    const original = await (await page.request.get('/api/suppliers/my')).json();

    // Another save lands after the screen was opened (another admin, another tab).
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const { id: _id, settlement: _settlement, ...profile } = original;
    const other = await page.request.put('/api/suppliers', {
      headers,
      data: { ...profile, address: `${original.address} (moved)` },
    });
    expect(other.ok()).toBe(true);

    await license.fill('DED-STALE-1');
    await page.getByRole('button', { name: 'Save' }).last().click();
    const notice = page.getByRole('alert').filter({ hasText: 'Someone saved this before you' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Address');
    await expect(license).toHaveValue('DED-STALE-1');
    await shoot(page, testInfo, 'supplier-stale-notice-tablet');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(license).toHaveValue(original.tradeLicenseNumber);

    // The demo's profile as it was, for the specs after this one.
    const now = await (await page.request.get('/api/suppliers/my')).json();
    const restored = await page.request.put('/api/suppliers', {
      headers,
      data: { ...profile, version: now.version },
    });
    expect(restored.ok()).toBe(true);
  });
});

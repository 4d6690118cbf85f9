import { expect, test, type Page } from '@playwright/test';
import { emailOf, fullNameOf, signIn, SignInPage, type DemoRole } from './support/session';
import { VIEWPORTS, type ViewportName } from './support/viewports';

const pathOf = (page: Page) => new URL(page.url()).pathname;

// 01-platform section 2: after sign-in without a return URL each role lands on its own start page.
// Each role is tried on the device its users carry.
const landings: { role: DemoRole; path: string; viewport: ViewportName }[] = [
  { role: 'agent', path: '/agent/bookings', viewport: 'tablet' },
  { role: 'operations', path: '/bookings', viewport: 'desktop' },
  { role: 'arrivalsmanager', path: '/arrivals', viewport: 'phone' },
  { role: 'admin', path: '/', viewport: 'desktop' },
  // Issue 25 item 11: every role lands on its work.
  { role: 'ticketsadmin', path: '/tickets/stock', viewport: 'tablet' },
  { role: 'supplier', path: '/bookings', viewport: 'desktop' },
  { role: 'superadmin', path: '/bookings', viewport: 'phone' },
];

test.describe('sign-in landing', () => {
  for (const { role, path, viewport } of landings) {
    test(`${role} lands on ${path} (${viewport})`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await signIn(page, role);
      await expect.poll(() => pathOf(page)).toBe(path);
    });
  }

  test('Home greets the admin by full name', async ({ page, request }) => {
    const fullName = await fullNameOf(request, 'admin');
    await signIn(page, 'admin');
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.getByText(`Welcome, ${fullName}`)).toBeVisible();
  });

  test('a signed-in user opening the sign-in page is sent to /', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/account/login');
    await expect.poll(() => pathOf(page)).toBe('/');
  });
});

test.describe('guards', () => {
  test('an anonymous visit of /bookings goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/bookings');
    await expect.poll(() => pathOf(page)).toBe('/account/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/bookings');

    // admin would land on / by role, so arriving at /bookings proves the return URL was followed.
    await signIn(page, 'admin');
    await expect.poll(() => pathOf(page)).toBe('/bookings');
    await expect(page.getByText('You are not allowed to access this page')).toHaveCount(0);
  });

  test('a route the role may not open says so', async ({ page }) => {
    await signIn(page, 'arrivalsmanager');
    await page.goto('/bookings');
    await expect(page.getByText('You are not allowed to access this page')).toBeVisible();
    expect(pathOf(page)).toBe('/bookings');
  });
});

test.describe('sign-in form', () => {
  test('a wrong password is refused with the spec message', async ({ page }) => {
    const form = new SignInPage(page);
    await form.open();
    await form.submitAs(emailOf('agent'), 'not-the-password');
    await expect(page.getByText('Wrong email of password')).toBeVisible();
    expect(pathOf(page)).toBe('/account/login');
  });

  test('empty fields are required', async ({ page }) => {
    const form = new SignInPage(page);
    await form.open();
    await form.submit.click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(pathOf(page)).toBe('/account/login');
  });
});

test.describe('My Account', () => {
  test('opens with the e-mail and signs out', async ({ page }) => {
    await signIn(page, 'arrivalsmanager');
    await expect(page).toHaveURL(/\/arrivals$/);
    await page.locator('ion-button.account-menu-button:visible').first().click();
    const menu = page.locator('ion-popover');
    await expect(menu.getByText(emailOf('arrivalsmanager'))).toBeVisible();
    await menu.getByText('Sign Out').click();
    await expect(page).toHaveURL(/\/account\/log/);
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Every demo user shares this password (README, seed). */
export const DEMO_PASSWORD = 'caravan2026';

export type DemoRole =
  | 'operations'
  | 'ticketsadmin'
  | 'guide'
  | 'admin'
  | 'superadmin'
  | 'arrivalsadmin'
  | 'arrivalsmanager'
  | 'supplier'
  | 'sales'
  | 'accounts'
  | 'agent'
  | 'agencyadmin'
  | 'driver'
  | 'editor'
  | 'supereditor'
  | 'airportrep';

export const emailOf = (role: DemoRole): string => `${role}@caravan.demo`;

/** The sign-in screen at /account/login. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.locator('input[name="email"], input[type="email"]').first();
    this.password = page.locator('input[name="password"], input[type="password"]').first();
    this.submit = page.getByRole('button', { name: /^(sign in|log in|login)$/i });
  }

  async open(returnUrl?: string): Promise<void> {
    await this.page.goto(
      returnUrl ? `/account/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/account/login',
    );
    await expect(this.email).toBeVisible();
  }

  async submitAs(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/**
 * Signs in through the form as the demo user of a role. Opens the sign-in page unless the browser is
 * already on it (after a redirect that carries a return URL, for instance).
 */
export async function signIn(page: Page, role: DemoRole, password = DEMO_PASSWORD): Promise<void> {
  const form = new SignInPage(page);
  if (new URL(page.url(), 'http://localhost').pathname.toLowerCase() !== '/account/login') await form.open();
  await expect(form.email).toBeVisible();
  await form.submitAs(emailOf(role), password);
  await expect(page).not.toHaveURL(/\/account\/login/i);
}

/** The full name the server puts into the role's token, as the Home page should greet it. */
export async function fullNameOf(request: APIRequestContext, role: DemoRole): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { email: emailOf(role), password: DEMO_PASSWORD, returnUrl: null },
  });
  expect(response.ok(), `sign-in of ${emailOf(role)} answered ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    fullName: string;
  };
  return payload.fullName;
}

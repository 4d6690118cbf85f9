import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 26 item 10: a supplier's admin gives an agency an OCTO API key on the agency's Contracting
// page; the key (shown once) opens /octo to the agency's system, and revoking it shuts it at once.
// The third agency is used: no other spec sells through it.

const AGENT = 'agent3' as DemoRole;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function agencyOf(page: Page, role: DemoRole): Promise<string> {
  const res = await page.request.post('/api/auth/signin', {
    data: { email: `${role}@caravan.demo`, password: 'caravan2026', returnUrl: null },
  });
  const { token } = (await res.json()) as { token: string };
  return (
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { agencyName: string }
  ).agencyName;
}

for (const [name, viewport] of [
  ['390x844', VIEWPORTS.phone],
  ['1280x800', VIEWPORTS.laptop],
] as const) {
  test(`an admin issues an agency an OCTO key and revokes it (${name})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const agencyName = await agencyOf(page, AGENT);
    await signIn(page, 'admin');
    await page.goto('/admin/contracting');
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill(agencyName.slice(0, 6));
    await page.getByRole('button', { name: `Contracts of ${agencyName}` }).click();
    await expect(page.getByRole('heading', { name: 'OCTO API keys' })).toBeVisible();

    await page.getByRole('button', { name: 'Issue a key' }).click();
    const box = page.getByRole('status', { name: 'OCTO API key' });
    await expect(box).toBeVisible();
    const key = await box.getByRole('textbox', { name: 'OCTO API key' }).inputValue();
    expect(key).toMatch(/^cvo_/);
    const prefix = key.slice(0, 12);
    const card = page.getByRole('listitem').filter({ hasText: `Key ${prefix}…` });
    await expect(card).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, `octo-key-issued-${name}`);
    // Nothing is cut off: the key's field and buttons fit the page's width.
    const width = page.viewportSize()!.width;
    const field = await box.getByRole('textbox').boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(width);

    // The agency's system reads the supplier's products with it.
    const products = await page.request.get('/octo/products', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(products.status()).toBe(200);

    await box.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('textbox', { name: 'OCTO API key' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Revoke' }).click();
    await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    const refused = await page.request.get('/octo/products', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('FORBIDDEN');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, `octo-key-revoked-${name}`);
  });
}

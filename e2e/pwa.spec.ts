import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fetchStatusFromPage, waitForServiceWorkerControl } from './support/browser';
import { signIn } from './support/session';

interface WebManifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test.describe('installable app', () => {
  test('the page links a manifest with 192, 512 and maskable icons that load', async ({ page, request }) => {
    await page.goto('/account/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();

    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Caravan',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f4e79',
    });

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
    }
  });

  test('the service worker precaches every built script and style sheet', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    const source = await sw.text();
    const built = readdirSync(path.resolve('dist/assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(built.length).toBeGreaterThan(0);
    const missing = built.filter((file) => !source.includes(`"assets/${file}"`));
    expect(missing, 'assets absent from the precache manifest').toEqual([]);
    expect(source).toContain('"index.html"');
  });

  test('API calls and downloads bypass the app shell', async ({ page }) => {
    await page.goto('/account/login');
    await waitForServiceWorkerControl(page);
    // A navigation to an API path must reach the server, not the app shell.
    const api = await page.goto('/api/health');
    expect(api?.headers()['content-type']).toContain('application/json');
    // Vouchers and invoices open as links; the server answers them, never the app shell.
    const download = await page.goto('/bookings/download/0');
    expect(download?.headers()['content-type']).not.toContain('text/html');
  });
});

test.describe('offline', () => {
  test('the signed-in app starts from the service worker with no network', async ({ page, context }) => {
    await page.goto('/account/login');
    const scriptUrl = await waitForServiceWorkerControl(page);
    expect(scriptUrl).toMatch(/\/sw\.js$/);

    await signIn(page, 'admin');
    const search = page.getByPlaceholder('Search and hit enter');
    await expect(search).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByPlaceholder('Search and hit enter')).toBeVisible();
    // On phones the label moves into the menu; at this desktop size it is in the header.
    await expect(page.getByText('1.2.30').filter({ visible: true }).first()).toBeVisible();

    // Data is TanStack Query's to cache; the service worker must not answer API calls itself.
    expect(await fetchStatusFromPage(page, '/api/health')).toBe('network error');

    // A route never opened online still renders: its chunk came from the precache.
    await page.goto('/tours');
    await expect(page.getByPlaceholder('Search and hit enter')).toBeVisible();
    await context.setOffline(false);
  });
});

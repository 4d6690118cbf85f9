import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { DEMO_PASSWORD, emailOf, SignInPage, signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// The page-side browser APIs these tests touch (the e2e project compiles without the DOM library).
declare const caches: {
  keys(): Promise<string[]>;
  open(name: string): Promise<{
    keys(): Promise<Array<{ url: string }>>;
    match(request: { url: string }): Promise<FetchResponse | undefined>;
    put(request: { url: string }, response: FetchResponse): Promise<void>;
  }>;
};
interface FetchResponse {
  text(): Promise<string>;
  headers: unknown;
}
declare const Response: new (body: string, init: { headers: unknown }) => FetchResponse;

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;

/** The arrivals list's group ids (TD-2611-0042), whichever layout shows them. */
const groupIds = (page: Page) => page.getByText(/^TD-\d{4}-\d{4}$/).filter({ visible: true });
const menuLink = (page: Page, name: string) =>
  page.locator('ion-menu').getByRole('link', { name, exact: true });
const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

/**
 * A new release, as the installed app gets it: the service worker's copy of the app's scripts is the
 * new version's, whose version number is another. Everything else (the cache's shape) is unchanged.
 */
async function installRelease(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    async ([before, after]) => {
      let changed = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (!/\.js(\?|$)/.test(request.url)) continue;
          const response = await cache.match(request);
          const text = (await response?.text()) ?? '';
          const literal = new RegExp(`([\`"'])${before.replaceAll('.', '\\.')}\\1`, 'g');
          if (!literal.test(text)) continue;
          await cache.put(
            request,
            new Response(text.replace(literal, `$1${after}$1`), { headers: response!.headers }),
          );
          changed += 1;
        }
      }
      return changed;
    },
    [from, to],
  );
}

test('the guests kept on the device are still there offline after an update to a new version', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'arrivalsmanager');
  await waitForServiceWorkerControl(page);
  await expect(visibleHeader(page).getByText(version, { exact: true })).toBeVisible();
  await expect(groupIds(page).first()).toBeVisible();
  await page.waitForTimeout(CACHE_WRITE_MS);

  // The new version is taken ('Later', then the app closed); it starts next time, offline.
  expect(await installRelease(page, version, '99.0.0')).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(visibleHeader(page).getByText('99.0.0', { exact: true })).toBeVisible();
  await expect(visibleHeader(page).getByText(/^Offline — data from \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Offline — nothing saved on this device for this screen')).toHaveCount(0);
  await expect(groupIds(page).first()).toBeVisible();
  await context.setOffline(false);
});

test.describe('without a service worker (first visit, private window)', () => {
  test.use({ serviceWorkers: 'block' });
  test.describe.configure({ timeout: 120_000 });

  async function openFromMenu(page: Page, item: string): Promise<void> {
    await menuLink(page, item).click();
  }

  test('a screen opened offline shows the shell, says it could not load and loads once back online', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin');
    await expect(menuLink(page, 'Tours')).toBeVisible();
    await context.setOffline(true);
    await openFromMenu(page, 'Tours');
    await expect(page).toHaveURL(/\/tours$/);
    const header = visibleHeader(page);
    await expect(header.getByText('Screen not loaded')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'This screen could not be loaded. Check the network and try again.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(menuLink(page, 'Tours')).toBeVisible();

    // Trying again offline keeps the message; the network back, the screen loads by itself.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await context.setOffline(false);
    await expect(visibleHeader(page).getByText('Tours', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a screen whose style sheet fails says so, and Try again brings it with its styles', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(menuLink(page, 'Availability Chart')).toBeVisible();
    await page.route(/\/assets\/AvailabilityPage-[^/]+\.css$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await openFromMenu(page, 'Availability Chart');
    await expect(visibleHeader(page).getByText('Screen not loaded')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This screen could not be loaded.');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(visibleHeader(page).getByText('Availability Chart', { exact: true })).toBeVisible();
    // availability.css lays the legend out in a row.
    await expect(page.getByRole('list', { name: 'Legend' })).toHaveCSS('display', 'flex');
  });
});

test('offline, a screen with nothing saved on the device says so, not "Loading…" or "no tours"', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const nothingSaved =
    'Nothing is saved on this device for this screen yet. It loads when the network is back.';

  await page.goto('/availability');
  await expect(visibleHeader(page).getByText('Availability Chart', { exact: true })).toBeVisible();
  await expect(page.getByText(nothingSaved)).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByText(/Showing the data last seen on this device/)).toHaveCount(0);

  await page.goto('/tours');
  await expect(visibleHeader(page).getByText('Tours', { exact: true })).toBeVisible();
  await expect(page.getByText(nothingSaved).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('No tours match these filters.')).toHaveCount(0);
  await context.setOffline(false);
});

// An IndexedDB cursor, as the test below walks the outbox (the e2e project has no DOM library).
interface EntryCursor {
  value: { createdAt: number };
  update(value: unknown): unknown;
  continue(): void;
}
declare const indexedDB: {
  open(name: string): {
    onsuccess: (() => void) | null;
    result: {
      transaction(
        store: string,
        mode: 'readwrite',
      ): {
        objectStore(name: string): {
          openCursor(): { onsuccess: (() => void) | null; result: EntryCursor | null };
        };
        oncomplete: (() => void) | null;
      };
      close(): void;
    };
  };
};

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a change waiting over 24 hours colours the header count and is called out on the arrivals screen', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Signed in through the form, with the patience a loaded machine needs for the first load.
    const form = new SignInPage(page);
    await form.open();
    await form.submitAs(emailOf('arrivalsmanager'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/arrivals/, { timeout: 60_000 });
    await waitForServiceWorkerControl(page);
    await expect(groupIds(page).first()).toBeVisible();
    await page.waitForTimeout(CACHE_WRITE_MS);
    const staleText = 'Waiting for more than 24 hours: 1. Check the network, or sign in again.';

    // A change made offline, which (as the test makes it) has waited since yesterday morning.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit group' }).filter({ visible: true }).first().click();
    const sheet = page.locator('ion-modal.group-sheet');
    await sheet.getByRole('textbox', { name: 'Notes' }).fill(`Waited a day ${Date.now() % 100_000}`);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
    const count = visibleHeader(page).locator('.outbox-status');
    await expect(count).toHaveAttribute('aria-label', 'Waiting to be sent: 1');
    await expect(page.getByText(staleText)).toHaveCount(0);
    await page.evaluate(
      (age) =>
        new Promise<void>((resolve) => {
          const opened = indexedDB.open('caravan-outbox');
          opened.onsuccess = () => {
            const tx = opened.result.transaction('entries', 'readwrite');
            const walk = tx.objectStore('entries').openCursor();
            walk.onsuccess = () => {
              const cursor = walk.result;
              if (!cursor) return;
              cursor.update({ ...cursor.value, createdAt: cursor.value.createdAt - age });
              cursor.continue();
            };
            tx.oncomplete = () => {
              opened.result.close();
              resolve();
            };
          };
        }),
      25 * 3600_000,
    );

    // The app opened again, still offline: the count is red and says why; the arrivals screen says it too.
    await page.reload();
    await expect(count).toHaveAttribute('aria-label', staleText);
    await expect(count.locator('ion-badge')).toHaveAttribute('color', 'danger');
    const notice = page.getByRole('alert').filter({ hasText: staleText });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Open Outbox' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await context.setOffline(false);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

// The e2e project compiles without the DOM library (it shares tsconfig.server.json with the API).
// These functions run inside the page, so they describe the few browser APIs they touch locally.
declare function fetch(url: string): Promise<{ status: number }>;
declare const navigator: {
  serviceWorker: {
    ready: Promise<unknown>;
    controller: { scriptURL: string } | null;
    addEventListener(type: 'controllerchange', listener: () => void, options?: { once: boolean }): void;
  };
};

/**
 * Waits until a service worker has activated and controls the page. The first visit is controlled
 * without a reload because the worker claims its clients on activation.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

/** The HTTP status a fetch from the page gets, or 'network error' when it never got an answer. */
export async function fetchStatusFromPage(page: Page, url: string): Promise<number | 'network error'> {
  return page.evaluate(async (target) => {
    try {
      return (await fetch(target)).status;
    } catch {
      return 'network error' as const;
    }
  }, url);
}

/**
 * The one visible element a locator names, once Ionic's page transition has ended. While a route
 * animates, the page being left and the page being entered are both visible, so a `visible: true`
 * filter still matches twice and Playwright's strict mode fails at once instead of waiting.
 */
export async function theOneVisible(locator: Locator): Promise<Locator> {
  const visible = locator.filter({ visible: true });
  // One is not enough at a single look: just before the animation starts, only the page being left
  // shows. One, still one a moment later, is the page that stays.
  await expect(async () => {
    expect(await visible.count()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await visible.count()).toBe(1);
  }).toPass({ timeout: 15_000 });
  return visible;
}

// What the data-table bench does in Chromium; every figure is read from the page's Performance API.
import type { Page } from '@playwright/test';

// The bench compiles without the DOM library (tsconfig.server.json); these run inside the page.
declare const performance: {
  getEntriesByName(name: string): Array<{ duration: number }>;
  clearMeasures(): void;
};

export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/account/login`);
  await page.locator('input[name="email"], input[type="email"]').first().fill('admin@caravan.demo');
  await page.locator('input[name="password"], input[type="password"]').first().fill('caravan2026');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('/account/login'));
}

/** Waits for a User Timing measure the table records and returns its latest duration. */
export async function measured(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: timeoutMs });
  const duration = await page.evaluate((n) => performance.getEntriesByName(n).at(-1)?.duration ?? NaN, name);
  await page.evaluate(() => performance.clearMeasures());
  return duration;
}

/**
 * Frame times while the rows scroll by 300 px a frame: how smooth 10,000 rows feel. The page code is
 * a string: tsx would wrap a named function in a helper the page does not have.
 */
export async function scrollFrames(page: Page, selector: string, frames: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const scroller = document.querySelector(${JSON.stringify(selector)});
    const times = [];
    let last = 0;
    const step = (time) => {
      if (last) times.push(time - last);
      last = time;
      if (scroller) scroller.scrollTop += 300;
      if (times.length < ${frames}) requestAnimationFrame(step);
      else resolve(times);
    };
    requestAnimationFrame(step);
  })`) as Promise<number[]>;
}

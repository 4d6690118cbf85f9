import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 24 item 19: every main screen of every role, at phone and desktop size, has no critical and no
// serious accessibility violation by axe-core's WCAG 2 A/AA rules. One sign-in per role; each screen is
// opened once and checked at both sizes (the window is resized in place: the layout follows the width).

const SIZES = [
  ['desktop', VIEWPORTS.laptop],
  ['phone', VIEWPORTS.phone],
] as const;

interface Finding {
  screen: string;
  size: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The critical and serious violations axe finds on the page as it is now. */
async function violations(page: Page, screen: string, size: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      screen,
      size,
      id: v.id,
      impact: v.impact!,
      help: v.help,
      // Where, and axe's reason for the node (for contrast: the two colours and their ratio).
      targets: v.nodes.map((n) => `${n.target.join(' > ')}  ${n.any[0]?.message ?? ''}`),
    }));
}

/** A screen is ready when the current page shows and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  // The signed-out pages have a light shell of their own; every other screen is an Ionic page.
  const screen = page.locator('ion-content.page-content, .public-shell').filter({ visible: true });
  await expect(screen.first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('ion-spinner:visible, ion-loading')).toHaveCount(0, { timeout: 10_000 });
  // Ionic's page transition and a list's first draw end within a moment after the data came.
  await page.waitForTimeout(300);
}

/** Checks the page at both sizes; `prepare` brings it back to the state to check after a resize. */
async function check(
  page: Page,
  found: Finding[],
  screen: string,
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await settle(page);
    await prepare(page);
    const t0 = Date.now();
    found.push(...(await violations(page, screen, size)));
    console.log(`${screen} ${size} axe ${Date.now() - t0} ms`);
  }
}

/**
 * A catalogue form: the phone shows every section in one column, the desktop one tab at a time, so
 * each further tab is opened and checked at desktop size.
 */
async function checkSections(page: Page, found: Finding[], screen: string): Promise<void> {
  await check(page, found, screen);
  await page.setViewportSize(VIEWPORTS.laptop);
  const tabs = page.locator('ion-segment ion-segment-button');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    await tabs.nth(i).click();
    await settle(page);
    const section = (await tabs.nth(i).getAttribute('data-section')) ?? String(i);
    found.push(...(await violations(page, `${screen}: ${section}`, 'desktop')));
  }
}

/** The first link on the page whose path matches, once the list that holds it has come. */
async function firstHref(page: Page, path: RegExp): Promise<string> {
  let href: string | undefined;
  await expect(async () => {
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links.map((a) => (a as unknown as { getAttribute(n: string): string }).getAttribute('href')),
      );
    href = hrefs.find((h) => path.test(h));
    expect(href, `a link to ${path}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return href!;
}

async function visit(page: Page, found: Finding[], screen: string, href: string) {
  await page.goto(href);
  await check(page, found, screen);
}

function report(found: Finding[]): string {
  return found
    .map((f) => `${f.screen} (${f.size}): ${f.impact} ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

type Language = 'en' | 'ru';

async function signedIn(browser: Browser, testInfo: TestInfo, role: DemoRole | null, language: Language) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.laptop,
  });
  const page = await context.newPage();
  if (role) await signIn(page, role);
  else await page.goto('/account/login');
  // The language a user chose is kept on the device: the pages opened next start in it. (Set after
  // signing in: the sign-in helper reads the English form.)
  if (language !== 'en') await page.evaluate(`localStorage.setItem('language', '${language}')`);
  return { context, page };
}

/** Runs a role's screens and fails with every finding listed. */
function role(
  title: string,
  who: DemoRole | null,
  screens: (page: Page, found: Finding[]) => Promise<void>,
  language: Language = 'en',
) {
  const named = language === 'en' ? title : `${title} in ${language === 'ru' ? 'Russian' : language}`;
  test(`${named}: no critical or serious axe violation at phone and desktop size`, async ({
    browser,
  }, testInfo) => {
    // Generous: axe reads every node of a long list, and the machine the suite runs on may be busy.
    test.setTimeout(400_000);
    const { context, page } = await signedIn(browser, testInfo, who, language);
    const found: Finding[] = [];
    try {
      await screens(page, found);
      // The screens were read in the language asked for (a longer word wraps or is cut elsewhere).
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    } finally {
      await context.close();
    }
    expect(found.length, report(found)).toBe(0);
  });
}

role('signed out', null, async (page, found) => {
  await visit(page, found, 'sign-in', '/account/login');
});

role('agent', 'agent', async (page, found) => {
  await visit(page, found, 'home', '/');
  await visit(page, found, 'agent bookings', '/agent/bookings');
  const firstDetails = page.locator('a[href*="/agent/bookings/details/"]').first();
  const href = await firstDetails.getAttribute('href');
  expect(href, 'the agent has a booking to open').toBeTruthy();
  await visit(page, found, 'a booking', href!);
  await visit(page, found, 'new booking', '/agent/bookings/add');
  await visit(page, found, 'commissions', '/agent/commissions');
  await visit(page, found, 'outbox', '/outbox');
  await visit(page, found, 'profile', '/account');
});

role('operations', 'operations', async (page, found) => {
  await visit(page, found, 'bookings', '/bookings');
  await visit(page, found, 'availability chart', '/availability');
  // The slot-day sheet operations dispatch from (crew, stop-sell), opened from the desktop's grid.
  await page.setViewportSize(VIEWPORTS.laptop);
  await page.locator('.av-grid tbody td:not(.av-notRunning) button').first().click();
  await expect(page.locator('ion-modal')).toBeVisible();
  await check(page, found, 'dispatch sheet');
});

role('arrivals', 'arrivalsmanager', async (page, found) => {
  // Cards on a phone, the table on a desktop: the same route.
  await visit(page, found, 'arrivals', '/arrivals');
  const group = page.locator('a[href*="/agent/bookings/g-"]').first();
  const href = await group.getAttribute('href');
  expect(href, 'an arrival links to its group’s bookings').toBeTruthy();
  await visit(page, found, 'group bookings', href!);
});

role('editor', 'editor', async (page, found) => {
  await visit(page, found, 'home', '/');
  await visit(page, found, 'tours', '/tours');
  const tourHref = await firstHref(page, /^\/tours\/\d+$/);
  const offerHref = await firstHref(page, /^\/tours\/\d+\/\d+$/);
  await page.goto(tourHref);
  await checkSections(page, found, 'tour editor');
  await page.goto(offerHref);
  await checkSections(page, found, 'ticket editor');
  await visit(page, found, 'time slots', '/timeslots');
  await visit(page, found, 'time slot group', await firstHref(page, /^\/timeslots\/(?!add$)[^/#?]+$/));
  await visit(page, found, 'pick-up times', '/pickuptimes');
  await visit(page, found, 'pick-up set (hotels)', await firstHref(page, /^\/pickuptimes\/\d+$/));
  await visit(page, found, 'media manager', '/mediamanager');
});

role('admin', 'admin', async (page, found) => {
  for (const tab of ['core', 'contacts', 'contracting', 'staff', 'defaultsettings', 'providers'])
    await visit(page, found, `admin ${tab}`, `/admin/${tab}`);
  await visit(page, found, 'ticket stock', '/tickets/stock');
});

role('guide', 'guide', async (page, found) => {
  await visit(page, found, 'my day', '/myday');
  const dayHref = await page.locator('a[href^="/day/"]').first().getAttribute('href');
  expect(dayHref, 'the guide has a slot-day').toBeTruthy();
  await visit(page, found, 'day manifest', dayHref!);
});

role('airport rep', 'airportrep', async (page, found) => {
  await visit(page, found, 'airport', '/airport');
});

// In Russian, a handful of screens of five roles: longer words, other names for icon buttons and
// fields, Ionic's own texts given in Russian (issue 24 item 19, "looked at again … in Russian").
role('signed out', null, async (page, found) => visit(page, found, 'sign-in', '/account/login'), 'ru');

role(
  'agent',
  'agent',
  async (page, found) => {
    await visit(page, found, 'agent bookings', '/agent/bookings');
    await visit(page, found, 'new booking', '/agent/bookings/add');
  },
  'ru',
);

role('arrivals', 'arrivalsmanager', async (page, found) => visit(page, found, 'arrivals', '/arrivals'), 'ru');

role(
  'editor',
  'editor',
  async (page, found) => {
    await visit(page, found, 'tours', '/tours');
    await page.goto(await firstHref(page, /^\/tours\/\d+$/));
    await checkSections(page, found, 'tour editor');
    await visit(page, found, 'media manager', '/mediamanager');
  },
  'ru',
);

role('guide', 'guide', async (page, found) => visit(page, found, 'my day', '/myday'), 'ru');

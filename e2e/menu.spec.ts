import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

type Entry = { link: string; href: string } | { group: string; links: { link: string; href: string }[] };

// 01-platform section 6, written out from the spec text (not from the app's menu code).
const home: Entry = { link: 'Home', href: '/' };
const arrivals: Entry = { link: 'Arrivals', href: '/arrivals' };
// The airport rep's day (issue 25 item 8): theirs, and the arrivals staff's who run it.
const airport: Entry = { link: 'Airport Arrivals', href: '/airport' };
const agentLinks = [
  { link: 'Bookings', href: '/agent/bookings' },
  { link: 'Commissions', href: '/agent/commissions' },
  { link: 'Add New Booking', href: '/agent/bookings/add' },
];
// Beside the operator's 'Bookings' (/bookings), the grouped agent list is named apart.
const agentGroup: Entry = {
  group: 'Agent',
  links: [{ link: 'Agent Bookings', href: '/agent/bookings' }, ...agentLinks.slice(1)],
};
const bookings: Entry = { link: 'Bookings', href: '/bookings' };
const manageGroup: Entry = {
  group: 'Manage',
  links: [
    { link: 'Tours', href: '/tours' },
    { link: 'Time Slots', href: '/timeslots' },
    { link: 'Pick Up Times', href: '/pickuptimes' },
    { link: 'Availability Chart', href: '/availability' },
    { link: 'Media Manager', href: '/mediamanager' },
    { link: 'Ticket Types', href: '/tickets/types' },
  ],
};
const adminGroup: Entry = {
  group: 'Admin',
  links: [
    { link: 'Core Info', href: '/admin/core' },
    { link: 'Contacts', href: '/admin/contacts' },
    { link: 'Contracting', href: '/admin/contracting' },
    { link: 'Staff', href: '/admin/staff' },
    { link: 'Default Settings', href: '/admin/defaultsettings' },
    { link: 'Ticket Providers', href: '/admin/providers' },
  ],
};

// Only items whose screen opens for the user (issue 14 item 7; docs/decisions.md, route role lists).
const expectedMenus: Partial<Record<DemoRole, Entry[]>> = {
  agent: [home, ...agentLinks],
  arrivalsmanager: [home, arrivals, airport],
  arrivalsadmin: [home, arrivals, airport],
  airportrep: [home, airport],
  operations: [home, agentGroup, bookings, { link: 'Availability Chart', href: '/availability' }],
  sales: [home, agentGroup],
  accounts: [home, bookings],
  editor: [home, manageGroup],
  // The attraction-ticket stock (issue 25 item 9) is the supplier admin's too.
  admin: [
    home,
    arrivals,
    airport,
    agentGroup,
    bookings,
    manageGroup,
    { link: 'Ticket Stock', href: '/tickets/stock' },
    adminGroup,
  ],
  ticketsadmin: [home, { link: 'Ticket Stock', href: '/tickets/stock' }],
  // Readers of the booking list, and nothing else (issue 25 item 11).
  supplier: [home, bookings],
  superadmin: [home, bookings],
  // A guide's own screen is their day (issue 25 item 4); they land on it.
  guide: [home, { link: 'My day', href: '/myday' }],
};

/**
 * The side menu as the user sees it: top-level links and titled groups, in order. Groups are read
 * by their semantics (an ion-item-group or an element with role="group") and titled by their
 * heading, so the test survives markup changes that a user would not notice.
 */
async function readMenu(page: Page): Promise<Entry[]> {
  const list = page.locator('ion-menu').getByRole('navigation', { name: 'Menu' });
  await expect(list.locator('ion-item').first()).toBeVisible();
  return list.evaluate((root: ElementLike) => {
    const text = (el: ElementLike | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    // ion-item renders its anchor in its shadow root; the href is on the element's property.
    const linkOf = (item: ElementLike) => ({
      link: text(item.querySelector('ion-label') ?? item),
      href: item.href ?? item.shadowRoot?.querySelector('a')?.getAttribute('href') ?? '',
    });
    const entries: Entry[] = [];
    for (const child of Array.from(root.children)) {
      if (child.tagName === 'ION-ITEM-GROUP' || child.getAttribute('role') === 'group') {
        const heading = child.querySelector('h1, h2, h3, h4, h5, h6, ion-item-divider, ion-list-header');
        entries.push({
          group: heading ? text(heading) : (child.getAttribute('aria-label') ?? ''),
          links: Array.from(child.querySelectorAll('ion-item')).map(linkOf),
        });
      } else {
        for (const item of child.tagName === 'ION-ITEM'
          ? [child]
          : Array.from(child.querySelectorAll('ion-item'))) {
          entries.push(linkOf(item));
        }
      }
    }
    return entries;
  });
}

// The e2e project compiles without the DOM library; this is the part of Element readMenu touches.
interface ElementLike {
  tagName: string;
  textContent: string | null;
  href?: string;
  children: ArrayLike<ElementLike>;
  shadowRoot: {
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  } | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): ElementLike | null;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
}

/** On tablets and desktops the menu sits beside the page, not under it. */
async function expectMenuBesideContent(page: Page): Promise<void> {
  const menu = await page.locator('ion-menu').boundingBox();
  const content = await page.locator('ion-router-outlet').first().boundingBox();
  expect(menu && menu.width).toBeGreaterThan(0);
  expect(content?.x, 'left edge of the page content').toBeGreaterThanOrEqual(
    Math.floor(menu!.x + menu!.width),
  );
}

test.describe('menu by role (desktop, menu beside the content)', () => {
  for (const [role, expected] of Object.entries(expectedMenus) as [DemoRole, Entry[]][]) {
    test(role, async ({ page }) => {
      await signIn(page, role);
      expect(await readMenu(page)).toEqual(expected);
      await expectMenuBesideContent(page);
    });
  }

  test('stays beside the content on a tablet, also after a reload', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.tablet);
    await signIn(page, 'operations');
    await expectMenuBesideContent(page);
    await page.reload();
    await expect(page.locator('ion-menu ion-item').first()).toBeVisible();
    await expectMenuBesideContent(page);
  });
});

test.describe('menu on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('is a drawer that opens from the header and closes after choosing', async ({ page }) => {
    await signIn(page, 'agent');
    const menu = page.locator('ion-menu');
    const commissions = menu.locator('ion-item', { hasText: 'Commissions' });
    await expect(commissions).toBeHidden();

    await page.locator('ion-menu-button').filter({ visible: true }).first().click();
    await expect(commissions).toBeVisible();
    await commissions.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agent/commissions');
    await expect(commissions).toBeHidden();
  });

  test('closes after a tap made while it still slides open', async ({ page }) => {
    await signIn(page, 'agent');
    const commissions = page.locator('ion-menu').locator('ion-item', { hasText: 'Commissions' });
    await page.locator('ion-menu-button').filter({ visible: true }).first().click();
    // No waiting for the drawer to settle: a thumb does not wait for the animation either.
    await commissions.dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agent/commissions');
    await expect(commissions).toBeHidden();
  });
});

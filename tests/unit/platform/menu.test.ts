import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../contract';
import { buildMenu, menuLeaves, type MenuEntry } from '../../../src/platform/menu';

/** The menu as readable lines: 'Title /href' for links, 'Group: a, b' for groups. */
function outline(menu: MenuEntry[]): string[] {
  return menu.map((e) =>
    e.kind === 'link'
      ? `${e.title} ${e.href}`
      : `${e.title}: ${e.items.map((i) => `${i.title} ${i.href}`).join(', ')}`,
  );
}

/** An agent is an agency's user; everyone else here is the operator's staff. */
const whoFor = (roles: readonly Role[]) =>
  roles.includes('agent')
    ? { agencyId: 1, isOperatorStaff: false }
    : { agencyId: null, isOperatorStaff: true };
const menuOf = (roles: Role[]) => buildMenu(roles, whoFor(roles));

const HOME = 'Home /';
// A guide's or driver's slot-days (issue 25 item 4).
const MY_DAY = 'My day /myday';
const AGENT_FLAT = [
  'Bookings /agent/bookings',
  'Commissions /agent/commissions',
  'Add New Booking /agent/bookings/add',
];
// Named apart from the operator's 'Bookings' (/bookings) that staff see beside it.
const AGENT_GROUP = `Agent: Agent Bookings /agent/bookings, ${AGENT_FLAT.slice(1).join(', ')}`;
const ARRIVALS = 'Arrivals /arrivals';
// The airport rep's day (issue 25 item 8): theirs, and the arrivals staff's who run it.
const AIRPORT = 'Airport Arrivals /airport';
const BOOKINGS = 'Bookings /bookings';
// Operations run the day from the availability chart, without the rest of Manage.
const CHART = 'Availability Chart /availability';
const MANAGE =
  'Manage: Tours /tours, Time Slots /timeslots, Pick Up Times /pickuptimes, Availability Chart /availability, Media Manager /mediamanager, Ticket Types /tickets/types';
// The attraction-ticket stock (issue 25 item 9): the tickets admin's and the supplier admin's.
const STOCK = 'Ticket Stock /tickets/stock';
const ADMIN =
  'Admin: Core Info /admin/core, Contacts /admin/contacts, Contracting /admin/contracting, Staff /admin/staff, Default Settings /admin/defaultsettings, Ticket Providers /admin/providers';

// Only items whose screen opens for the role: no menu item ends on 'You are not allowed to access this page'.
const expected: Record<Role, string[]> = {
  operations: [HOME, AGENT_GROUP, BOOKINGS, CHART],
  ticketsadmin: [HOME, STOCK],
  guide: [HOME, MY_DAY],
  admin: [HOME, ARRIVALS, AIRPORT, AGENT_GROUP, BOOKINGS, MANAGE, STOCK, ADMIN],
  superadmin: [HOME, BOOKINGS],
  arrivalsadmin: [HOME, ARRIVALS, AIRPORT],
  arrivalsmanager: [HOME, ARRIVALS, AIRPORT],
  supplier: [HOME, BOOKINGS],
  sales: [HOME, AGENT_GROUP],
  accounts: [HOME, BOOKINGS],
  agent: [HOME, ...AGENT_FLAT],
  driver: [HOME, MY_DAY],
  editor: [HOME, MANAGE],
  supereditor: [HOME, MANAGE],
  airportrep: [HOME, AIRPORT],
};

describe('buildMenu', () => {
  it('covers every known role', () => {
    expect(Object.keys(expected).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.map((r) => [r]))('builds the menu of a %s', (role) => {
    expect(outline(menuOf([role]))).toEqual(expected[role]);
  });

  it('groups the agent screens for an agent who is also admin', () => {
    expect(outline(menuOf(['agent', 'admin']))).toEqual([
      HOME,
      ARRIVALS,
      AIRPORT,
      AGENT_GROUP,
      BOOKINGS,
      MANAGE,
      STOCK,
      ADMIN,
    ]);
  });

  it('keeps the agent screens flat for an agent who is also an editor', () => {
    expect(outline(menuOf(['agent', 'editor']))).toEqual([HOME, ...AGENT_FLAT, MANAGE]);
  });

  it('combines arrivals and bookings for an arrivals manager in operations', () => {
    expect(outline(buildMenu(['arrivalsmanager', 'operations']))).toEqual([
      HOME,
      ARRIVALS,
      AIRPORT,
      AGENT_GROUP,
      BOOKINGS,
      CHART,
    ]);
  });

  it('shows Bookings once to a user with several of its roles', () => {
    expect(outline(buildMenu(['accounts', 'operations', 'editor']))).toEqual([
      HOME,
      AGENT_GROUP,
      BOOKINGS,
      MANAGE,
    ]);
  });

  it('gives a user without roles Home only', () => {
    expect(outline(buildMenu([]))).toEqual([HOME]);
  });

  it('never names two items alike', () => {
    const repeated = [
      ...ROLES.map((r) => [r]),
      ['operations', 'accounts', 'admin', 'editor', 'arrivalsmanager'],
    ].filter((roles) => {
      const titles = menuLeaves(menuOf(roles as Role[])).map((l) => l.title);
      return new Set(titles).size !== titles.length;
    });
    expect(repeated).toEqual([]);
  });

  it('flattens groups into leaves in menu order', () => {
    expect(menuLeaves(buildMenu(['editor'])).map((l) => l.href)).toEqual([
      '/',
      '/tours',
      '/timeslots',
      '/pickuptimes',
      '/availability',
      '/mediamanager',
      '/tickets/types',
    ]);
  });
});

describe("the agent screens are the operator's staff's (domain/booking-access.ts agentAreaOpens)", () => {
  const supplierAdmin = { agencyId: null, isOperatorStaff: false };
  const operatorStaff = { agencyId: null, isOperatorStaff: true };
  const agentLinks = (menu: MenuEntry[]) => menuLeaves(menu).filter((l) => l.href.startsWith('/agent'));

  it("shows a supplier's admin (admin2@) no agent or selling entry, but their Manage and Admin menus", () => {
    const menu = buildMenu(['admin'], supplierAdmin);
    expect(agentLinks(menu)).toEqual([]);
    expect(menu.map((e) => e.title)).toEqual([
      'Home',
      'Arrivals',
      'Airport Arrivals',
      'Bookings',
      'Manage',
      'Ticket Stock',
      'Admin',
    ]);
  });

  it('still shows operations@ and the operator’s admin the agent screens', () => {
    expect(agentLinks(buildMenu(['operations'], operatorStaff)).map((l) => l.href)).toEqual([
      '/agent/bookings',
      '/agent/commissions',
      '/agent/bookings/add',
    ]);
    expect(agentLinks(buildMenu(['admin'], operatorStaff))).toHaveLength(3);
  });

  it("shows another supplier's operations user the chart and bookings, without selling", () => {
    expect(agentLinks(buildMenu(['operations'], supplierAdmin))).toEqual([]);
  });
});

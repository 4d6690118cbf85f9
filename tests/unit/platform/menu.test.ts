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

const HOME = 'Home /';
const AGENT_FLAT = [
  'Bookings /agent/bookings',
  'Commissions /agent/commissions',
  'Add New Booking /agent/bookings/add',
];
// Named apart from the operator's 'Bookings' (/bookings) that staff see beside it.
const AGENT_GROUP = `Agent: Agent Bookings /agent/bookings, ${AGENT_FLAT.slice(1).join(', ')}`;
const ARRIVALS = 'Arrivals /arrivals';
const BOOKINGS = 'Bookings /bookings';
// Operations run the day from the availability chart, without the rest of Manage.
const CHART = 'Availability Chart /availability';
const MANAGE =
  'Manage: Tours /tours, Time Slots /timeslots, Pick Up Times /pickuptimes, Availability Chart /availability, Media Manager /mediamanager';
const ADMIN =
  'Admin: Core Info /admin/core, Contacts /admin/contacts, Contracting /admin/contracting, Staff /admin/staff, Default Settings /admin/defaultsettings, Ticket Providers /admin/providers';

// Only items whose screen opens for the role: no menu item ends on 'You are not allowed to access this page'.
const expected: Record<Role, string[]> = {
  operations: [HOME, AGENT_GROUP, BOOKINGS, CHART],
  ticketsadmin: [HOME],
  guide: [HOME],
  admin: [HOME, ARRIVALS, AGENT_GROUP, BOOKINGS, MANAGE, ADMIN],
  superadmin: [HOME],
  arrivalsadmin: [HOME, ARRIVALS],
  arrivalsmanager: [HOME, ARRIVALS],
  supplier: [HOME],
  sales: [HOME, AGENT_GROUP],
  accounts: [HOME, BOOKINGS],
  agent: [HOME, ...AGENT_FLAT],
  driver: [HOME],
  editor: [HOME, MANAGE],
  supereditor: [HOME, MANAGE],
  airportrep: [HOME],
};

describe('buildMenu', () => {
  it('covers every known role', () => {
    expect(Object.keys(expected).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.map((r) => [r]))('builds the menu of a %s', (role) => {
    expect(outline(buildMenu([role]))).toEqual(expected[role]);
  });

  it('groups the agent screens for an agent who is also admin', () => {
    expect(outline(buildMenu(['agent', 'admin']))).toEqual([
      HOME,
      ARRIVALS,
      AGENT_GROUP,
      BOOKINGS,
      MANAGE,
      ADMIN,
    ]);
  });

  it('keeps the agent screens flat for an agent who is also an editor', () => {
    expect(outline(buildMenu(['agent', 'editor']))).toEqual([HOME, ...AGENT_FLAT, MANAGE]);
  });

  it('combines arrivals and bookings for an arrivals manager in operations', () => {
    expect(outline(buildMenu(['arrivalsmanager', 'operations']))).toEqual([
      HOME,
      ARRIVALS,
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
      const titles = menuLeaves(buildMenu(roles as Role[])).map((l) => l.title);
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
    ]);
  });
});

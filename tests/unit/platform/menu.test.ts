import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../contract';
import { buildMenu, menuLeaves, type MenuEntry } from '../../../src/platform/menu';

/** The menu as readable lines: 'Title /href' for links, 'Group: a, b' for groups. */
function outline(menu: MenuEntry[]): string[] {
  return menu.map((e) => (e.kind === 'link' ? `${e.title} ${e.href}` : `${e.title}: ${e.items.map((i) => `${i.title} ${i.href}`).join(', ')}`));
}

const HOME = 'Home /';
const AGENT_FLAT = ['Bookings /agent/bookings', 'Commissions /agent/commissions', 'Add New Booking /agent/bookings/add'];
const AGENT_GROUP = `Agent: ${AGENT_FLAT.join(', ')}`;
const BOOKINGS = 'Bookings /bookings';
const MANAGE = 'Manage: Tours /tours, Time Slots /timeslots, Pick Up Times /pickuptimes, Availability Chart /availability, Media Manager /mediamanager';
const ADMIN = 'Admin: Core Info /admin/core, Contacts /admin/contacts, Contracting /admin/contracting, Staff /admin/staff, Default Settings /admin/defaultsettings';

const expected: Record<Role, string[]> = {
  operations: [HOME, AGENT_GROUP, BOOKINGS],
  ticketsadmin: [HOME, AGENT_GROUP],
  guide: [HOME, AGENT_GROUP],
  admin: [HOME, AGENT_GROUP, BOOKINGS, MANAGE, ADMIN],
  superadmin: [HOME, AGENT_GROUP],
  arrivalsadmin: [HOME, AGENT_GROUP],
  arrivalsmanager: [HOME, 'Arrivals /arrivals', AGENT_GROUP],
  supplier: [HOME, AGENT_GROUP],
  sales: [HOME, AGENT_GROUP],
  accounts: [HOME, AGENT_GROUP, BOOKINGS],
  agent: [HOME, ...AGENT_FLAT],
  driver: [HOME, AGENT_GROUP],
  editor: [HOME, AGENT_GROUP, MANAGE],
  supereditor: [HOME, AGENT_GROUP],
  airportrep: [HOME, AGENT_GROUP],
};

describe('buildMenu', () => {
  it('covers every known role', () => {
    expect(Object.keys(expected).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.map((r) => [r]))('builds the menu of a %s', (role) => {
    expect(outline(buildMenu([role]))).toEqual(expected[role]);
  });

  it('groups the agent screens for an agent who is also admin', () => {
    expect(outline(buildMenu(['agent', 'admin']))).toEqual([HOME, AGENT_GROUP, BOOKINGS, MANAGE, ADMIN]);
  });

  it('keeps the agent screens flat for an agent who is also an editor', () => {
    expect(outline(buildMenu(['agent', 'editor']))).toEqual([HOME, ...AGENT_FLAT, MANAGE]);
  });

  it('combines arrivals and bookings for an arrivals manager in operations', () => {
    expect(outline(buildMenu(['arrivalsmanager', 'operations']))).toEqual([HOME, 'Arrivals /arrivals', AGENT_GROUP, BOOKINGS]);
  });

  it('shows Bookings once to a user with several of its roles', () => {
    expect(outline(buildMenu(['accounts', 'operations', 'editor']))).toEqual([HOME, AGENT_GROUP, BOOKINGS, MANAGE]);
  });

  it('gives a user without roles Home and the agent group', () => {
    expect(outline(buildMenu([]))).toEqual([HOME, AGENT_GROUP]);
  });

  it('flattens groups into leaves in menu order', () => {
    expect(menuLeaves(buildMenu(['editor'])).map((l) => l.href)).toEqual([
      '/',
      '/agent/bookings',
      '/agent/commissions',
      '/agent/bookings/add',
      '/tours',
      '/timeslots',
      '/pickuptimes',
      '/availability',
      '/mediamanager',
    ]);
  });
});

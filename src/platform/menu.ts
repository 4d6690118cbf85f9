import type { Role } from '../../contract';
import { hasAnyRole, hasRole } from './session/roles';

export interface MenuLink {
  kind: 'link';
  title: string;
  href: string;
}

export interface MenuGroup {
  kind: 'group';
  title: string;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (title: string, href: string): MenuLink => ({ kind: 'link', title, href });

const AGENT_ITEMS = [
  link('Bookings', '/agent/bookings'),
  link('Commissions', '/agent/commissions'),
  link('Add New Booking', '/agent/bookings/add'),
];

const MANAGE_ITEMS = [
  link('Tours', '/tours'),
  link('Time Slots', '/timeslots'),
  link('Pick Up Times', '/pickuptimes'),
  link('Availability Chart', '/availability'),
  link('Media Manager', '/mediamanager'),
];

const ADMIN_ITEMS = [
  link('Core Info', '/admin/core'),
  link('Contacts', '/admin/contacts'),
  link('Contracting', '/admin/contracting'),
  link('Staff', '/admin/staff'),
  link('Default Settings', '/admin/defaultsettings'),
];

/** The side menu for a user's roles, exactly as 01-platform section 6 lists it, with Home on top. */
export function buildMenu(roles: readonly Role[]): MenuEntry[] {
  const isAgent = hasRole(roles, 'agent');
  const isAdmin = hasRole(roles, 'admin');
  const menu: MenuEntry[] = [link('Home', '/')];
  if (hasRole(roles, 'arrivalsmanager')) menu.push(link('Arrivals', '/arrivals'));
  // The spec shows the agent's screens flat to a plain agent, and grouped to everyone else.
  if (isAgent && !isAdmin) menu.push(...AGENT_ITEMS);
  else menu.push({ kind: 'group', title: 'Agent', items: AGENT_ITEMS });
  if (hasAnyRole(roles, ['accounts', 'admin', 'operations'])) menu.push(link('Bookings', '/bookings'));
  if (hasAnyRole(roles, ['admin', 'editor'])) menu.push({ kind: 'group', title: 'Manage', items: MANAGE_ITEMS });
  if (isAdmin) menu.push({ kind: 'group', title: 'Admin', items: ADMIN_ITEMS });
  return menu;
}

/** Every link of a menu, groups flattened, in menu order. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuLink[] {
  return menu.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
}

import type { Role } from '../../contract';
import { rolesEnter } from '../../contract/access';
import type { BookingActor } from '../../domain/booking-access';
import { userMayOpen } from './access';
import { guessRoute, paths } from './path-list';
import { hasRole } from './session/roles';

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

/**
 * The grouped agent screens, as staff see them beside the operator's own 'Bookings' (/bookings):
 * named apart, so two items never read 'Bookings'.
 */
const AGENT_GROUP_ITEMS = [link('Agent Bookings', '/agent/bookings'), ...AGENT_ITEMS.slice(1)];

const MANAGE_ITEMS = [
  link('Tours', '/tours'),
  link('Time Slots', '/timeslots'),
  link('Pick Up Times', '/pickuptimes'),
  link('Availability Chart', '/availability'),
  link('Media Manager', '/mediamanager'),
  // Not in the spec's menu: the ticket types tickets take attraction-ticket codes of (issue 25).
  link('Ticket Types', '/tickets/types'),
];

const ADMIN_ITEMS = [
  link('Core Info', '/admin/core'),
  link('Contacts', '/admin/contacts'),
  link('Contracting', '/admin/contracting'),
  link('Staff', '/admin/staff'),
  link('Default Settings', '/admin/defaultsettings'),
  link('Ticket Providers', '/admin/providers'),
];

/** Whether a menu link's screen opens for this user (its route's access, as the route guard decides). */
function opens(item: MenuLink, user: BookingActor): boolean {
  const route = guessRoute(item.href);
  return route !== null && userMayOpen(paths[route].access, user);
}

/** Who the menu is for, besides their roles: their agency and whether they are the operator's staff. */
export type MenuUser = Omit<BookingActor, 'roles'>;

/** The operator's own staff, of no agency: whom a menu built from roles alone is for. */
export const OPERATOR_STAFF: MenuUser = { agencyId: null, isOperatorStaff: true };

/**
 * The side menu for a user's roles, as 01-platform section 6 lays it out, with Home on top, keeping
 * only items whose screen the user may open (a menu item that answers 'You are not allowed to access
 * this page' is a dead end): the grouped agent screens show to the staff who work them; Arrivals to
 * everyone who may open /arrivals, arrivals admins included.
 */
/**
 * The spec shows the agent's screens flat to a plain agent, and grouped to everyone else, beside the
 * operator's own 'Bookings': there the agent list is 'Agent Bookings', in the menu and on its page.
 */
export function agentScreensGrouped(roles: readonly Role[]): boolean {
  return !(hasRole(roles, 'agent') && !hasRole(roles, 'admin'));
}

/** The agent booking list's title for these roles: its menu item's. */
export const agentBookingsTitle = (roles: readonly Role[]) =>
  (agentScreensGrouped(roles) ? AGENT_GROUP_ITEMS : AGENT_ITEMS)[0]!.title;

export function buildMenu(roles: readonly Role[], who: MenuUser = OPERATOR_STAFF): MenuEntry[] {
  const user: BookingActor = { ...who, roles };
  const menu: MenuEntry[] = [link('Home', '/')];
  // A guide's or driver's slot-days today and tomorrow (issue 25 item 4).
  if (rolesEnter('myDay', roles)) menu.push(link('My day', '/myday'));
  if (rolesEnter('arrivals', roles)) menu.push(link('Arrivals', '/arrivals'));
  // The airport rep's day (issue 25 item 8), and the arrivals staff who run it.
  if (rolesEnter('airport', roles)) menu.push(link('Airport Arrivals', '/airport'));
  if (agentScreensGrouped(roles)) menu.push({ kind: 'group', title: 'Agent', items: AGENT_GROUP_ITEMS });
  else menu.push(...AGENT_ITEMS);
  if (rolesEnter('bookings', roles)) menu.push(link('Bookings', '/bookings'));
  if (rolesEnter('catalogue', roles)) menu.push({ kind: 'group', title: 'Manage', items: MANAGE_ITEMS });
  // Operations run the day from the chart; the rest of Manage is not theirs.
  else if (rolesEnter('availability', roles)) menu.push(link('Availability Chart', '/availability'));
  // The attraction-ticket stock (issue 25 item 9): the tickets admin's screen, and the supplier admin's.
  if (rolesEnter('ticketStock', roles)) menu.push(link('Ticket Stock', '/tickets/stock'));
  if (rolesEnter('admin', roles)) menu.push({ kind: 'group', title: 'Admin', items: ADMIN_ITEMS });
  return menu.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return opens(entry, user) ? [entry] : [];
    const items = entry.items.filter((item) => opens(item, user));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** Every link of a menu, groups flattened, in menu order. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuLink[] {
  return menu.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
}

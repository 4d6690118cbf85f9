import { describe, expect, it } from 'vitest';
import { AREA_ROLES, ROLES, rolesEnter, type Area, type Role } from '../../../contract';
import { ACTOR_ROLES, TRANSITION_ROLES } from '../../../domain/booking-transitions';
import { rolesAllow } from '../../../src/platform/access';
import { paths } from '../../../src/platform/path-list';

// The one role table (contract/access.ts, docs/decisions.md "One role table, one scope"), written out
// whole: a change to who may enter an area shows here, for the server's hooks and the client alike.
const TABLE: Record<Area, Role[]> = {
  arrivals: ['admin', 'arrivalsadmin', 'arrivalsmanager'],
  airport: ['admin', 'airportrep', 'arrivalsadmin', 'arrivalsmanager'],
  agent: ['admin', 'agent', 'operations', 'sales'],
  groupBookings: ['admin', 'agent', 'arrivalsadmin', 'arrivalsmanager', 'operations', 'sales'],
  bookings: ['accounts', 'admin', 'operations', 'superadmin', 'supplier'],
  bookingDocuments: ['accounts', 'admin', 'agent', 'operations', 'sales'],
  bookingStatus: ['admin', 'agent', 'operations'],
  catalogue: ['admin', 'editor', 'supereditor'],
  availability: ['admin', 'editor', 'operations', 'supereditor'],
  ticketStock: ['admin', 'ticketsadmin'],
  dayManifest: ['admin', 'driver', 'guide', 'operations'],
  admin: ['admin'],
  dispatch: ['admin', 'operations'],
  myDay: ['driver', 'guide'],
};

/** The areas each role enters, the table read the other way round. */
const BY_ROLE: Record<Role, Area[]> = {
  operations: [
    'agent',
    'availability',
    'bookingDocuments',
    'bookingStatus',
    'bookings',
    'dayManifest',
    'dispatch',
    'groupBookings',
  ],
  // The attraction-ticket stock (issue 25 item 9).
  ticketsadmin: ['ticketStock'],
  // A slot-day's manifest and its check-ins (issue 25 items 4–6).
  guide: ['dayManifest', 'myDay'],
  admin: [
    'admin',
    'agent',
    'airport',
    'arrivals',
    'availability',
    'bookingDocuments',
    'bookingStatus',
    'bookings',
    'catalogue',
    'dayManifest',
    'dispatch',
    'groupBookings',
    'ticketStock',
  ],
  // The booking list, read only (issue 25 item 11; docs/decisions.md).
  superadmin: ['bookings'],
  arrivalsadmin: ['airport', 'arrivals', 'groupBookings'],
  arrivalsmanager: ['airport', 'arrivals', 'groupBookings'],
  supplier: ['bookings'],
  sales: ['agent', 'bookingDocuments', 'groupBookings'],
  accounts: ['bookingDocuments', 'bookings'],
  agent: ['agent', 'bookingDocuments', 'bookingStatus', 'groupBookings'],
  driver: ['dayManifest', 'myDay'],
  // An editor by another name: the whole catalogue, as editors have it.
  editor: ['availability', 'catalogue'],
  supereditor: ['availability', 'catalogue'],
  // The arrivals by flight (issue 25 item 8).
  airportrep: ['airport'],
};

const areas = Object.keys(AREA_ROLES) as Area[];

describe('the one role table', () => {
  it('lists every area with its roles', () => {
    expect(Object.fromEntries(areas.map((a) => [a, [...AREA_ROLES[a]].sort()]))).toEqual(TABLE);
  });

  it.each(ROLES.map((r) => [r]))('opens to a %s exactly its areas', (role) => {
    expect(areas.filter((a) => rolesEnter(a, [role])).sort()).toEqual(BY_ROLE[role]);
  });

  it('names only known roles, each once per area', () => {
    for (const a of areas) {
      expect(AREA_ROLES[a].every((r) => (ROLES as readonly string[]).includes(r))).toBe(true);
      expect(new Set(AREA_ROLES[a]).size).toBe(AREA_ROLES[a].length);
    }
  });

  it('compares role names case-insensitively, as the token claim may vary', () => {
    expect(rolesEnter('catalogue', ['SuperEditor'])).toBe(true);
    expect(rolesEnter('admin', ['ADMIN'])).toBe(true);
    expect(rolesEnter('admin', ['superadmin'])).toBe(false);
  });

  it('lets into the status route exactly the roles the transition table names', () => {
    expect([...AREA_ROLES.bookingStatus].sort()).toEqual([...TRANSITION_ROLES].sort());
    expect(ACTOR_ROLES.staff.every((r) => rolesEnter('bookingStatus', [r]))).toBe(true);
  });

  it("gives the client's route guards the same answer as the server's hooks", () => {
    const named = Object.values(paths)
      .map((def) => def.access as string)
      .filter((access) => !['public', 'guest', 'user'].includes(access));
    expect(named.filter((access) => !(areas as string[]).includes(access))).toEqual([]);
    for (const [name, def] of Object.entries(paths)) {
      const access = def.access as string;
      if (access === 'public' || access === 'guest' || access === 'user') continue;
      for (const role of ROLES)
        expect(rolesAllow(def.access, [role]), `${name} for ${role}`).toBe(
          rolesEnter(access as Area, [role]),
        );
    }
  });
});

import { ROLE_LISTS, type Access } from './access';

// The route table without react-router, so the entry chunk can read it (see guessRoute).
interface PathDef {
  pattern: string;
  access: Access;
}

/** Every route of 01-platform section 2, declared once. Patterns follow react-router. */
export const paths = {
  login: { pattern: '/account/login', access: 'guest' },
  logout: { pattern: '/account/logout', access: 'public' },
  resetPassword: { pattern: '/account/resetpassword', access: 'public' },
  setPassword: { pattern: '/account/setpassword/:token', access: 'public' },
  verifyModulbank: { pattern: '/verify-modulbank', access: 'public' },
  profile: { pattern: '/account', access: 'user' },
  home: { pattern: '/', access: 'user' },
  search: { pattern: '/search', access: 'user' },
  logMeIn: { pattern: '/auth/logmein/:email', access: ROLE_LISTS.admin },
  arrivals: { pattern: '/arrivals', access: ROLE_LISTS.arrivals },
  agentBookings: { pattern: '/agent/bookings', access: ROLE_LISTS.agent },
  agentNewBooking: { pattern: '/agent/bookings/add', access: ROLE_LISTS.agent },
  agentBookingDetails: { pattern: '/agent/bookings/details/:id', access: ROLE_LISTS.agent },
  // react-router matches whole segments only, so 'g-{groupId}' is checked by the page.
  agentGroupBookings: { pattern: '/agent/bookings/:groupRef', access: ROLE_LISTS.groupBookings },
  agentCommissions: { pattern: '/agent/commissions', access: ROLE_LISTS.agent },
  bookings: { pattern: '/bookings', access: ROLE_LISTS.bookings },
  tours: { pattern: '/tours', access: ROLE_LISTS.catalogue },
  tour: { pattern: '/tours/:tourId', access: ROLE_LISTS.catalogue },
  offer: { pattern: '/tours/:tourId/:offerId', access: ROLE_LISTS.catalogue },
  timeSlotGroups: { pattern: '/timeslots', access: ROLE_LISTS.catalogue },
  timeSlotGroup: { pattern: '/timeslots/:groupId', access: ROLE_LISTS.catalogue },
  timeSlot: { pattern: '/timeslots/:groupId/:timeSlotId', access: ROLE_LISTS.catalogue },
  pickUpTimes: { pattern: '/pickuptimes', access: ROLE_LISTS.catalogue },
  pickUpTimeSet: { pattern: '/pickuptimes/:id', access: ROLE_LISTS.catalogue },
  availability: { pattern: '/availability', access: ROLE_LISTS.availability },
  mediaManager: { pattern: '/mediamanager', access: ROLE_LISTS.catalogue },
  adminTab: { pattern: '/admin/:tab', access: ROLE_LISTS.admin },
  outbox: { pattern: '/outbox', access: 'user' },
  testTableFull: { pattern: '/testtablefull', access: 'user' },
  controls: { pattern: '/controls', access: 'user' },
} as const satisfies Record<string, PathDef>;

export type PathName = keyof typeof paths;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The declared route a location most likely opens, found without react-router (which only the app
 * chunk loads): whole segments, case-insensitive, fixed segments before parameters. Only for
 * starting to load a screen early; routeOf (paths.ts) decides what is shown.
 */
export function guessRoute(pathname: string): PathName | null {
  const wanted = segments(pathname.toLowerCase());
  let best: { name: PathName; fixed: number } | null = null;
  for (const [name, def] of Object.entries(paths) as Array<[PathName, PathDef]>) {
    const pattern = segments(def.pattern.toLowerCase());
    if (pattern.length !== wanted.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === wanted[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name, fixed };
  }
  return best?.name ?? null;
}

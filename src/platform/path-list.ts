import type { Access } from './access';

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
  logMeIn: { pattern: '/auth/logmein/:email', access: 'admin' },
  arrivals: { pattern: '/arrivals', access: 'arrivals' },
  agentBookings: { pattern: '/agent/bookings', access: 'agent' },
  agentNewBooking: { pattern: '/agent/bookings/add', access: 'agent' },
  // A booking's page holds its documents: it opens to the documents' area (accounts and operations too).
  agentBookingDetails: { pattern: '/agent/bookings/details/:id', access: 'bookingDocuments' },
  // react-router matches whole segments only, so 'g-{groupId}' is checked by the page.
  agentGroupBookings: { pattern: '/agent/bookings/:groupRef', access: 'groupBookings' },
  agentCommissions: { pattern: '/agent/commissions', access: 'agent' },
  bookings: { pattern: '/bookings', access: 'bookings' },
  tours: { pattern: '/tours', access: 'catalogue' },
  tour: { pattern: '/tours/:tourId', access: 'catalogue' },
  offer: { pattern: '/tours/:tourId/:offerId', access: 'catalogue' },
  timeSlotGroups: { pattern: '/timeslots', access: 'catalogue' },
  timeSlotGroup: { pattern: '/timeslots/:groupId', access: 'catalogue' },
  timeSlot: { pattern: '/timeslots/:groupId/:timeSlotId', access: 'catalogue' },
  pickUpTimes: { pattern: '/pickuptimes', access: 'catalogue' },
  pickUpTimeSet: { pattern: '/pickuptimes/:id', access: 'catalogue' },
  availability: { pattern: '/availability', access: 'availability' },
  mediaManager: { pattern: '/mediamanager', access: 'catalogue' },
  adminTab: { pattern: '/admin/:tab', access: 'admin' },
  ticketStock: { pattern: '/tickets/stock', access: 'ticketStock' },
  // The ticket types tickets take codes of: the catalogue's people make and change them (issue 25).
  ticketTypes: { pattern: '/tickets/types', access: 'catalogue' },
  ticketType: { pattern: '/tickets/types/:id', access: 'catalogue' },
  // A guide's or driver's slot-day: its manifest and check-ins (issue 25 items 4–6).
  dayManifest: { pattern: '/day/:timeSlotId/:date', access: 'dayManifest' },
  myDay: { pattern: '/myday', access: 'myDay' },
  airport: { pattern: '/airport', access: 'airport' },
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

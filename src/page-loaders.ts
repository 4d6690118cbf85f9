import { guessRoute, type PathName } from './platform/path-list';
import { preloadArrivalsPart } from './features/arrivals/parts';
import { loader } from './ui/lazy-loaded';

/**
 * How each screen's chunk loads, once (lazy-pages.ts makes the React components from these). Kept
 * apart from the components so the entry chunk can start loading the screen of a signed-in start in
 * parallel with the app chunk, rather than after the app's first render (preloadScreen); the screen
 * then renders without suspending (lazyLoaded).
 */
export const pageLoaders = {
  logout: loader(() => import('./features/auth/pages/SignOutPage')),
  resetPassword: loader(() => import('./features/auth/pages/ResetPasswordPage')),
  setPassword: loader(() => import('./features/auth/pages/SetPasswordPage')),
  verifyModulbank: loader(() => import('./features/auth/pages/VerifyModulbankPage')),
  logMeIn: loader(() => import('./features/auth/pages/LogMeInPage')),
  profile: loader(() => import('./features/account/pages/ProfilePage')),
  home: loader(() => import('./features/home/pages/HomePage')),
  search: loader(() => import('./features/search/pages/SearchPage')),
  arrivals: loader(() => import('./features/arrivals/pages/ArrivalsPage')),
  agentBookings: loader(() => import('./features/bookings/pages/AgentBookingsPage')),
  agentNewBooking: loader(() => import('./features/bookings/pages/NewBookingPage')),
  agentBookingDetails: loader(() => import('./features/bookings/pages/BookingDetailsPage')),
  agentGroupBookings: loader(() => import('./features/bookings/pages/GroupBookingsPage')),
  agentCommissions: loader(() => import('./features/bookings/pages/CommissionsPage')),
  bookings: loader(() => import('./features/bookings/pages/OperationsBookingsPage')),
  tours: loader(() => import('./features/catalogue/pages/ToursPage')),
  tour: loader(() => import('./features/catalogue/pages/TourPage')),
  offer: loader(() => import('./features/catalogue/pages/OfferPage')),
  timeSlotGroups: loader(() => import('./features/timeslots/pages/TimeSlotGroupsPage')),
  timeSlotGroup: loader(() => import('./features/timeslots/pages/TimeSlotGroupPage')),
  timeSlot: loader(() => import('./features/timeslots/pages/TimeSlotPage')),
  pickUpTimes: loader(() => import('./features/pickuptimes/pages/PickUpTimesPage')),
  pickUpTimeSet: loader(() => import('./features/pickuptimes/pages/PickUpTimeSetPage')),
  availability: loader(() => import('./features/availability/pages/AvailabilityPage')),
  mediaManager: loader(() => import('./features/media/pages/MediaManagerPage')),
  adminTab: loader(() => import('./features/admin/pages/AdminTabPage')),
  ticketStock: loader(() => import('./features/ticketstock/pages/TicketStockPage')),
  ticketTypes: loader(() => import('./features/catalogue/pages/TicketTypesPage')),
  ticketType: loader(() => import('./features/catalogue/pages/TicketTypePage')),
  dayManifest: loader(() => import('./features/day/pages/DayManifestPage')),
  myDay: loader(() => import('./features/myday/pages/MyDayPage')),
  airport: loader(() => import('./features/airport/pages/AirportPage')),
  outbox: loader(() => import('./features/outbox/pages/OutboxPage')),
  testTableFull: loader(() => import('./features/devpages/pages/TestTableFullPage')),
  controls: loader(() => import('./features/devpages/pages/ControlsPage')),
} satisfies Partial<Record<PathName, () => Promise<unknown>>>;

/**
 * Starts loading the chunk of the screen a location opens (the module is then shared with the lazy
 * page). Failures are left to the page itself, which loads again when it renders.
 */
export function preloadScreen(pathname: string): void {
  const name = guessRoute(pathname);
  const load = name && name in pageLoaders ? pageLoaders[name as keyof typeof pageLoaders] : null;
  load?.().catch(() => undefined);
  // A screen whose content is a chunk of its own: that too, rather than after the page renders.
  if (name === 'arrivals') preloadArrivalsPart();
}

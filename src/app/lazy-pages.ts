import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SignInPage } from '../features/auth/pages/SignInPage';
import type { PathName } from '../platform/paths';

type LazyPage = LazyExoticComponent<ComponentType>;

/** Every page is its own chunk, so opening a screen loads that screen only. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const pages = {
  // Part of the app chunk: a signed-out visitor gets sign-in from the public shell (main.tsx), and
  // the app shows it only after an in-app sign-out, when its header and the card are loaded anyway.
  login: SignInPage,
  logout: page(() => import('../features/auth/pages/SignOutPage'), (m) => m.SignOutPage),
  resetPassword: page(() => import('../features/auth/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage),
  verifyModulbank: page(() => import('../features/auth/pages/VerifyModulbankPage'), (m) => m.VerifyModulbankPage),
  logMeIn: page(() => import('../features/auth/pages/LogMeInPage'), (m) => m.LogMeInPage),
  profile: page(() => import('../features/account/pages/ProfilePage'), (m) => m.ProfilePage),
  home: page(() => import('../features/home/pages/HomePage'), (m) => m.HomePage),
  search: page(() => import('../features/search/pages/SearchPage'), (m) => m.SearchPage),
  arrivals: page(() => import('../features/arrivals/pages/ArrivalsPage'), (m) => m.ArrivalsPage),
  agentBookings: page(() => import('../features/bookings/pages/AgentBookingsPage'), (m) => m.AgentBookingsPage),
  agentNewBooking: page(() => import('../features/bookings/pages/NewBookingPage'), (m) => m.NewBookingPage),
  agentBookingDetails: page(() => import('../features/bookings/pages/BookingDetailsPage'), (m) => m.BookingDetailsPage),
  agentGroupBookings: page(() => import('../features/bookings/pages/GroupBookingsPage'), (m) => m.GroupBookingsPage),
  agentCommissions: page(() => import('../features/bookings/pages/CommissionsPage'), (m) => m.CommissionsPage),
  bookings: page(() => import('../features/bookings/pages/OperationsBookingsPage'), (m) => m.OperationsBookingsPage),
  tours: page(() => import('../features/catalogue/pages/ToursPage'), (m) => m.ToursPage),
  tour: page(() => import('../features/catalogue/pages/TourPage'), (m) => m.TourPage),
  offer: page(() => import('../features/catalogue/pages/OfferPage'), (m) => m.OfferPage),
  timeSlotGroups: page(() => import('../features/timeslots/pages/TimeSlotGroupsPage'), (m) => m.TimeSlotGroupsPage),
  timeSlotGroup: page(() => import('../features/timeslots/pages/TimeSlotGroupPage'), (m) => m.TimeSlotGroupPage),
  timeSlot: page(() => import('../features/timeslots/pages/TimeSlotPage'), (m) => m.TimeSlotPage),
  pickUpTimes: page(() => import('../features/pickuptimes/pages/PickUpTimesPage'), (m) => m.PickUpTimesPage),
  pickUpTimeSet: page(() => import('../features/pickuptimes/pages/PickUpTimeSetPage'), (m) => m.PickUpTimeSetPage),
  availability: page(() => import('../features/availability/pages/AvailabilityPage'), (m) => m.AvailabilityPage),
  mediaManager: page(() => import('../features/media/pages/MediaManagerPage'), (m) => m.MediaManagerPage),
  adminTab: page(() => import('../features/admin/pages/AdminTabPage'), (m) => m.AdminTabPage),
  outbox: page(() => import('../features/outbox/pages/OutboxPage'), (m) => m.OutboxPage),
  testTableFull: page(() => import('../features/devpages/pages/TestTableFullPage'), (m) => m.TestTableFullPage),
  controls: page(() => import('../features/devpages/pages/ControlsPage'), (m) => m.ControlsPage),
} satisfies Record<PathName, LazyPage | ComponentType>;

export const NotFoundPage = page(() => import('./pages/NotFoundPage'), (m) => m.NotFoundPage);
export const NotAllowedPage = page(() => import('./guards/NotAllowedPage'), (m) => m.NotAllowedPage);

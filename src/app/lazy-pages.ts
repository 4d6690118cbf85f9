import type { ComponentType } from 'react';
import { SignInPage } from '../features/auth/pages/SignInPage';
import type { PathName } from '../platform/paths';
import { pageLoaders } from '../page-loaders';
import { lazyLoaded, loader } from '../ui/lazy-loaded';

/** Every page is its own chunk, so opening a screen loads that screen only. */
const page = lazyLoaded;

export const pages = {
  // Part of the app chunk: a signed-out visitor gets sign-in from the public shell (main.tsx), and
  // the app shows it only after an in-app sign-out, when its header and the card are loaded anyway.
  login: SignInPage,
  logout: page(pageLoaders.logout, (m) => m.SignOutPage),
  resetPassword: page(pageLoaders.resetPassword, (m) => m.ResetPasswordPage),
  setPassword: page(pageLoaders.setPassword, (m) => m.SetPasswordPage),
  verifyModulbank: page(pageLoaders.verifyModulbank, (m) => m.VerifyModulbankPage),
  logMeIn: page(pageLoaders.logMeIn, (m) => m.LogMeInPage),
  profile: page(pageLoaders.profile, (m) => m.ProfilePage),
  home: page(pageLoaders.home, (m) => m.HomePage),
  search: page(pageLoaders.search, (m) => m.SearchPage),
  arrivals: page(pageLoaders.arrivals, (m) => m.ArrivalsPage),
  agentBookings: page(pageLoaders.agentBookings, (m) => m.AgentBookingsPage),
  agentNewBooking: page(pageLoaders.agentNewBooking, (m) => m.NewBookingPage),
  agentBookingDetails: page(pageLoaders.agentBookingDetails, (m) => m.BookingDetailsPage),
  agentGroupBookings: page(pageLoaders.agentGroupBookings, (m) => m.GroupBookingsPage),
  agentCommissions: page(pageLoaders.agentCommissions, (m) => m.CommissionsPage),
  bookings: page(pageLoaders.bookings, (m) => m.OperationsBookingsPage),
  tours: page(pageLoaders.tours, (m) => m.ToursPage),
  tour: page(pageLoaders.tour, (m) => m.TourPage),
  offer: page(pageLoaders.offer, (m) => m.OfferPage),
  timeSlotGroups: page(pageLoaders.timeSlotGroups, (m) => m.TimeSlotGroupsPage),
  timeSlotGroup: page(pageLoaders.timeSlotGroup, (m) => m.TimeSlotGroupPage),
  timeSlot: page(pageLoaders.timeSlot, (m) => m.TimeSlotPage),
  pickUpTimes: page(pageLoaders.pickUpTimes, (m) => m.PickUpTimesPage),
  pickUpTimeSet: page(pageLoaders.pickUpTimeSet, (m) => m.PickUpTimeSetPage),
  availability: page(pageLoaders.availability, (m) => m.AvailabilityPage),
  mediaManager: page(pageLoaders.mediaManager, (m) => m.MediaManagerPage),
  adminTab: page(pageLoaders.adminTab, (m) => m.AdminTabPage),
  ticketStock: page(pageLoaders.ticketStock, (m) => m.TicketStockPage),
  ticketTypes: page(pageLoaders.ticketTypes, (m) => m.TicketTypesPage),
  ticketType: page(pageLoaders.ticketType, (m) => m.TicketTypePage),
  dayManifest: page(pageLoaders.dayManifest, (m) => m.DayManifestPage),
  myDay: page(pageLoaders.myDay, (m) => m.MyDayPage),
  airport: page(pageLoaders.airport, (m) => m.AirportPage),
  outbox: page(pageLoaders.outbox, (m) => m.OutboxPage),
  testTableFull: page(pageLoaders.testTableFull, (m) => m.TestTableFullPage),
  controls: page(pageLoaders.controls, (m) => m.ControlsPage),
} satisfies Record<PathName, ComponentType>;

export const NotFoundPage = page(
  loader(() => import('./pages/NotFoundPage')),
  (m) => m.NotFoundPage,
);
export const NotAllowedPage = page(
  loader(() => import('./guards/NotAllowedPage')),
  (m) => m.NotAllowedPage,
);

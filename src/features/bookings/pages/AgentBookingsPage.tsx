import { Page } from '../../../ui/Page';

/** Agent bookings list (03-bookings-arrivals). */
export function AgentBookingsPage() {
  return <Page title="Bookings" />;
}

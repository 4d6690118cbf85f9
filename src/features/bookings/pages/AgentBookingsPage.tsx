import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';

/** Agent bookings list (03-bookings-arrivals). */
export function AgentBookingsPage() {
  return (
    <Page title="Bookings">
      <AgentBookingsList kind="bookings" />
    </Page>
  );
}

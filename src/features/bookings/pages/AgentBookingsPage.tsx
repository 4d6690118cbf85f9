import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';
import { DeviceBookings } from '../lists/DeviceBookings';

/** Agent bookings list (03-bookings-arrivals). */
export function AgentBookingsPage() {
  return (
    <Page title="Bookings">
      <DeviceBookings />
      <AgentBookingsList kind="bookings" />
    </Page>
  );
}

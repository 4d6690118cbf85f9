import { agentBookingsTitle } from '../../../platform/menu';
import { useSession } from '../../../platform/session/use-session';
import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';
import { DeviceBookings } from '../lists/DeviceBookings';

/** Agent bookings list (03-bookings-arrivals), titled as its menu item ('Agent Bookings' beside the operator's 'Bookings'). */
export function AgentBookingsPage() {
  const user = useSession();
  return (
    <Page title={agentBookingsTitle(user?.roles ?? [])}>
      <DeviceBookings />
      <AgentBookingsList kind="bookings" />
    </Page>
  );
}

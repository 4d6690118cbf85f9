import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';

/** Agent commissions list (03-bookings-arrivals). */
export function CommissionsPage() {
  return (
    <Page title="Commissions">
      <AgentBookingsList kind="commissions" />
    </Page>
  );
}

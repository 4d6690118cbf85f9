import { Page } from '../../../ui/Page';

/** Operations bookings list (03-bookings-arrivals). */
export function OperationsBookingsPage() {
  return <Page title="Bookings" />;
}

import { Page } from '../../../ui/Page';

/** New booking form (03-bookings-arrivals). */
export function NewBookingPage() {
  return <Page title="Add New Booking" />;
}

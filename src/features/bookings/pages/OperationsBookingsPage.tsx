import { useLocation } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { OperationsBookingsList } from '../lists/OperationsBookingsList';

/** Operations bookings list (03-bookings-arrivals); the header search links here with ?f=. */
export function OperationsBookingsPage() {
  const text = new URLSearchParams(useLocation().search).get('f')?.trim() || null;
  return (
    <Page title="Bookings">
      <OperationsBookingsList key={text ?? ''} text={text} />
    </Page>
  );
}

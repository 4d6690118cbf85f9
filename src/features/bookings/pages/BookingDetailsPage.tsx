import { Navigate, useParams } from 'react-router-dom';
import { parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';
import { useBookingDetails } from '../api/booking-details';
import { BookingConfirmation } from '../details/BookingConfirmation';

function Details({ id }: { id: number }) {
  const booking = useBookingDetails(id);
  return booking.data ? <BookingConfirmation booking={booking.data} /> : null;
}

/** Booking confirmation and details; a non-numeric id goes back to the list (03-bookings-arrivals). */
export function BookingDetailsPage() {
  const id = parseNumericId(useParams().id);
  if (id === null) return <Navigate to="/agent/bookings" replace />;
  return (
    <Page title="Booking Details">
      <Details id={id} />
    </Page>
  );
}

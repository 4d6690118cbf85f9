import { Navigate, useParams } from 'react-router-dom';
import { parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** Booking confirmation and details; a non-numeric id goes back to the list (03-bookings-arrivals). */
export function BookingDetailsPage() {
  const id = parseNumericId(useParams().id);
  if (id === null) return <Navigate to="/agent/bookings" replace />;
  return <Page title="Booking Details" />;
}

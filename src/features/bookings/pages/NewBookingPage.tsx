import { useSearchParams } from 'react-router-dom';
import { parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';
import { useToursForNewBooking } from '../api/tours-for-new-booking';
import { NewBookingForm } from '../new-booking/NewBookingForm';

/** New booking form (03-bookings-arrivals); `?tourId=` (the header search's link) preselects the tour. */
export function NewBookingPage() {
  const presetTourId = parseNumericId(useSearchParams()[0].get('tourId') ?? undefined);
  const tours = useToursForNewBooking();
  return (
    <Page title="Add New Booking">
      {/* The form starts once the tours are known, so a preset tour can choose its first sold day. */}
      {tours.data && <NewBookingForm presetTourId={presetTourId} />}
    </Page>
  );
}

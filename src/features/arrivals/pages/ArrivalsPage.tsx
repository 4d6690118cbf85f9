import { Page } from '../../../ui/Page';

/** Arrivals list (03-bookings-arrivals). */
export function ArrivalsPage() {
  return <Page title="Arrivals" />;
}

import { Page } from '../../../ui/Page';

/** Agent commissions list (03-bookings-arrivals). */
export function CommissionsPage() {
  return <Page title="Commissions" />;
}

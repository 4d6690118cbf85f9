import { Page } from '../../../ui/Page';

/** Availability Chart (02-catalogue). */
export function AvailabilityPage() {
  return <Page title="Availability Chart" />;
}

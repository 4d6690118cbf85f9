import { Page } from '../../../ui/Page';

/** Tours table (02-catalogue). */
export function ToursPage() {
  return <Page title="Tours" />;
}

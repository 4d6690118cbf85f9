import { Page } from '../../../ui/Page';
import { ToursList } from '../tours/list/ToursList';

/** Tours table (02-catalogue). */
export function ToursPage() {
  return (
    <Page title="Tours">
      <ToursList />
    </Page>
  );
}

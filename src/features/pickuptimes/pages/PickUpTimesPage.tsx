import { Page } from '../../../ui/Page';

/** Pick-up time sets list (02-catalogue). */
export function PickUpTimesPage() {
  return <Page title="Pick Up Times" />;
}

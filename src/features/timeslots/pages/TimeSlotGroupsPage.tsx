import { Page } from '../../../ui/Page';

/** Time slot groups list (02-catalogue). */
export function TimeSlotGroupsPage() {
  return <Page title="Time Slots" />;
}

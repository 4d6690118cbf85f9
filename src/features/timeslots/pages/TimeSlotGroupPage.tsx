import { Navigate, useParams } from 'react-router-dom';
import { parseIdOrAdd } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** New or edit time slot group; an unparseable id goes to the list. */
export function TimeSlotGroupPage() {
  const groupId = parseIdOrAdd(useParams().groupId);
  if (groupId === null) return <Navigate to="/timeslots" replace />;
  return <Page title={groupId === 0 ? 'New Time Slot Group' : 'Edit Time Slot Group'} />;
}

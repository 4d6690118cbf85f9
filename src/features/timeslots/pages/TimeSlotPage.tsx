import { Navigate, useParams } from 'react-router-dom';
import { parseIdOrAdd, parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** New or edit time slot of a saved group (slot id 'add' creates one, 02-catalogue). */
export function TimeSlotPage() {
  const params = useParams();
  const groupId = parseNumericId(params.groupId);
  const slotId = parseIdOrAdd(params.timeSlotId);
  if (!groupId) return <Navigate to="/timeslots" replace />;
  if (slotId === null) return <Navigate to={`/timeslots/${groupId}`} replace />;
  return <Page title={slotId === 0 ? 'New Time Slot' : 'Edit Time Slot'} />;
}

import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';
import { decodeGroupRef } from '../lists/group-ref';

/** Bookings of one group, addressed as /agent/bookings/g-{base64 groupId}; anything else is not a page. */
export function GroupBookingsPage() {
  const groupId = decodeGroupRef(useParams().groupRef);
  if (groupId === null) return <Navigate to="/agent/bookings" replace />;
  return (
    <Page title="Bookings">
      {/* Keyed by the group, so moving to another group's link starts from its own filter. */}
      <AgentBookingsList key={groupId} kind="bookings" text={groupId} />
    </Page>
  );
}

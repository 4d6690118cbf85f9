import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';

const GROUP_PREFIX = 'g-';

/** Bookings of one group, addressed as /agent/bookings/g-{groupId}; anything else is not a page. */
export function GroupBookingsPage() {
  const ref = useParams().groupRef ?? '';
  if (!ref.toLowerCase().startsWith(GROUP_PREFIX) || ref.length === GROUP_PREFIX.length) {
    return <Navigate to="/agent/bookings" replace />;
  }
  return <Page title="Bookings" />;
}

import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { agentBookingsTitle } from '../../../platform/menu';
import { useSession } from '../../../platform/session/use-session';
import { Page } from '../../../ui/Page';
import { AgentBookingsList } from '../lists/AgentBookingsList';
import { decodeGroupRef } from '../lists/group-ref';

/**
 * Bookings of one group, addressed as /agent/bookings/g-{base64 groupId}; anything else is not a page.
 * A rep comes here from the group's status on Arrivals: the page names the group and leads back.
 */
export function GroupBookingsPage() {
  const { t } = useTranslation();
  const user = useSession();
  const groupId = decodeGroupRef(useParams().groupRef);
  if (groupId === null) return <Navigate to="/agent/bookings" replace />;
  return (
    <Page title={agentBookingsTitle(user?.roles ?? [])} backHref="/arrivals" backText="Back to arrivals">
      <h2 className="group-bookings-title">{t('Bookings of group {{groupId}}', { groupId })}</h2>
      {/* Keyed by the group, so moving to another group's link starts from its own filter. */}
      <AgentBookingsList key={groupId} kind="bookings" text={groupId} />
    </Page>
  );
}

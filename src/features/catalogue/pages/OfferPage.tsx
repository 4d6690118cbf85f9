import { Navigate, useParams } from 'react-router-dom';
import { parseIdOrAdd, parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** New or edit ticket (offer) of a saved tour; an unparseable id falls back to the nearest list. */
export function OfferPage() {
  const params = useParams();
  const tourId = parseNumericId(params.tourId);
  const offerId = parseIdOrAdd(params.offerId);
  if (!tourId) return <Navigate to="/tours" replace />;
  if (offerId === null) return <Navigate to={`/tours/${tourId}`} replace />;
  return <Page title={offerId === 0 ? 'New Ticket' : 'Edit Ticket'} />;
}

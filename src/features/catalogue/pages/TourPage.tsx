import { Navigate, useParams } from 'react-router-dom';
import { parseIdOrAdd } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** New or edit tour: the id is 'add' (new) or an integer; anything else goes to /tours (02-catalogue). */
export function TourPage() {
  const tourId = parseIdOrAdd(useParams().tourId);
  if (tourId === null) return <Navigate to="/tours" replace />;
  return <Page title={tourId === 0 ? 'New Tour' : 'Edit Tour'} />;
}

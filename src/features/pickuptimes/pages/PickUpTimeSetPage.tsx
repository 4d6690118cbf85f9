import { Navigate, useParams } from 'react-router-dom';
import { parseIdOrAdd } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';

/** New or edit pick-up time set; an unparseable id goes to the list. */
export function PickUpTimeSetPage() {
  const id = parseIdOrAdd(useParams().id);
  if (id === null) return <Navigate to="/pickuptimes" replace />;
  return <Page title={id === 0 ? 'New Pick Up Times' : 'Edit Pick Up Times'} />;
}

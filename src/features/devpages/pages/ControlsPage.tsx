import { Page } from '../../../ui/Page';

/** Developer page: the style guide of shared controls. */
export function ControlsPage() {
  return <Page title="Controls" />;
}

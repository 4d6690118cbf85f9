import { Page } from '../../../ui/Page';

/** Media Manager (01-platform, shared). */
export function MediaManagerPage() {
  return <Page title="Media Manager" />;
}

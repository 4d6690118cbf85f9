import { Page } from '../../../ui/Page';

/** Developer page: the demo table with random data. */
export function TestTableFullPage() {
  return <Page title="Test Table" />;
}

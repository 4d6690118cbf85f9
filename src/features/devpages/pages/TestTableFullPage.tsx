import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createQuery, DataTable } from '../../../ui/data-table';
import { Page } from '../../../ui/Page';
import { DEMO_COLUMNS } from '../test-table/demo-columns';
import type { DemoBooking } from '../test-table/demo-rows';
import { demoRowClass } from '../test-table/demo-rules';
import { useDemoBookings } from '../test-table/use-demo-bookings';

const DEFAULT_QUERY = createQuery({ sort: { field: 'date', direction: 'desc' } });
const PAGE_SIZE = 50;

/** `?pageSize=0` puts all 10,000 rows on one page, to see (and bench) the virtualised list. */
function usePageSize(): number {
  const { search } = useLocation();
  return useMemo(() => {
    const asked = new URLSearchParams(search).get('pageSize');
    const size = asked === null ? NaN : Number(asked);
    return Number.isInteger(size) && size >= 0 ? size : PAGE_SIZE;
  }, [search]);
}

/** Developer page: the shared data table over generated bookings, with every feature switched on. */
export function TestTableFullPage() {
  const { t } = useTranslation();
  const { rows, editing, actions, refresh } = useDemoBookings();
  const pageSize = usePageSize();
  return (
    <Page title="Test Table">
      <p>
        {t(
          'Demo rows made in the browser. Cancelled bookings cannot be edited, a booking needs at least one adult, and a note containing “fail” is refused.',
        )}
      </p>
      <DataTable<DemoBooking>
        title="Test Table"
        columns={DEMO_COLUMNS}
        idField="id"
        data={rows}
        pageSize={pageSize}
        defaultQuery={DEFAULT_QUERY}
        onRefresh={refresh}
        excel={{ fileName: 'testtable.xlsx' }}
        rowClassName={demoRowClass}
        editing={editing}
        selectable
        actions={actions}
      />
    </Page>
  );
}

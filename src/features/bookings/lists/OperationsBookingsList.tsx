import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { OperatorBooking } from '../../../../contract';
import { rolesAllow } from '../../../platform/access';
import { useNow } from '../../../platform/use-now';
import { supplierToday } from '../../../platform/use-today';
import { useSession } from '../../../platform/session';
import { DataTable, type TableQuery } from '../../../ui/data-table';
import { bookingListKeys } from '../api/keys';
import { getOperationsBookings, useOperationsBookings } from '../api/operations-bookings';
import { detailsPath, invoicePath } from './agent-columns';
import { BookingActions } from './BookingActions';
import { bookingRowClass, statusHandlers } from './booking-status';
import { EXPORT_PAGE_SIZE, fetchAllPages, operatorDefaultQuery, toOperationsBody } from './list-query';
import { operationsColumns } from './operations-columns';
import { useStatusActions } from './use-status-actions';
import './booking-lists.css';

const NO_ROLES: readonly string[] = [];

/** Every booking of the operator (03-bookings "Operator bookings"), with sums and status changes. */
export function OperationsBookingsList({ text }: { text?: string | null }) {
  const queryClient = useQueryClient();
  const user = useSession();
  // Fixed when the screen opens: 'Clear filters' returns to the same window the user first saw.
  const [today] = useState(() => supplierToday(user, Date.now()));
  const defaults = useMemo(() => operatorDefaultQuery(today, text), [today, text]);
  const [query, setQuery] = useState<TableQuery>(defaults);
  const { data, isFetching } = useOperationsBookings(toOperationsBody(query));
  const { run } = useStatusActions();
  const roles = user?.roles ?? NO_ROLES;

  // The status buttons follow the clock (a tour becomes completable at the supplier's midnight).
  const now = useNow();
  const columns = useMemo(() => {
    // A booking's page and its documents open to the roles of the documents' area, as the server's.
    const documents = rolesAllow('bookingDocuments', roles);
    if (!documents && !rolesAllow('bookingStatus', roles)) return operationsColumns(null);
    return operationsColumns((row) => (
      <BookingActions
        label={`#${row.id}`}
        detailsTo={documents ? detailsPath(row.id) : undefined}
        invoiceHref={documents ? invoicePath(row.id) : undefined}
        {...statusHandlers(row, roles, now, run)}
      />
    ));
  }, [run, roles, now]);

  const fetchAll = useCallback(
    (q: TableQuery) =>
      fetchAllPages((page) => getOperationsBookings(toOperationsBody({ ...q, page }, EXPORT_PAGE_SIZE))),
    [],
  );

  const sums = useMemo(() => (data ? { ...data.sums } : undefined), [data]);

  return (
    <DataTable<OperatorBooking>
      title="Bookings"
      columns={columns}
      idField="id"
      server={{ rows: data?.entities ?? [], paging: data?.pagingInfo ?? null, fetchAll, loading: isFetching }}
      defaultQuery={defaults}
      query={query}
      onQueryChange={setQuery}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: bookingListKeys.lists })}
      excel={{ fileName: 'bookings.xlsx', title: 'Bookings' }}
      rowClassName={bookingRowClass}
      sums={sums}
      emptyText="No bookings match these filters."
    />
  );
}

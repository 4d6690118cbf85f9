import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AgentBooking } from '../../../../contract';
import { bookingRoleOf, canSell } from '../../../../domain/booking-access';
import { useNow } from '../../../platform/use-now';
import { useSession } from '../../../platform/session';
import { DataTable, type TableQuery } from '../../../ui/data-table';
import { getAgentBookingsQueryOptions, getAgentList } from '../api/agent-bookings';
import { getAgentCommissionsQueryOptions } from '../api/agent-commissions';
import { useBookingOptions } from '../api/booking-options';
import { bookingListKeys } from '../api/keys';
import { agentColumns, detailsPath, type AgentListKind } from './agent-columns';
import { AgentToolbar } from './AgentToolbar';
import { BookingActions } from './BookingActions';
import { bookingRowClass, statusHandlers } from './booking-status';
import { agentDefaultQuery, EXPORT_PAGE_SIZE, fetchAllPages, toAgentParams } from './list-query';
import { useStatusActions } from './use-status-actions';
import { useTicketDownload } from './use-ticket-download';
import './booking-lists.css';

const NO_ROLES: readonly string[] = [];
const TITLES = { bookings: 'Bookings', commissions: 'Commissions' } as const;

/** The agent's bookings or commissions (03-bookings): server-paged, filtered, exported, with row actions. */
export function AgentBookingsList({ kind, text }: { kind: AgentListKind; text?: string | null }) {
  const queryClient = useQueryClient();
  const user = useSession();
  // Arrivals staff read a group's bookings and act on none (domain/booking-access.ts); staff see every agency's.
  const role = user ? bookingRoleOf(user) : null;
  const readOnly = role === 'groups';
  const defaults = useMemo(() => agentDefaultQuery(text, kind === 'bookings'), [text, kind]);
  const [query, setQuery] = useState<TableQuery>(defaults);
  const [showMy, setShowMy] = useState(true);
  const params = toAgentParams(query, showMy);
  const pageOptions =
    kind === 'bookings' ? getAgentBookingsQueryOptions(params) : getAgentCommissionsQueryOptions(params);
  const { data, isFetching } = useQuery(pageOptions);
  const { data: agents } = useBookingOptions(kind, 'agents');
  const { data: hotels } = useBookingOptions(kind, 'hotels');
  const { data: offers } = useBookingOptions(kind, 'offers');
  const status = useStatusActions();
  const tickets = useTicketDownload();
  const { run } = status;
  const roles = user?.roles ?? NO_ROLES;

  // The status buttons follow the clock (a tour becomes completable at the supplier's midnight).
  const now = useNow();
  const columns = useMemo(() => {
    const actions = (row: AgentBooking) => (
      <BookingActions
        label={`#${row.id}`}
        detailsTo={detailsPath(row.id)}
        onTickets={kind === 'bookings' && row.canDownloadTickets ? () => void tickets(row.id) : undefined}
        {...statusHandlers(row, roles, now, run)}
      />
    );
    return agentColumns({
      kind,
      agents,
      hotels,
      offers,
      actions: readOnly ? undefined : actions,
      agencyColumn: role === 'staff',
    });
  }, [kind, agents, hotels, offers, tickets, run, roles, readOnly, role, now]);

  const sums = useMemo(() => (data?.sums ? { ...data.sums } : undefined), [data]);

  const fetchAll = useCallback(
    (q: TableQuery) =>
      fetchAllPages((page) => getAgentList(kind, toAgentParams({ ...q, page }, showMy, EXPORT_PAGE_SIZE))),
    [kind, showMy],
  );

  return (
    <DataTable<AgentBooking>
      title={TITLES[kind]}
      columns={columns}
      idField="id"
      server={{ rows: data?.entities ?? [], paging: data?.pagingInfo ?? null, fetchAll, loading: isFetching }}
      defaultQuery={defaults}
      query={query}
      onQueryChange={setQuery}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: bookingListKeys.lists })}
      excel={{ fileName: `${kind}.xlsx`, title: TITLES[kind] }}
      rowClassName={bookingRowClass}
      sums={sums}
      toolbarExtras={
        <AgentToolbar
          addLink={kind === 'bookings' && canSell(role)}
          // Every agent narrows to their own sales; what 'off' holds is domain/booking-access.ts agentListReach.
          showMy={
            role === 'agent'
              ? {
                  on: showMy,
                  // A different set of bookings: its page numbers mean nothing, so back to page 1.
                  onChange: (on) => {
                    setShowMy(on);
                    setQuery((q) => ({ ...q, page: 1 }));
                  },
                }
              : undefined
          }
        />
      }
      emptyText="No bookings match these filters."
    />
  );
}

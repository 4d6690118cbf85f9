import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AgentBooking } from '../../../../contract';
import { todayUtc } from '../../../../domain/dates';
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
  const defaults = useMemo(() => agentDefaultQuery(text), [text]);
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

  const columns = useMemo(() => {
    const today = todayUtc();
    const actions = (row: AgentBooking) => (
      <BookingActions
        label={`#${row.id}`}
        detailsTo={detailsPath(row.id)}
        onTickets={kind === 'bookings' && row.canDownloadTickets ? () => void tickets(row.id) : undefined}
        {...statusHandlers(row, roles, today, run)}
      />
    );
    return agentColumns({ kind, agents, hotels, offers, actions });
  }, [kind, agents, hotels, offers, tickets, run, roles]);

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
      toolbarExtras={
        <AgentToolbar
          addLink={kind === 'bookings'}
          showMy={
            user?.isAgencyAdmin
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

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AgentBooking, PlainPair } from '../../../../contract';
import type { TableColumn } from '../../../ui/data-table';
import { BOOKING_STATUS_OPTIONS, STATUS_FILTER_OPTIONS } from './booking-status';
import { moneyColumn, paxColumn, toOptions } from './column-helpers';
import { FILTER } from './list-query';

export type AgentListKind = 'bookings' | 'commissions';

export interface AgentColumnSetup {
  kind: AgentListKind;
  agents?: readonly PlainPair[];
  hotels?: readonly PlainPair[];
  offers?: readonly PlainPair[];
  /** Row actions; none for a read-only list (arrivals staff), which also shows the id as plain text. */
  actions?: (row: AgentBooking) => ReactNode;
  /** Staff work for many agencies: the list says whose each booking is. */
  agencyColumn?: boolean;
}

export const detailsPath = (id: number) => `/agent/bookings/details/${id}`;
/** The invoice's download link (03-bookings section 7), opened as a link. */
export const invoicePath = (id: number) => `/bookings/download/invoice/${id}`;

function StaffAgent({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      {name} <span className="bl-staff">({t('supplier staff')})</span>
    </>
  );
}

/** The published rates of the commissions list (USD), under the 'Publish rate' group header. */
const PUBLISH_RATES: readonly TableColumn<AgentBooking>[] = [
  {
    id: 'rateAdult',
    group: 'Publish rate',
    header: 'Per adult',
    field: 'pricePerAdultUsd',
    format: 'money',
    align: 'end',
    width: 110,
  },
  {
    id: 'rateChild',
    group: 'Publish rate',
    header: 'Per child',
    field: 'pricePerChildUsd',
    format: 'money',
    align: 'end',
    width: 110,
  },
  {
    id: 'rateTrip',
    group: 'Publish rate',
    header: 'Per trip',
    field: 'pricePerTripUsd',
    format: 'money',
    align: 'end',
    width: 110,
  },
];

/** Columns of the agent's bookings and commissions (03-bookings "Agent bookings", "Agent commissions"). */
export function agentColumns(setup: AgentColumnSetup): TableColumn<AgentBooking>[] {
  const bookings = setup.kind === 'bookings';
  const columns: (TableColumn<AgentBooking> | false)[] = [
    {
      id: 'id',
      header: 'Id',
      field: 'id',
      sortable: true,
      card: 'subtitle',
      width: 84,
      // Id and guest stay at the left, status and actions at the right, while the rest scrolls between.
      pin: 'start',
      render: setup.actions ? (row) => <Link to={detailsPath(row.id)}>{row.id}</Link> : undefined,
    },
    {
      id: 'guestName',
      header: 'Guest name',
      field: 'guestName',
      sortable: true,
      filter: { type: 'text', key: FILTER.text },
      card: 'title',
      width: 180,
      pin: 'start',
    },
    // From a date on, or up to one: the bookings list opens on 'from today' (list-query.ts).
    {
      id: 'date',
      header: 'Date',
      field: 'date',
      format: 'date',
      sortable: true,
      filter: { type: 'optional-date-range', key: FILTER.date },
      card: 'subtitle',
      width: 120,
    },
    {
      id: 'offer',
      header: 'Offer',
      field: 'offerName',
      sortable: true,
      filter: { type: 'select', key: FILTER.offer, options: toOptions(setup.offers) },
      width: 200,
    },
    {
      id: 'hotel',
      header: 'Hotel',
      field: 'hotelName',
      sortable: true,
      filter: { type: 'select', key: FILTER.hotel, options: toOptions(setup.hotels) },
      width: 180,
    },
    bookings && { id: 'pickUpTime', header: 'Pick-up Time', field: 'pickUpTime', width: 100 },
    { id: 'roomNumber', header: 'Room', field: 'roomNumber', width: 80, card: 'hidden' },
    { id: 'tel', header: 'Tel', field: 'tel', width: 140 },
    paxColumn('numAdults', 'Ad', 'numAdults'),
    paxColumn('numChildren', 'Ch', 'numChildren'),
    paxColumn('numInfants', 'Inf', 'numInfants'),
    paxColumn('numFoc', 'FOC', 'numFoc'),
    {
      id: 'agent',
      header: 'Agent',
      field: 'agentName',
      sortable: true,
      filter: { type: 'select', key: FILTER.agent, options: toOptions(setup.agents) },
      card: 'hidden',
      width: 160,
      // A booking staff made for the agency (negative staffAgentId) says so beside the name.
      render: (row) =>
        row.staffAgentId != null && row.staffAgentId < 0 ? (
          <StaffAgent name={row.agentName} />
        ) : (
          row.agentName
        ),
    },
    !!setup.agencyColumn && { id: 'agency', header: 'Agency', field: 'agencyName', width: 160 },
    ...(bookings ? [] : PUBLISH_RATES),
    moneyColumn<AgentBooking>('grossSales', 'Gross Sales', 'grossSales', true),
    !bookings && moneyColumn<AgentBooking>('commission', 'Commission', 'commission'),
    moneyColumn<AgentBooking>('agencyReceivable', 'Agency Receivable', 'agencyReceivable'),
    { id: 'voucher', header: 'Voucher', field: 'voucher', sortable: true, card: 'hidden', width: 110 },
    { id: 'notes', header: 'Notes', field: 'notes', card: 'hidden', width: 180 },
    {
      id: 'status',
      header: 'Status',
      field: 'status',
      options: BOOKING_STATUS_OPTIONS,
      sortable: true,
      filter: { type: 'select', key: FILTER.status, options: STATUS_FILTER_OPTIONS },
      width: 110,
      pin: 'end',
    },
    !!setup.actions && {
      id: 'actions',
      header: 'Actions',
      render: setup.actions,
      exported: false,
      width: bookings ? 150 : 110,
      pin: 'end',
    },
  ];
  return columns.filter((c): c is TableColumn<AgentBooking> => c !== false);
}

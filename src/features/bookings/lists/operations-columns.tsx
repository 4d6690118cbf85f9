import type { ReactNode } from 'react';
import type { OperatorBooking } from '../../../../contract';
import type { TableColumn } from '../../../ui/data-table';
import { BOOKING_STATUS_OPTIONS, STATUS_FILTER_OPTIONS } from './booking-status';
import { moneyColumn, paxColumn } from './column-helpers';
import { FILTER } from './list-query';

/** The hotel a booking names: the catalogue's hotel, else the one typed in by the agent. */
export const hotelOf = (row: OperatorBooking) => row.hotelName ?? row.customHotelName ?? '';

/**
 * Columns of the operator list (03-bookings "Operator bookings"); without `actions` (a reader who may
 * neither open a booking nor move it: the supplier, the superadmin) there is no Actions column.
 */
export function operationsColumns(
  actions: ((row: OperatorBooking) => ReactNode) | null,
): TableColumn<OperatorBooking>[] {
  const columns: TableColumn<OperatorBooking>[] = [
    // Id and guest lead, status and actions close the row, and stay there while the rest scrolls between.
    { id: 'id', header: 'Id', field: 'id', sortable: true, card: 'subtitle', width: 84, pin: 'start' },
    {
      id: 'guestName',
      header: 'Guest name',
      field: 'guestName',
      sortable: true,
      filter: { type: 'text', key: FILTER.text },
      card: 'title',
      width: 170,
      pin: 'start',
    },
    {
      id: 'date',
      header: 'Date',
      field: 'date',
      format: 'date',
      sortable: true,
      filter: { type: 'date-range', key: FILTER.date },
      card: 'subtitle',
      width: 120,
    },
    { id: 'tour', header: 'Tour', field: 'tourName', sortable: true, width: 180 },
    { id: 'offer', header: 'Ticket', field: 'offerName', sortable: true, width: 180 },
    { id: 'hotel', header: 'Hotel', value: hotelOf, sortable: true, width: 170 },
    { id: 'region', header: 'Region', field: 'region', card: 'hidden', width: 120 },
    { id: 'tel', header: 'Tel', field: 'tel', width: 140 },
    paxColumn('ad', 'Ad', 'ad'),
    paxColumn('ch', 'Ch', 'ch'),
    paxColumn('inf', 'Inf', 'inf'),
    paxColumn('foc', 'FOC', 'foc'),
    moneyColumn<OperatorBooking>('paid', 'Paid', 'paid'),
    moneyColumn<OperatorBooking>('collect', 'Collect', 'collect'),
    { id: 'voucher', header: 'Voucher', field: 'voucher', sortable: true, card: 'hidden', width: 110 },
    { id: 'agency', header: 'Agency', field: 'agencyName', width: 150 },
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
  ];
  // Details, invoice, confirm and cancel: four 44 px buttons.
  if (actions)
    columns.push({
      id: 'actions',
      header: 'Actions',
      render: actions,
      exported: false,
      width: 200,
      pin: 'end',
    });
  return columns;
}

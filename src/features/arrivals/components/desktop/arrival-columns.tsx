import type { TFunction } from 'i18next';
import type { PlainPair } from '../../../../../contract';
import { EDITABLE_GROUP_STATUSES, FILTER_GROUP_STATUSES } from '../../../../../domain/arrival-status';
import { hidePhones } from '../../../../../domain/phone';
import { countryName } from '../../../../platform/i18n/country-name';
import { MetAtAirport } from '../../../../ui/airport/MetAtAirport';
import type { TableColumn, TableOption } from '../../../../ui/data-table';
import type { SalesPerson } from '../../api/get-sales';
import { meetingText, pickUpText, shownStatus, travelDetails } from '../../model/display';
import type { ArrivalRow } from '../../model/arrival-rows';
import type { ArrivalTableRow } from '../../model/table-row';
import { StatusChip } from '../StatusChip';
import { SyncMark } from '../SyncMark';
import { GroupCell } from './GroupCell';

type Column = TableColumn<ArrivalTableRow>;

interface ColumnSetup {
  hotels: readonly PlainPair[];
  sales: readonly SalesPerson[];
  onResolve: (entryId: string) => void;
  /** Opens the group's sheet: contact chips, status, rooms, phones, notes. */
  onOpenGroup: (row: ArrivalRow) => void;
  t: TFunction;
  /** The reader's language, for the feed's country names. */
  language: string;
}

const options = (list: readonly { id: number; name: string }[]): TableOption[] =>
  list.map((x) => ({ value: x.id, label: x.name }));

/** The arrivals table's columns, in the spec's order (03-bookings "Arrivals"). */
export function arrivalColumns({
  hotels,
  sales,
  onResolve,
  onOpenGroup,
  t,
  language,
}: ColumnSetup): Column[] {
  // The feed's transport kinds are a small English vocabulary ('Group transfer'…), read in the reader's language.
  const transport = (kind: string | null) => (kind ? t(kind) : kind);
  const statusText = ({ row }: ArrivalTableRow) => {
    const s = shownStatus(row);
    return s.bookings > 0 ? t('{{count}} Booking(s)', { count: s.bookings }) : t(s.text);
  };
  return [
    {
      id: 'status',
      header: 'Status',
      field: 'groupStatus',
      value: statusText,
      exportValue: statusText,
      render: ({ row }) => (
        <span className="table-status">
          <StatusChip row={row} />
          <SyncMark sync={row.sync} onOpen={onResolve} />
        </span>
      ),
      filter: { type: 'multi-select-number', key: 'statuses', options: FILTER_GROUP_STATUSES },
      edit: { type: 'select', options: EDITABLE_GROUP_STATUSES },
      width: 170,
      // The row's status and guest stay in view, with its Edit and Save, while the 3,000 px between scroll.
      pin: 'start',
    },
    // Second, so that on a tablet it is in view beside the status it changes.
    {
      id: 'group',
      header: 'Contact',
      render: ({ row }) => <GroupCell row={row} onOpen={onOpenGroup} />,
      exported: false,
      width: 150,
    },
    {
      id: 'salesStaff',
      header: 'Sales Staff',
      value: ({ row }) => row.arrival.groupInfo?.salesStaffName ?? '',
      filter: { type: 'multi-select-number', key: 'salesStaffIds', options: options(sales) },
    },
    {
      id: 'meeting',
      header: 'Meeting Date',
      value: ({ row }) => meetingText(row.arrival.meetings),
      width: 180,
    },
    {
      id: 'groupId',
      header: 'Group Id',
      value: ({ row }) => row.arrival.groupId,
      sortable: true,
      sortKey: 'groupid',
      filter: { type: 'text' },
      width: 130,
    },
    {
      id: 'hotel',
      header: 'Hotel',
      value: ({ row }) => row.arrival.hotelName ?? '',
      sortable: true,
      sortKey: 'hotelname',
      filter: { type: 'multi-select-number', key: 'hotelIds', options: options(hotels) },
      width: 180,
    },
    {
      id: 'touristName',
      header: 'Tourist Name',
      value: ({ row }) => row.arrival.touristName,
      sortable: true,
      sortKey: 'touristname',
      filter: { type: 'text' },
      width: 170,
      pin: 'start',
    },
    // Hidden (7 characters and '...') except in the row's edit input, which holds the whole numbers.
    {
      id: 'phone',
      header: 'Phone',
      field: 'phone',
      render: (r) => hidePhones(r.phone),
      exportValue: (r) => hidePhones(r.phone),
      edit: { type: 'text' },
      width: 150,
    },
    {
      id: 'room',
      header: 'Room',
      field: 'room',
      sortable: true,
      sortKey: 'roomnumber',
      edit: { type: 'text' },
      width: 90,
    },
    {
      id: 'age',
      header: 'Age',
      value: ({ row }) => row.arrival.age,
      format: 'number',
      align: 'end',
      width: 70,
    },
    {
      id: 'country',
      header: 'Country',
      value: ({ row }) => countryName(row.arrival.touristCountry ?? '', language),
      sortable: true,
      sortKey: 'touristcountry',
      filter: { type: 'text' },
      width: 130,
    },
    {
      id: 'agency',
      header: 'Agency',
      value: ({ row }) => row.arrival.tdAgencyName ?? '',
      sortable: true,
      sortKey: 'agency',
      width: 160,
    },
    {
      id: 'arrival',
      header: 'Arrival',
      value: ({ row: { arrival: a } }) =>
        travelDetails(
          a.arrivalDate,
          a.arrivalTime,
          a.arrivalFlight,
          a.arrivalTerminal,
          transport(a.arrivalTransport),
        ),
      // The airport rep's meeting (issue 25 item 8) under the arrival it met.
      render: ({ row: { arrival: a } }) => (
        <span className="arrival-details">
          <span className="arrival-details-text">
            {travelDetails(
              a.arrivalDate,
              a.arrivalTime,
              a.arrivalFlight,
              a.arrivalTerminal,
              transport(a.arrivalTransport),
            )}
          </span>
          {a.airportMeeting && <MetAtAirport meeting={a.airportMeeting} />}
        </span>
      ),
      sortable: true,
      sortKey: 'arrivaldate',
      width: 230,
    },
    {
      id: 'departure',
      header: 'Departure',
      value: ({ row: { arrival: a } }) =>
        travelDetails(
          a.departureDate,
          a.departureTime,
          a.departureFlight,
          a.departureTerminal,
          transport(a.departureTransport),
        ),
      sortable: true,
      sortKey: 'departuredate',
      width: 230,
    },
    {
      id: 'pickUp',
      header: 'Pick-up Time',
      value: ({ row }) => pickUpText(row.arrival.pickUpTime, row.arrival.pickUpTimeEnd),
      sortable: true,
      sortKey: 'pickuptime',
      width: 110,
    },
    {
      id: 'hotelConf',
      header: 'Hotel Conf. No.',
      value: ({ row }) => row.arrival.hotelConfNumber ?? '',
      width: 130,
    },
    {
      id: 'agentConf',
      header: 'Agent Conf. No.',
      value: ({ row }) => row.arrival.agentConfNumber ?? '',
      width: 150,
    },
    { id: 'notes', header: 'Notes', field: 'notes', edit: { type: 'text' }, width: 240 },
  ];
}

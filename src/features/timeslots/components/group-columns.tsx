import { Link } from 'react-router-dom';
import type { TimeSlotGroupRow } from '../../../../contract';
import { IsExternalFilter } from '../../../../contract/schedules';
import type { TableColumn } from '../../../ui/data-table';
import { encodeGroupId } from '../group-route-id';

const YES_NO = [
  { label: 'Yes', value: IsExternalFilter.Yes },
  { label: 'No', value: IsExternalFilter.No },
] as const;

export const groupHref = (id: number) => `/timeslots/${encodeGroupId(id)}`;
export const slotAnchorHref = (groupId: number, slotId: number) => `${groupHref(groupId)}#ts-${slotId}`;

/** The groups list's columns; the same model makes the phone's cards and the timeslots.xls export. */
export const GROUP_COLUMNS: readonly TableColumn<TimeSlotGroupRow>[] = [
  {
    id: 'name',
    header: 'Name',
    field: 'name',
    card: 'title',
    sortable: true,
    filter: { type: 'text' },
    render: (g) => <Link to={groupHref(g.id)}>{g.name}</Link>,
    width: 240,
  },
  {
    id: 'timeSlots',
    header: 'Time Slots',
    value: (g) => g.timeSlots.map((s) => s.name).join(', '),
    render: (g) => (
      <span className="ts-slot-links">
        {g.timeSlots.map((s) => (
          <Link key={s.id} to={slotAnchorHref(g.id, s.id)}>
            {s.name}
          </Link>
        ))}
      </span>
    ),
    card: 'detail',
    width: 320,
  },
  { id: 'capacity', header: 'Capacity', field: 'capacity', format: 'number', sortable: true, width: 100 },
  {
    id: 'minimumAdvancedBooking',
    header: 'Minimum Advanced Booking',
    field: 'minimumAdvancedBooking',
    format: 'number',
    width: 140,
  },
  { id: 'pickUpTimeName', header: 'Pick Up Time', field: 'pickUpTimeName', card: 'subtitle', width: 180 },
  {
    id: 'isTimeSlotsIndependant',
    header: 'Independent Slots',
    field: 'isTimeSlotsIndependant',
    format: 'boolean',
    width: 110,
  },
  {
    id: 'isExternal',
    header: 'Is External',
    value: (g) => (g.isExternal ? IsExternalFilter.Yes : IsExternalFilter.No),
    options: YES_NO,
    filter: {
      type: 'select',
      options: YES_NO,
      match: (g, v) => Number(v) === (g.isExternal ? IsExternalFilter.Yes : IsExternalFilter.No),
    },
    width: 100,
  },
];

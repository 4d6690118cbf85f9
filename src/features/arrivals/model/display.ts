import { GroupStatus, type Meeting } from '../../../../contract';
import { displayedStatus, statusLabel, type StatusLabel } from '../../../../domain/arrival-status';
import { toDisplayDate } from '../../../../domain/dates';
import { minutesToTime } from '../../../../domain/time-input';
import type { ArrivalRow } from './arrival-rows';

/** The bookings of a group: /agent/bookings/g-{base64 groupId} (01-platform section 9). */
export function groupBookingsHref(groupId: string): string {
  const bytes = new TextEncoder().encode(groupId);
  // base64 may hold '/', which would split the path: the segment is URI-encoded.
  return `/agent/bookings/g-${encodeURIComponent(btoa(String.fromCharCode(...bytes)))}`;
}

/** The phones shown: the group's numbers when set, else the guest's own (the server's rule). */
export function shownPhones({ arrival, values }: ArrivalRow): string {
  if (values.phoneNumbers) return values.phoneNumbers;
  // With group phones on the server, touristPhone *is* those phones; cleared, the own one is unknown.
  return arrival.groupInfo?.phoneNumbers ? '' : (arrival.touristPhone ?? '');
}

/** The guest's room: the group's room in the guest's hotel when set, else the booked one. */
export function shownRoom({ arrival, values }: ArrivalRow): string {
  const room = arrival.hotelId === null ? undefined : values.rooms[String(arrival.hotelId)];
  return room ?? arrival.roomNumber ?? '';
}

export function shownNotes({ arrival, values }: ArrivalRow): string {
  if (values.notes !== null) return values.notes;
  return arrival.groupInfo?.notes ? '' : (arrival.notes ?? '');
}

export interface ShownStatus extends StatusLabel {
  status: number;
  /** The label reads 'N Booking(s)': it links to the group's bookings. */
  bookings: number;
}

/** Displayed status and its label (03-bookings section 4), pending edits included. */
export function shownStatus({ arrival, values }: ArrivalRow): ShownStatus {
  const status = displayedStatus(arrival.isDeleted, values.status, arrival.numberOfBookings);
  const bookings = status === GroupStatus.Purchased ? arrival.numberOfBookings : 0;
  return { ...statusLabel(status, values.communicationStatus, arrival.numberOfBookings), status, bookings };
}

/** Date, time, flight, terminal, transport, as one line. */
export function travelDetails(
  date: string,
  time: number | null,
  flight: string | null,
  terminal: string | null,
  transport: string | null,
): string {
  return [toDisplayDate(date), time === null ? '' : minutesToTime(time), flight, terminal, transport]
    .filter(Boolean)
    .join(' · ');
}

/** Pick-up time, with its end when it is a window. */
export function pickUpText(start: number | null, end: number | null): string {
  if (start === null) return '';
  return end === null || end === start
    ? minutesToTime(start)
    : `${minutesToTime(start)}–${minutesToTime(end)}`;
}

/** The group's latest meeting as a date-time description: 'DD.MM.YYYY HH:MM–HH:MM'. */
export function meetingText(meetings: readonly Meeting[]): string {
  const m = meetings.at(-1);
  if (!m) return '';
  const start = m.isNoTime || m.timeStart === null ? '' : minutesToTime(m.timeStart);
  const time = start && m.timeEnd !== null ? `${start}–${minutesToTime(m.timeEnd)}` : start;
  return [toDisplayDate(m.date), time].filter(Boolean).join(' ');
}

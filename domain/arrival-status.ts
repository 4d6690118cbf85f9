import { CommunicationFlag, GroupStatus } from '../contract/enums';

const RESPONDED = CommunicationFlag.CallResponded; // 16: every "responded" flag is 16 or above

/** Displayed status: deleted; else Purchased when the group has bookings; else the group's; else Pending. */
export function displayedStatus(
  isDeleted: boolean,
  groupStatus: number | null | undefined,
  numberOfBookings: number,
): number {
  if (isDeleted) return GroupStatus.Deleted;
  if (numberOfBookings > 0) return GroupStatus.Purchased;
  return groupStatus ?? GroupStatus.Pending;
}

export interface StatusLabel {
  text: string;
  /** Each label has its own colour (hex), under white text at 4.5:1 or more (WCAG AA for its small bold text). */
  color: string;
}

const BY_STATUS: Record<number, StatusLabel> = {
  [GroupStatus.Deleted]: { text: 'Deleted', color: '#5f6368' },
  [GroupStatus.Pending]: { text: 'No Comm.', color: '#6b7079' },
  [GroupStatus.DidNotAttend]: { text: 'Did Not Attend', color: '#c62828' },
  [GroupStatus.DidNotBuy]: { text: 'Did Not Buy', color: '#a15c00' },
  [GroupStatus.PurchasedDiffName]: { text: 'Purch Diff. Name', color: '#6a1b9a' },
  [GroupStatus.Cancelled]: { text: 'Cancelled', color: '#37474f' },
  [GroupStatus.Purchased]: { text: 'Purchased', color: '#2e7d32' },
  [GroupStatus.NonTourist]: { text: 'Non Tourist', color: '#00695c' },
};

/**
 * The label of an arrival's status. Below Purch Diff. Name (status < 3) contact progress shows instead:
 * 'Comm. Resp.' once any "responded" flag (16 or above) is set, 'Comm. Initiated' for an initiated one.
 */
export function statusLabel(
  status: number,
  communicationStatus: number,
  numberOfBookings: number,
): StatusLabel {
  if (status === GroupStatus.Purchased && numberOfBookings > 0) {
    return { text: `${numberOfBookings} Booking(s)`, color: BY_STATUS[GroupStatus.Purchased].color };
  }
  if (status >= GroupStatus.Pending && status < GroupStatus.PurchasedDiffName) {
    if (communicationStatus >= RESPONDED) return { text: 'Comm. Resp.', color: '#1565c0' };
    if (communicationStatus > 0) return { text: 'Comm. Initiated', color: '#0277bd' };
  }
  return BY_STATUS[status] ?? BY_STATUS[GroupStatus.Pending];
}

/** Statuses a rep may set by hand. */
export const EDITABLE_GROUP_STATUSES = [
  { value: GroupStatus.Pending, label: 'Pending' },
  { value: GroupStatus.PurchasedDiffName, label: 'Purchased Diff. Name' },
  { value: GroupStatus.Cancelled, label: 'Cancelled' },
  { value: GroupStatus.NonTourist, label: 'Non tourist' },
] as const;

/** Filter options: the editable ones plus Purchased and Deleted. */
export const FILTER_GROUP_STATUSES = [
  ...EDITABLE_GROUP_STATUSES,
  { value: GroupStatus.Purchased, label: 'Purchased' },
  { value: GroupStatus.Deleted, label: 'Deleted' },
] as const;

export const COMMUNICATION_FLAGS = [
  { flag: CommunicationFlag.CallInitiated, label: 'Call initiated', channel: 'call', responded: false },
  {
    flag: CommunicationFlag.MeetInitiated,
    label: 'Meet in person initiated',
    channel: 'meet',
    responded: false,
  },
  {
    flag: CommunicationFlag.MessengerInitiated,
    label: 'Messenger initiated',
    channel: 'messenger',
    responded: false,
  },
  {
    flag: CommunicationFlag.LetterInitiated,
    label: 'Letter in lobby initiated',
    channel: 'letter',
    responded: false,
  },
  { flag: CommunicationFlag.CallResponded, label: 'Call responded', channel: 'call', responded: true },
  { flag: CommunicationFlag.MeetResponded, label: 'Meet responded', channel: 'meet', responded: true },
  {
    flag: CommunicationFlag.MessengerResponded,
    label: 'Messenger responded',
    channel: 'messenger',
    responded: true,
  },
  { flag: CommunicationFlag.LetterResponded, label: 'Letter responded', channel: 'letter', responded: true },
] as const;

export function toggleFlag(mask: number, flag: number): number {
  return mask & flag ? mask & ~flag : mask | flag;
}

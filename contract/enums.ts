// No zod here: screens that need only these constants do not load it (roleSchema is in roles.ts).

/** Roles of the spec (01-platform section 6), as they appear in the token's role claim. */
export const ROLES = [
  'operations',
  'ticketsadmin',
  'guide',
  'admin',
  'superadmin',
  'arrivalsadmin',
  'arrivalsmanager',
  'supplier',
  'sales',
  'accounts',
  'agent',
  'driver',
  'editor',
  'supereditor',
  'airportrep',
] as const;
export type Role = (typeof ROLES)[number];

export const BookingStatus = {
  New: 0,
  PendingVerification: 1,
  QuotationRequest: 2,
  PaymentRequired: 3,
  Cancelled: 4,
  Completed: 5,
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

export const GroupStatus = {
  Deleted: -1,
  Pending: 0,
  DidNotAttend: 1,
  DidNotBuy: 2,
  PurchasedDiffName: 3,
  Cancelled: 4,
  Purchased: 5,
  NonTourist: 6,
} as const;
export type GroupStatus = (typeof GroupStatus)[keyof typeof GroupStatus];

export const CommunicationFlag = {
  None: 0,
  CallInitiated: 1,
  MeetInitiated: 2,
  MessengerInitiated: 4,
  LetterInitiated: 8,
  CallResponded: 16,
  MeetResponded: 32,
  MessengerResponded: 64,
  LetterResponded: 128,
} as const;

/** Day-of-week flags; 0 (or all seven set) means every day. */
export const DayFlag = {
  Everyday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 4,
  Thursday: 8,
  Friday: 16,
  Saturday: 32,
  Sunday: 64,
} as const;

export const TimeType = { Fixed: 0, Anytime: 1, NoTime: 2 } as const;
export const TimeSlotType = { Live: 0, OnRequest: 1 } as const;
export const OfferBookingType = { OnRequest: 0, LiveBook: 1, TicketOnly: 2 } as const;
export const ConversionType = { Multiply: 0, Divide: 1 } as const;
export const NotificationType = ['information', 'warning', 'error', 'success'] as const;
export type NotificationKind = (typeof NotificationType)[number];

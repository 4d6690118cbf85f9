import {
  BOOKING_STATUS_ACTIONS,
  type BookingStatusAction,
  type BookingStatusRefusal,
} from '../contract/bookings';
import { BookingStatus, type Role } from '../contract/enums';

/**
 * Who moves a booking's status: operations staff (any booking of their supplier scope), or the
 * booking's own agent (an agency admin: any booking of the agency). Whose booking it is, the server's
 * scope decides (404 when not yours); this table says what each of them may do to it.
 */
export type StatusActor = 'staff' | 'agent' | 'system';

/** No role makes a user the system: its changes are the server's own jobs (the OCTO recovery). */
export const ACTOR_ROLES: Readonly<Record<StatusActor, readonly Role[]>> = {
  staff: ['operations', 'admin'],
  agent: ['agent'],
  system: [],
};

/** 'anytime', or 'fromTourDay': on the tour's date or later (UTC), once the tour has had its day. */
export type TransitionWhen = 'anytime' | 'fromTourDay';

export interface BookingTransition {
  by: readonly StatusActor[];
  from: readonly BookingStatus[];
  to: BookingStatus;
  when: TransitionWhen;
}

const PENDING = [
  BookingStatus.PendingVerification,
  BookingStatus.QuotationRequest,
  BookingStatus.PaymentRequired,
] as const;

/**
 * The one table of booking status changes (docs/decisions.md, "Booking status transitions"): the
 * server's checks and every screen's buttons read it, so a button is shown exactly when the server
 * would accept it.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatusAction, BookingTransition>> = {
  confirm: { by: ['staff'], from: PENDING, to: BookingStatus.New, when: 'anytime' },
  complete: { by: ['staff'], from: [BookingStatus.New], to: BookingStatus.Completed, when: 'fromTourDay' },
  cancel: {
    // The system: the OCTO recovery undoes a booking whose provider tickets were never confirmed.
    by: ['staff', 'agent', 'system'],
    from: [BookingStatus.New, ...PENDING],
    to: BookingStatus.Cancelled,
    when: 'anytime',
  },
};

/** The actors a user is, by their roles (names compare case-insensitively, as the client's do). */
export function actorsOf(roles: readonly string[]): StatusActor[] {
  const mine = new Set(roles.map((r) => r.toLowerCase()));
  return (Object.keys(ACTOR_ROLES) as StatusActor[]).filter((actor) =>
    ACTOR_ROLES[actor].some((r) => mine.has(r)),
  );
}

/** Every role that takes part in some transition: the roles the status route lets in at all. */
export const TRANSITION_ROLES: readonly Role[] = [...new Set(Object.values(ACTOR_ROLES).flat())];

/** Why a transition is refused: the contract's closed set of reasons (contract/bookings.ts). */
export type TransitionRefusal = BookingStatusRefusal;

export type TransitionCheck =
  { ok: true; from: BookingStatus; to: BookingStatus } | { ok: false; reason: TransitionRefusal };

/**
 * Whether the server's own job may apply the action to a booking with this status (the same table:
 * a completed or already cancelled booking is not cancelled again). Date rules do not hold it back.
 */
export function checkSystemTransition(
  action: BookingStatusAction,
  booking: { status: number },
): TransitionCheck {
  const rule = BOOKING_TRANSITIONS[action];
  if (!rule.by.includes('system')) return { ok: false, reason: 'not_allowed' };
  const from = rule.from.find((s) => s === booking.status);
  if (from === undefined) return { ok: false, reason: 'status_changed' };
  return { ok: true, from, to: rule.to };
}

/** Whether these roles may apply the action to a booking with this status and date, on `today` (YYYY-MM-DD, UTC). */
export function checkTransition(
  action: BookingStatusAction,
  booking: { status: number; date: string },
  roles: readonly string[],
  today: string,
): TransitionCheck {
  const rule = BOOKING_TRANSITIONS[action];
  if (!actorsOf(roles).some((actor) => rule.by.includes(actor))) return { ok: false, reason: 'not_allowed' };
  const from = rule.from.find((s) => s === booking.status);
  if (from === undefined) return { ok: false, reason: 'status_changed' };
  if (rule.when === 'fromTourDay' && booking.date > today) return { ok: false, reason: 'too_early' };
  return { ok: true, from, to: rule.to };
}

/** The actions a screen offers for a booking: exactly those the server would accept now. */
export function allowedActions(
  booking: { status: number; date: string },
  roles: readonly string[],
  today: string,
): BookingStatusAction[] {
  return BOOKING_STATUS_ACTIONS.filter((action) => checkTransition(action, booking, roles, today).ok);
}

/** A booking that still waits for staff to confirm it (the statuses Confirm moves from). */
export function awaitsConfirmation(status: number): boolean {
  return BOOKING_TRANSITIONS.confirm.from.some((s) => s === status);
}

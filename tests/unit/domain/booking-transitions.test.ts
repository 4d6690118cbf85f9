import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_ACTIONS, type BookingStatusAction } from '../../../contract/bookings';
import { BookingStatus } from '../../../contract/enums';
import {
  actorsOf,
  allowedActions,
  awaitsConfirmation,
  BOOKING_TRANSITIONS,
  checkSystemTransition,
  checkTransition,
  TRANSITION_ROLES,
} from '../../../domain/booking-transitions';

const TODAY = '2026-05-10';
const DATES = { past: '2026-05-09', today: TODAY, future: '2026-05-11' } as const;
const USERS = {
  operations: ['operations'],
  admin: ['Admin'],
  agent: ['agent'],
  accounts: ['accounts'],
  none: [] as string[],
} as const;
const STATUSES = [0, 1, 2, 3, 4, 5] as const;

/**
 * The whole table written out as decided (docs/decisions.md): who, from which status, on which days.
 * Written here by hand, not read from the module, so a change to the table must change this too.
 */
const ALLOWED: Record<
  BookingStatusAction,
  { who: (keyof typeof USERS)[]; from: number[]; days: (keyof typeof DATES)[] }
> = {
  confirm: { who: ['operations', 'admin'], from: [1, 2, 3], days: ['past', 'today', 'future'] },
  complete: { who: ['operations', 'admin'], from: [0], days: ['past', 'today'] },
  cancel: { who: ['operations', 'admin', 'agent'], from: [0, 1, 2, 3], days: ['past', 'today', 'future'] },
};
const TO: Record<BookingStatusAction, number> = { confirm: 0, complete: 5, cancel: 4 };

describe('the booking transition table', () => {
  for (const action of BOOKING_STATUS_ACTIONS) {
    for (const [who, roles] of Object.entries(USERS) as [keyof typeof USERS, readonly string[]][]) {
      it(`${action} by ${who}: from every status, on a tour past, today and to come`, () => {
        const rule = ALLOWED[action];
        const expected: Record<string, object> = {};
        const actual: Record<string, object> = {};
        for (const status of STATUSES) {
          for (const [day, date] of Object.entries(DATES) as [keyof typeof DATES, string][]) {
            const where = `from ${status}, tour ${day}`;
            expected[where] = !rule.who.includes(who)
              ? { ok: false, reason: 'not_allowed' }
              : !rule.from.includes(status)
                ? { ok: false, reason: 'status_changed' }
                : !rule.days.includes(day)
                  ? { ok: false, reason: 'too_early' }
                  : { ok: true, from: status, to: TO[action], offered: true };
            const check = checkTransition(action, { status, date }, roles, TODAY);
            const offered = allowedActions({ status, date }, roles, TODAY).includes(action);
            actual[where] = offered ? { ...check, offered } : check;
          }
        }
        expect(actual).toEqual(expected);
      });
    }
  }

  it('has a row for every action, and nothing moves out of cancelled or completed', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUS_ACTIONS].sort());
    for (const rule of Object.values(BOOKING_TRANSITIONS)) {
      expect(rule.from).not.toContain(4);
      expect(rule.from).not.toContain(5);
    }
  });

  it('offers a user with both roles what either may do', () => {
    expect(allowedActions({ status: 1, date: DATES.future }, ['agent', 'operations'], TODAY)).toEqual([
      'confirm',
      'cancel',
    ]);
    expect(actorsOf(['AGENT', 'Operations'])).toEqual(['staff', 'agent']);
  });

  it('lets in at the route exactly the roles that take part', () => {
    expect([...TRANSITION_ROLES].sort()).toEqual(['admin', 'agent', 'operations']);
  });

  it('says which statuses still await confirmation', () => {
    expect(STATUSES.filter(awaitsConfirmation)).toEqual([1, 2, 3]);
  });
});

describe("the server's own cancel (issue 24: the OCTO recovery)", () => {
  it('goes through the table: open and pending bookings, never completed or cancelled ones', () => {
    expect(checkSystemTransition('cancel', { status: BookingStatus.New })).toEqual({
      ok: true,
      from: BookingStatus.New,
      to: BookingStatus.Cancelled,
    });
    expect(checkSystemTransition('cancel', { status: BookingStatus.Completed })).toEqual({
      ok: false,
      reason: 'status_changed',
    });
    expect(checkSystemTransition('confirm', { status: BookingStatus.PendingVerification }).ok).toBe(false);
  });
});

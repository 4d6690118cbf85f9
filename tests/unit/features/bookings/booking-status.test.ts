import { describe, expect, it } from 'vitest';
import {
  bookingRowClass,
  bookingStatusLabel,
  statusHandlers,
} from '../../../../src/features/bookings/lists/booking-status';
import { agentColumns } from '../../../../src/features/bookings/lists/agent-columns';
import { hotelOf, operationsColumns } from '../../../../src/features/bookings/lists/operations-columns';
import { ROW_STYLES } from '../../../../src/ui/data-table';

describe('booking status labels and styles', () => {
  it('shows New as Normal and PendingVerification as Pending', () => {
    expect([0, 1, 2, 3, 4, 5].map(bookingStatusLabel)).toEqual([
      'Normal',
      'Pending',
      'Quotation Request',
      'Payment Required',
      'Cancelled',
      'Completed',
    ]);
  });

  it('styles cancelled and pending rows only', () => {
    expect(bookingRowClass({ status: 4 })).toBe(ROW_STYLES.cancelled);
    expect(bookingRowClass({ status: 1 })).toBe(ROW_STYLES.pending);
    expect(bookingRowClass({ status: 0 })).toBeUndefined();
  });

  it('draws the buttons the transition table allows the user, each sending its own action', () => {
    const today = '2026-05-10';
    const noon = Date.parse('2026-05-10T08:00:00Z');
    const sent: string[] = [];
    const run = (id: number, action: string) => sent.push(`${id} ${action}`);
    const row = (status: number, date: string) => ({ id: 9, status, date, timeZone: 'Asia/Dubai' });
    const buttons = (status: number, date: string, roles: string[]) =>
      Object.keys(statusHandlers(row(status, date), roles, noon, run)).sort();
    expect(buttons(2, '2026-05-12', ['operations'])).toEqual(['onCancel', 'onConfirm']);
    expect(buttons(3, '2026-05-12', ['operations'])).toEqual(['onCancel', 'onConfirm']);
    expect(buttons(0, today, ['operations'])).toEqual(['onCancel', 'onComplete']);
    expect(buttons(1, '2026-05-12', ['agent'])).toEqual(['onCancel']);
    expect(buttons(4, '2026-05-12', ['operations'])).toEqual([]);
    statusHandlers(row(0, today), ['operations'], noon, run).onComplete?.();
    expect(sent).toEqual(['9 complete']);
  });

  it("reads today on the booking's supplier's clock, as the server does, not in UTC", () => {
    // 21:00 UTC on the 9th is 01:00 on the 10th in Dubai and 22:00 on the 9th in London.
    const lateEvening = Date.parse('2026-05-09T21:00:00Z');
    const tour = (timeZone: string) => ({ id: 9, status: 0, date: '2026-05-10', timeZone });
    const run = () => {};
    expect(statusHandlers(tour('Asia/Dubai'), ['operations'], lateEvening, run).onComplete).toBeDefined();
    expect(
      statusHandlers(tour('Europe/London'), ['operations'], lateEvening, run).onComplete,
    ).toBeUndefined();
  });
});

describe('list columns', () => {
  const none = () => null;
  it('commissions drop pick-up time and add commission and the published rates', () => {
    const bookings = agentColumns({ kind: 'bookings', actions: none }).map((c) => c.id);
    const commissions = agentColumns({ kind: 'commissions', actions: none }).map((c) => c.id);
    expect(bookings).toContain('pickUpTime');
    expect(commissions).not.toContain('pickUpTime');
    expect(commissions).toEqual(expect.arrayContaining(['commission', 'rateAdult', 'rateChild', 'rateTrip']));
  });

  it('filters by the API query names and sorts by the API sort values', () => {
    const byId = Object.fromEntries(agentColumns({ kind: 'bookings', actions: none }).map((c) => [c.id, c]));
    expect(byId.guestName.filter?.key).toBe('f');
    expect(byId.agent.filter?.key).toBe('agentId');
    expect(byId.status.filter?.options?.map((o) => o.label)).toEqual(['Normal', 'Pending', 'Cancelled']);
    expect(byId.actions.exported).toBe(false);
  });

  it('operator rows show the typed-in hotel when no catalogue hotel is set', () => {
    // Id and guest lead (pinned), then the spec's order.
    expect(
      operationsColumns(none)
        .map((c) => c.id)
        .slice(0, 5),
    ).toEqual(['id', 'guestName', 'date', 'tour', 'offer']);
    expect(hotelOf({ hotelName: null, customHotelName: 'Villa 9' } as never)).toBe('Villa 9');
  });
});

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
    const sent: string[] = [];
    const run = (id: number, action: string) => sent.push(`${id} ${action}`);
    const buttons = (status: number, date: string, roles: string[]) =>
      Object.keys(statusHandlers({ id: 9, status, date }, roles, today, run)).sort();
    expect(buttons(2, '2026-05-12', ['operations'])).toEqual(['onCancel', 'onConfirm']);
    expect(buttons(3, '2026-05-12', ['operations'])).toEqual(['onCancel', 'onConfirm']);
    expect(buttons(0, today, ['operations'])).toEqual(['onCancel', 'onComplete']);
    expect(buttons(1, '2026-05-12', ['agent'])).toEqual(['onCancel']);
    expect(buttons(4, '2026-05-12', ['operations'])).toEqual([]);
    statusHandlers({ id: 9, status: 0, date: today }, ['operations'], today, run).onComplete?.();
    expect(sent).toEqual(['9 complete']);
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

import { describe, expect, it } from 'vitest';
import type { TicketAvailability } from '../../../../contract';
import {
  calendarFrom,
  markedDays,
  seatsDetail,
} from '../../../../src/features/bookings/new-booking/provider-seats';

const seats = (patch: Partial<TicketAvailability> = {}): TicketAvailability => ({
  provider: 'Dubai Attractions',
  days: [
    { date: '2026-12-01', status: 'AVAILABLE', vacancies: 40 },
    { date: '2026-12-02', status: 'SOLD_OUT', vacancies: 0 },
    { date: '2026-12-03', status: 'CLOSED', vacancies: 0 },
    { date: '2026-12-04', status: 'LIMITED', vacancies: 3 },
  ],
  departure: { status: 'LIMITED', vacancies: 3 },
  ...patch,
});

describe("what the form shows of a slot's provider availability", () => {
  it("reads the provider's calendar from the carousel's first day, so moving along it asks nothing new", () => {
    expect(calendarFrom('2026-12-01', null)).toBe('2026-12-01');
    expect(calendarFrom('2026-12-01', '2026-12-09')).toBe('2026-12-01');
    expect(calendarFrom('2026-12-01', '2026-12-14')).toBe('2026-12-01');
    // A resumed booking's day outside the window is read from itself.
    expect(calendarFrom('2026-12-01', '2026-12-20')).toBe('2026-12-20');
    expect(calendarFrom('2026-12-01', '2026-11-30')).toBe('2026-11-30');
  });

  it('marks the sold-out and closed days only', () => {
    expect([...markedDays(seats())]).toEqual([
      ['2026-12-02', 'SOLD_OUT'],
      ['2026-12-03', 'CLOSED'],
    ]);
    expect(markedDays(null).size).toBe(0);
  });

  it("says a departure's places left, or that it is sold out or closed; nothing when unknown", () => {
    expect(seatsDetail(seats())).toEqual({
      text: 'Places left at {{provider}}: {{n}}',
      values: { provider: 'Dubai Attractions', n: 3 },
      warning: false,
    });
    expect(seatsDetail(seats({ departure: { status: 'SOLD_OUT', vacancies: 0 } }))?.text).toBe(
      'Sold out at {{provider}}',
    );
    expect(seatsDetail(seats({ departure: { status: 'CLOSED', vacancies: null } }))?.text).toBe(
      'Closed at {{provider}}',
    );
    expect(seatsDetail(seats({ departure: { status: 'AVAILABLE', vacancies: null } }))).toBeNull();
    expect(seatsDetail(seats({ departure: null }))).toBeNull();
    expect(seatsDetail(null)).toBeNull();
  });
});

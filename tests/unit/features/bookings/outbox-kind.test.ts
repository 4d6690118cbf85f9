import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../../../contract/bookings';
import { classifyBooking, outboxKind, providerWaitNote } from '../../../../src/features/bookings/outbox-kind';
import { afterAnswer, newEntry } from '../../../../src/platform/outbox/transitions';

const booking = { clientRef: 'ref-1', tourId: 3, offerId: 9, date: '2026-12-02' } as NewBooking;
const answer = (status: number, body: unknown, replayed = false) => ({ status, body, replayed });
const created = { id: 120, clientRef: 'ref-1', status: 1, total: 240, totalAed: 881.4 };

describe('a new booking in the outbox', () => {
  it('is one POST, its own entity by its clientRef', () => {
    expect(outboxKind.name).toBe('booking');
    expect(outboxKind.entity(booking)).toBe('booking:ref-1');
    expect(outboxKind.request(booking)).toEqual({
      method: 'POST',
      path: '/api/agent/bookings',
      body: booking,
    });
  });

  it('is made on 201; on 200 the server had it already (its clientRef, or a replay)', () => {
    expect(classifyBooking(answer(201, created))).toEqual({ outcome: 'done' });
    expect(classifyBooking(answer(200, created))).toEqual({ outcome: 'already-done' });
    expect(classifyBooking(answer(201, created, true))).toEqual({ outcome: 'already-done' });
  });

  it("is a conflict for the agent when the price changed, with the server's total", () => {
    const priceChanged = {
      title: 'Conflict',
      message: 'Price changed: the total is now 260.00 USD',
      total: 260,
      totalAed: 954.85,
    };
    expect(classifyBooking(answer(409, priceChanged))).toEqual({
      outcome: 'conflict',
      reason: 'price_changed',
    });
    const reused = {
      title: 'Booking reference already used',
      message: 'Open a new booking form',
      reason: 'client_ref_reused',
    };
    expect(classifyBooking(answer(409, reused))).toEqual({
      outcome: 'conflict',
      reason: 'client_ref_reused',
    });
  });

  it("is refused with the server's reason on other 4xx", () => {
    expect(
      classifyBooking(answer(422, { title: 'Closed for sale', message: 'Closed', reason: 'stop_sell' })),
    ).toEqual({
      outcome: 'refused',
      reason: 'stop_sell',
    });
    expect(classifyBooking(answer(400, { title: 'Bad request', message: 'Date' }))).toEqual({
      outcome: 'refused',
    });
  });

  it('keeps waiting when its ticket provider fails, and says why', () => {
    const timeout = {
      title: 'Demo Attractions could not reserve the tickets',
      message: 'No answer',
      reason: 'provider_timeout',
    };
    expect(classifyBooking(answer(502, timeout))).toEqual({ outcome: 'retry', reason: 'provider_timeout' });
    const entry = afterAnswer(
      newEntry(
        { userId: 7, label: 'x', entity: 'booking:ref-1', kind: 'booking', ...outboxKind.request(booking) },
        'b',
        0,
      ),
      502,
      timeout,
      1,
      () => 0.5,
    );
    expect(entry).toMatchObject({ state: 'waiting', error: { reason: 'provider_timeout' } });
    expect(providerWaitNote(entry)).toBe(
      'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
    );
    const notConfigured = afterAnswer(
      entry,
      503,
      { title: 'T', message: 'M', reason: 'provider_not_configured' },
      2,
    );
    expect(providerWaitNote(notConfigured)).toMatch(/not set up/);
    expect(providerWaitNote(afterAnswer(entry, 500, { title: 'T', message: 'M' }, 3))).toBeNull();
  });

  it('shows as a new booking, reopened in the booking form to edit and resend', () => {
    expect(outboxKind.view.title).toBe('New booking');
    expect(outboxKind.view.resolve?.text).toBe('Edit and resend');
    expect(outboxKind.view.resolve?.href({ id: 'e2' } as never)).toBe('/agent/bookings/add?entry=e2');
  });
});

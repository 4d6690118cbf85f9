import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../../../contract/bookings';
import { classifyBooking, outboxKind, providerWaitNote } from '../../../../src/features/bookings/outbox-kind';
import { outcomeOf } from '../../../../src/features/bookings/api/create-booking';
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

  // Issue 26 item 1: a supplier's permanent refusal was answered 502, so the outbox resent it for good
  // and the form said "Saved on this device — it will be sent when you are back online", online.
  describe('a final answer is told from a passing failure', () => {
    const entryOf = (status: number, body: unknown) =>
      afterAnswer(
        newEntry(
          { userId: 7, label: 'x', entity: 'booking:ref-1', kind: 'booking', ...outboxKind.request(booking) },
          'b',
          0,
        ),
        status,
        body,
        1,
        () => 0.5,
      );
    const declined = {
      title: 'Demo Attractions declined',
      message: 'Demo Attractions declined the booking: too few guests. No booking was made.',
      reason: 'provider_declined',
      step: 'reserve',
      retryable: false,
    };

    it('goes to the agent, never back in the queue, when the provider declined it (422)', () => {
      expect(classifyBooking(answer(422, declined))).toEqual({
        outcome: 'refused',
        reason: 'provider_declined',
      });
      const entry = entryOf(422, declined);
      expect(entry).toMatchObject({ state: 'refused', attempts: 0, error: { reason: 'provider_declined' } });
      expect(outcomeOf(entry)).toMatchObject({ kind: 'refused', message: declined.message });
    });

    it('goes to the agent when any answer says it is final, even a 5xx (retryable: false)', () => {
      const final = { ...declined, reason: 'provider_refused' };
      expect(classifyBooking(answer(502, final))).toEqual({ outcome: 'refused', reason: 'provider_refused' });
      expect(entryOf(503, { title: 'T', message: 'M', retryable: false }).state).toBe('refused');
    });

    it('waits and is sent again on network failures, time-outs, 5xx and 429', () => {
      const passing = { title: 'T', message: 'M', reason: 'provider_refused', retryable: true };
      for (const [status, body] of [
        [0, null],
        [408, null],
        [429, { title: 'Too many', message: 'Later' }],
        [500, { title: 'T', message: 'M' }],
        [502, passing],
        [503, { title: 'T', message: 'M', reason: 'provider_not_configured' }],
        [504, null],
      ] as const)
        expect([status, classifyBooking(answer(status, body)).outcome]).toEqual([status, 'retry']);
    });

    it('says a provider that failed for now is not answering, not "back online"; offline says back online', () => {
      const providerDown = entryOf(502, {
        title: 'T',
        message: 'M',
        reason: 'provider_timeout',
        retryable: true,
      });
      expect(outcomeOf(providerDown)).toEqual({ kind: 'pending', why: 'provider' });
      expect(outcomeOf(entryOf(500, { title: 'T', message: 'M' }))).toEqual({
        kind: 'pending',
        why: 'server',
      });
      expect(outcomeOf(entryOf(0, null))).toEqual({ kind: 'pending', why: 'offline' });
      expect(outcomeOf(undefined, false)).toEqual({ kind: 'pending', why: 'offline' });
    });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { afterAnswer, newEntry, startSending } from '../../../../src/platform/outbox/transitions';
import { OutboxItem } from '../../../../src/ui/outbox/OutboxItem';

initI18n();

const booking = {
  userId: 7,
  kind: 'booking' as const,
  entity: 'booking:ref-1',
  method: 'POST' as const,
  path: '/api/agent/bookings',
  body: { clientRef: 'ref-1' },
  label: 'Burj Khalifa for Ivan Petrov',
};
// What the server answers when the ticket provider does not answer in time (external-bookings failures.ts).
const timeout = {
  title: 'Demo Attractions could not reserve the tickets',
  message: 'Demo Attractions did not answer in time. No booking was made. Try again in a moment.',
  reason: 'provider_timeout',
  step: 'reserve',
  provider: 'Demo Attractions',
};

describe('a booking held up by its ticket provider', () => {
  it('keeps waiting in the outbox with the reason, and is not refused', () => {
    const e = afterAnswer(startSending(newEntry(booking, 'b', 0), 1), 502, timeout, 2, () => 0.5);
    expect(e.state).toBe('waiting');
    expect(e.attempts).toBe(1);
    expect(e.error).toMatchObject({ status: 502, body: { reason: 'provider_timeout' } });

    render(<OutboxItem entry={e} now={3} />);
    expect(
      screen.getByText(
        'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(timeout.message))).toBeTruthy();
    // Waiting, not needing the agent: no "Edit and resend".
    expect(screen.queryByText('Edit and resend')).toBeNull();
  });

  it('goes to the agent when the provider cannot sell the departure (422), like any refusal', () => {
    const e = afterAnswer(
      newEntry(booking, 'b', 0),
      422,
      { title: 'Sold out', reason: 'provider_unavailable' },
      2,
    );
    expect(e.state).toBe('refused');
  });
});

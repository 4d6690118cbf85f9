import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { defineOutboxKind, registerOutboxKinds } from '../../../../src/platform/outbox/kinds';
import { afterAnswer, newEntry } from '../../../../src/platform/outbox/transitions';
import { OutboxItem } from '../../../../src/ui/outbox/OutboxItem';

initI18n();

// A kind the Outbox page has never heard of shows as its file says: the page knows no feature.
const scan = defineOutboxKind<{ code: string }>({
  name: 'test-view-scan',
  entity: (s) => `scan:${s.code}`,
  request: (s) => ({ method: 'POST', path: '/api/test/scan', body: s }),
  classify: (a) =>
    a.status === 409 ? { outcome: 'already-done' } : { outcome: 'refused', reason: 'wrong_day' },
  view: {
    title: 'Guest check-in',
    resolve: { text: 'Open manifest', href: (e) => `/my-day?entry=${e.id}` },
    waitingNote: () => 'Scanned offline',
    chipLabel: (e) => (e.alreadyDone ? 'Already checked in' : undefined),
  },
});
registerOutboxKinds([scan]);

const queued = newEntry(
  { userId: 7, kind: scan.name, entity: 'scan:Q', label: 'Ivan Petrov', ...scan.request({ code: 'Q' }) },
  's1',
  0,
);

describe("an outbox entry shown by its kind's view", () => {
  it('says what it is and why it waits', () => {
    render(<OutboxItem entry={queued} now={1} />);
    expect(screen.getByText(/Guest check-in/)).toBeTruthy();
    expect(screen.getByText('Scanned offline')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
  });

  it("names a state in the kind's words: sent as already done", () => {
    render(<OutboxItem entry={afterAnswer(queued, 409, {}, 2)} now={3} />);
    expect(screen.getByText('Already checked in')).toBeTruthy();
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.queryByText('Scanned offline')).toBeNull();
  });

  it('sends the user where its kind settles a refusal', () => {
    render(
      <OutboxItem
        entry={afterAnswer(queued, 422, { title: 'Wrong day', message: 'Not today' }, 2)}
        now={3}
      />,
    );
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getByText('Wrong day: Not today')).toBeTruthy();
    expect(screen.getByText('Open manifest').closest('ion-button')?.getAttribute('router-link')).toBe(
      '/my-day?entry=s1',
    );
  });
});

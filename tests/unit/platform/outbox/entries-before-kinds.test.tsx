import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../../src/features/bookings/api/create-booking';
import { initI18n } from '../../../../src/platform/i18n';
import { drainOutbox } from '../../../../src/platform/outbox/drain';
import { allEntries, getEntry, putEntry, removeEntry } from '../../../../src/platform/outbox/store';
import type { OutboxEntry } from '../../../../src/platform/outbox/types';
import { OutboxItem } from '../../../../src/ui/outbox/OutboxItem';

initI18n();

// Entries as the version before operation kinds wrote them to IndexedDB (transitions.ts newEntry and
// afterAnswer of that version): a device updated with operations still queued must send them as they
// are, and show the stuck ones as before.
const waiting = {
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: 1_000,
  createdAt: 1_000,
  updatedAt: 1_000,
} as const;
const edit = {
  ...waiting,
  id: '0b5e6a5e-1d1c-4a8e-9d59-3f0f6a1c2e01',
  key: '0b5e6a5e-1d1c-4a8e-9d59-3f0f6a1c2e01',
  userId: 7,
  kind: 'group-info',
  entity: 'group-info:TD-2605-0001',
  method: 'POST',
  path: '/api/arrivals/groupinfo',
  body: { groupId: 'TD-2605-0001', values: { notes: 'VIP' }, base: { notes: '' } },
  label: 'Notes — Ivan Petrov (TD-2605-0001)',
} satisfies OutboxEntry;
const booking = {
  ...waiting,
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a04',
  key: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a04',
  createdAt: 1_001,
  userId: 7,
  kind: 'booking',
  entity: 'booking:ref-old',
  method: 'POST',
  path: '/api/agent/bookings',
  body: { clientRef: 'ref-old', tourId: 3, offerId: 9, date: '2026-12-02' },
  label: 'Burj Khalifa for Ivan Petrov',
} satisfies OutboxEntry;

interface Sent {
  path: string;
  key: string | null;
  body: unknown;
}

function server(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetcher = (async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/me') return new Response(JSON.stringify({ id: 7 }), { status: 200 });
    sent.push({
      path,
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    });
    const { status, body } = answers[path];
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetcher, sent };
}

describe('entries queued by the version before operation kinds', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
  });

  it('are sent after the update as they were queued, with their keys, and read by their kinds', async () => {
    await putEntry(edit);
    await putEntry(booking);
    const created = { id: 120, clientRef: 'ref-old', status: 1, total: 240, totalAed: 881.4 };
    const { fetcher, sent } = server({
      '/api/arrivals/groupinfo': { status: 200, body: { groupId: 'TD-2605-0001', notes: 'VIP' } },
      // The server had this booking already (made before its answer was lost): 200, not 201.
      '/api/agent/bookings': { status: 200, body: created },
    });
    expect(await drainOutbox(fetcher)).toBe('done');
    expect(sent).toEqual(
      expect.arrayContaining([
        { path: '/api/arrivals/groupinfo', key: edit.key, body: edit.body },
        { path: '/api/agent/bookings', key: booking.key, body: booking.body },
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(await getEntry(edit.id)).toMatchObject({ state: 'sent', result: { notes: 'VIP' } });
    expect(await getEntry(booking.id)).toMatchObject({ state: 'sent', alreadyDone: true, result: created });
  });

  it('show a booking stuck on a price change as before: to edit and resend, at its new price', () => {
    const stuck: OutboxEntry = {
      ...booking,
      state: 'conflict',
      updatedAt: 2_000,
      error: {
        status: 409,
        title: 'Conflict',
        message: 'Price changed: the total is now 260.00 USD',
        body: {
          title: 'Conflict',
          message: 'Price changed: the total is now 260.00 USD',
          total: 260,
          totalAed: 954.85,
        },
      },
    };
    expect(outcomeOf(stuck)).toEqual({ kind: 'price-changed', total: 260, totalAed: 954.85 });
    render(<OutboxItem entry={stuck} now={3_000} />);
    expect(screen.getByText(/New booking/)).toBeTruthy();
    expect(screen.getByText('Edit and resend').closest('ion-button')?.getAttribute('router-link') ?? '').toBe(
      `/agent/bookings/add?entry=${booking.id}`,
    );
  });

  it("show a booking waiting on its ticket provider with the provider's reason", () => {
    const held: OutboxEntry = {
      ...booking,
      attempts: 1,
      error: {
        status: 502,
        title: 'Demo Attractions could not reserve the tickets',
        message: 'Demo Attractions did not answer in time.',
        body: { reason: 'provider_timeout', step: 'reserve', provider: 'Demo Attractions' },
      },
    };
    render(<OutboxItem entry={held} now={3_000} />);
    expect(
      screen.getByText(
        'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
      ),
    ).toBeTruthy();
  });

  it('keep an entry of a kind this version does not know: sent as stored, listed, and only discardable', async () => {
    const unknown: OutboxEntry = {
      ...edit,
      id: 'u-1',
      key: 'u-1',
      kind: 'a-future-kind',
      entity: 'a-future-kind:9',
      path: '/api/x/9',
    };
    await putEntry(unknown);
    const { fetcher, sent } = server({
      '/api/x/9': { status: 422, body: { title: 'Refused', message: 'No' } },
    });
    await drainOutbox(fetcher);
    expect(sent).toEqual([{ path: '/api/x/9', key: 'u-1', body: edit.body }]);
    const refused = (await getEntry('u-1'))!;
    expect(refused).toMatchObject({ state: 'refused', error: { message: 'No' } });
    render(<OutboxItem entry={refused} now={3_000} />);
    expect(screen.getByText(/a-future-kind/)).toBeTruthy();
    expect(screen.getByText('Discard')).toBeTruthy();
    expect(screen.queryByText('Resolve')).toBeNull();
    expect(screen.queryByText('Edit and resend')).toBeNull();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allEntries, putEntry, removeEntry } from '../../../../src/platform/outbox/store';
import { newEntry } from '../../../../src/platform/outbox/transitions';
import { useOutboxDriver } from '../../../../src/platform/outbox/use-outbox-driver';

const requestDrain = vi.hoisted(() => vi.fn<() => Promise<void>>(async () => undefined));
vi.mock('../../../../src/platform/outbox/queue', () => ({ requestDrain }));

afterEach(async () => {
  for (const e of await allEntries()) await removeEntry(e.id);
  requestDrain.mockClear();
});

describe('the outbox driver', () => {
  it('asks again for entries that stay due, so a drain that found the network gone is not the last word', async () => {
    await putEntry(
      newEntry(
        { userId: 7, kind: 'group-info', entity: 'A', method: 'POST', path: '/api/x', body: {}, label: 'a' },
        'a',
        Date.now(),
      ),
    );
    // Every drain finds the network gone: the entry stays waiting and due, as it was.
    renderHook(() => useOutboxDriver(7, () => undefined));
    // On start, once the entry is read as due, and again about two seconds later.
    await waitFor(() => expect(requestDrain.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 4_000 });
  });

  it('asks for nothing while signed out', async () => {
    renderHook(() => useOutboxDriver(null, () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestDrain).not.toHaveBeenCalled();
  });
});

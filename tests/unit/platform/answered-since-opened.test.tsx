import {
  hydrate,
  IsRestoringProvider,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAnsweredSinceOpened } from '../../../src/platform/query-cache/answered-since-opened';

describe('useAnsweredSinceOpened', () => {
  it('does not take a group restored from the device after the screen opened for the server’s answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (group: { slots: number[] }) => void = () => undefined;
    const server = () => new Promise<{ slots: number[] }>((resolve) => (answer = resolve));
    // Whether the persisted cache is still being restored, switched from outside as PersistedQueries does.
    const restore = { running: true, listeners: new Set<() => void>() };
    const subscribe = (listener: () => void) => {
      restore.listeners.add(listener);
      return () => restore.listeners.delete(listener);
    };
    function Providers({ children }: { children: ReactNode }) {
      const restoring = useSyncExternalStore(subscribe, () => restore.running);
      return (
        <QueryClientProvider client={client}>
          <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
        </QueryClientProvider>
      );
    }
    const { result } = renderHook(
      () => {
        const group = useQuery({ queryKey: ['group', 15], queryFn: server });
        return { group, answered: useAnsweredSinceOpened(group) };
      },
      { wrapper: Providers },
    );

    // The kept copy, written before the last slot was saved, is restored while the screen is open.
    act(() => {
      hydrate(client, {
        mutations: [],
        queries: [
          {
            queryKey: ['group', 15],
            queryHash: JSON.stringify(['group', 15]),
            dehydratedAt: Date.now() - 60_000,
            state: {
              data: { slots: [1] },
              dataUpdateCount: 1,
              dataUpdatedAt: Date.now() - 60_000,
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
              status: 'success',
              fetchStatus: 'idle',
            },
          },
        ],
      });
    });
    // The restore ends and the screen asks the server; until it answers, the group shown is the kept one.
    act(() => {
      restore.running = false;
      for (const listener of restore.listeners) listener();
    });
    await waitFor(() => expect(result.current.group.data).toEqual({ slots: [1] }));
    expect(result.current.group.isFetching).toBe(true);
    // What TanStack's own flag says here is the trap: a screen trusting it leaves before the answer.
    expect(result.current.group.isFetchedAfterMount).toBe(true);
    expect(result.current.answered).toBe(false);

    act(() => answer({ slots: [1, 2] }));
    await waitFor(() => expect(result.current.answered).toBe(true));
    expect(result.current.group.data).toEqual({ slots: [1, 2] });
  });
});

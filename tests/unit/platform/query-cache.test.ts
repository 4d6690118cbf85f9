import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import {
  fitToBudget,
  flushWhenHidden,
  forgetOtherUsers,
  forgetUserCache,
  persistOptions,
  restoreBeforeRender,
  userPersister,
} from '../../../src/platform/query-cache/persistence';
import { readUserCacheEarly } from '../../../src/platform/query-cache/store';

async function saveFor(userId: number, key: string, data: unknown) {
  const client = new QueryClient();
  client.setQueryData([key], data);
  const persister = userPersister(userId);
  await persistQueryClientSave(persistOptions(client, persister));
  await persister.flush();
}

async function restoreFor(userId: number): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore(persistOptions(client, userPersister(userId)));
  return client;
}

describe('the persisted query cache', () => {
  it("gives a user back their own data and never another user's", async () => {
    await saveFor(1, 'arrivals', ['guest of user 1']);
    await saveFor(2, 'arrivals', ['guest of user 2']);
    expect((await restoreFor(1)).getQueryData(['arrivals'])).toEqual(['guest of user 1']);
    expect((await restoreFor(2)).getQueryData(['arrivals'])).toEqual(['guest of user 2']);
    expect((await restoreFor(3)).getQueryData(['arrivals'])).toBeUndefined();
  });

  it("drops every other user's cache when a user signs in, and the user's own at sign-out", async () => {
    await saveFor(1, 'a', 1);
    await saveFor(2, 'b', 2);
    await forgetOtherUsers(2);
    expect((await restoreFor(1)).getQueryData(['a'])).toBeUndefined();
    expect((await restoreFor(2)).getQueryData(['b'])).toBe(2);
    await forgetUserCache(2);
    expect((await restoreFor(2)).getQueryData(['b'])).toBeUndefined();
  });

  it('keeps nothing that was cancelled before it was written (a sign-out within the write delay)', async () => {
    const client = new QueryClient();
    const persister = userPersister(5);
    client.setQueryData(['late'], 'first');
    await persistQueryClientSave(persistOptions(client, persister));
    client.setQueryData(['late'], 'second');
    await persistQueryClientSave(persistOptions(client, persister));
    persister.cancel();
    await persister.flush();
    expect((await restoreFor(5)).getQueryData(['late'])).toBe('first');
  });

  it("writes a screen's first data at once, so a reload within the write delay finds it", async () => {
    const client = new QueryClient();
    const persister = userPersister(6);
    client.setQueryData(['arrivals'], ['Fedorov']);
    // No flush, no waiting for the delay: the app could be closed right now.
    await persistQueryClientSave(persistOptions(client, persister));
    expect((await restoreFor(6)).getQueryData(['arrivals'])).toEqual(['Fedorov']);

    // A second screen's first data too; a change of data already written waits to be coalesced.
    client.setQueryData(['hotels'], ['Atlantis']);
    await persistQueryClientSave(persistOptions(client, persister));
    client.setQueryData(['arrivals'], ['Fedorov', 'Zhao']);
    await persistQueryClientSave(persistOptions(client, persister));
    const restored = await restoreFor(6);
    expect(restored.getQueryData(['hotels'])).toEqual(['Atlantis']);
    expect(restored.getQueryData(['arrivals'])).toEqual(['Fedorov']);
    persister.cancel();
  });

  it('writes what waits when the page is hidden', async () => {
    const client = new QueryClient();
    const persister = userPersister(8);
    const stop = flushWhenHidden(persister);
    client.setQueryData(['arrivals'], ['Fedorov']);
    await persistQueryClientSave(persistOptions(client, persister));
    client.setQueryData(['arrivals'], ['Fedorov', 'Zhao']);
    await persistQueryClientSave(persistOptions(client, persister));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    stop();
    await vi.waitFor(async () =>
      expect((await restoreFor(8)).getQueryData(['arrivals'])).toEqual(['Fedorov', 'Zhao']),
    );
  });

  it('restores from the read started early at a signed-in start, once, and only for that user', async () => {
    await saveFor(1, 'arrivals', ['before']);
    readUserCacheEarly(1);
    // Written after the early read began: a restore that took the early read shows what it read.
    await saveFor(1, 'arrivals', ['after']);
    expect((await restoreFor(1)).getQueryData(['arrivals'])).toEqual(['before']);
    // Taken once: the next restore reads afresh.
    expect((await restoreFor(1)).getQueryData(['arrivals'])).toEqual(['after']);

    readUserCacheEarly(1);
    expect((await restoreFor(2)).getQueryData(['arrivals'])).toBeUndefined();
  });

  it('never restores an early read after that user signed out', async () => {
    await saveFor(1, 'arrivals', ['guest of user 1']);
    readUserCacheEarly(1);
    await forgetUserCache(1);
    expect((await restoreFor(1)).getQueryData(['arrivals'])).toBeUndefined();
  });

  it("restores the early read before the first render, for that user only, and leaves a late read to the app's restore", async () => {
    await saveFor(1, 'arrivals', ['kept on the device']);
    readUserCacheEarly(1);
    const first = new QueryClient();
    expect(await restoreBeforeRender(first, 1, 1_000)).toBe(true);
    expect(first.getQueryData(['arrivals'])).toEqual(['kept on the device']);

    readUserCacheEarly(1);
    const other = new QueryClient();
    expect(await restoreBeforeRender(other, 2, 1_000)).toBe(false);
    expect(other.getQueryData(['arrivals'])).toBeUndefined();

    // No early read (a sign-in, not a start): nothing here, the app restores as before.
    expect(await restoreBeforeRender(new QueryClient(), 3, 1_000)).toBe(false);

    // A read slower than the wait: nothing restored yet, and the app's own restore still takes it.
    await saveFor(4, 'arrivals', ['read late']);
    readUserCacheEarly(4);
    const late = new QueryClient();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const restoring = restoreBeforeRender(late, 4, 50);
      vi.advanceTimersByTime(50); // before IndexedDB has answered
      expect(await restoring).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(late.getQueryData(['arrivals'])).toBeUndefined();
    expect((await restoreFor(4)).getQueryData(['arrivals'])).toEqual(['read late']);
  });

  it('leaves out the biggest queries when the cache is over its budget', () => {
    const query = (key: string, size: number) => ({
      queryKey: [key],
      queryHash: key,
      state: { data: 'x'.repeat(size) },
    });
    const client = {
      timestamp: 1,
      buster: 'v',
      clientState: {
        mutations: [],
        queries: [query('small', 100), query('huge', 5_000), query('medium', 1_000)],
      },
    } as unknown as PersistedClient;
    const kept = fitToBudget(client, 2_000).clientState.queries.map((q) => q.queryHash);
    expect(kept).toEqual(['small', 'medium']);
    expect(fitToBudget(client, 100_000)).toBe(client);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import {
  fitToBudget,
  forgetOtherUsers,
  forgetUserCache,
  persistOptions,
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
    client.setQueryData(['late'], 'x');
    const persister = userPersister(5);
    await persistQueryClientSave(persistOptions(client, persister));
    persister.cancel();
    await persister.flush();
    expect((await restoreFor(5)).getQueryData(['late'])).toBeUndefined();
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

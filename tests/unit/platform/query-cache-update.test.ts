import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, keyOf } from '../../../src/platform/query-cache/store';

type Persistence = typeof import('../../../src/platform/query-cache/persistence');

/** The persistence module as a build of this app version has it (a fresh module graph per version). */
async function release(version: string): Promise<Persistence> {
  vi.resetModules();
  vi.doMock('../../../src/platform/version', () => ({ APP_VERSION: version }));
  return import('../../../src/platform/query-cache/persistence');
}

afterEach(() => {
  vi.doUnmock('../../../src/platform/version');
  vi.resetModules();
});

async function restoreWith(app: Persistence, userId: number): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore(app.persistOptions(client, app.userPersister(userId)));
  return client;
}

describe('the persisted query cache across an update', () => {
  it('keeps what the previous version saved when a new version of the same cache shape starts', async () => {
    const before = await release('1.2.30');
    const client = new QueryClient();
    client.setQueryData(['arrivals'], ['Fedorov']);
    const persister = before.userPersister(1);
    await persistQueryClientSave(before.persistOptions(client, persister));
    await persister.flush();

    // 'Later', the app closed, reopened offline: the new version reads what the old one wrote.
    const after = await release('1.3.0');
    expect((await restoreWith(after, 1)).getQueryData(['arrivals'])).toEqual(['Fedorov']);
  });

  it('never ties the buster to the app version', async () => {
    const app = await release('9.9.9');
    expect(app.persistOptions(new QueryClient(), app.userPersister(1)).buster).not.toBe('9.9.9');
  });

  it('takes up a cache saved by 1.2.30, whose buster was its app version', async () => {
    // What 1.2.30 wrote, as it wrote it: the same shape, the app version as buster.
    const saved: PersistedClient = {
      timestamp: Date.now(),
      buster: '1.2.30',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['hotels'],
            queryHash: '["hotels"]',
            dehydratedAt: Date.now(),
            state: {
              data: ['Atlantis'],
              dataUpdateCount: 1,
              dataUpdatedAt: Date.now(),
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
      },
    };
    await set(keyOf(2), saved, db());
    const app = await release('1.3.0');
    expect((await restoreWith(app, 2)).getQueryData(['hotels'])).toEqual(['Atlantis']);
  });

  it('drops a cache of another shape', async () => {
    const app = await release('1.3.0');
    await set(
      keyOf(3),
      {
        timestamp: Date.now(),
        buster: 'shape-0',
        clientState: {
          mutations: [],
          queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: 1, status: 'success' } }],
        },
      },
      db(),
    );
    expect((await restoreWith(app, 3)).getQueryData(['x'])).toBeUndefined();
  });
});

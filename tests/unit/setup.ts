import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { db } from '../../src/platform/query-cache/store';
import { OUTBOX_KINDS } from '../../src/outbox-kinds';
import { registerOutboxKinds } from '../../src/platform/outbox/kinds';

// As the app and its service worker do at start (src/main.tsx, service-worker/sw.ts).
registerOutboxKinds(OUTBOX_KINDS);

// Screens load lazily and Ionic upgrades its elements asynchronously; on a loaded 2-core machine the
// default 1 s for findBy/waitFor is too tight, and a failure here should mean broken, not slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A screen's first data is saved at once (query-cache/persistence): one test's saved reads must
  // not be the next test's restored cache.
  await clear(db());
});

import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens load lazily and Ionic upgrades its elements asynchronously; on a loaded 2-core machine the
// default 1 s for findBy/waitFor is too tight, and a failure here should mean broken, not slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

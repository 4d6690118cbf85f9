import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * The persisted cache's buster: the shape of what it holds (query keys and the API answers under them),
 * not the app's version. Reps take an update in the hotel in the morning and go offline after; a
 * buster that changed with every release threw away what the device kept at the first offline start of
 * the new version. Raise this only when a release changes a cached answer or a query key in a way the
 * screens cannot read (a renamed or removed field, a key that now means something else); an added
 * optional field is not such a change. A raise drops every device's saved data once.
 */
export const CACHE_SHAPE_VERSION = 'shape-1';

/**
 * Busters written before the cache had a shape version: until 1.2.30 the buster was the app version.
 * 1.2.30's cache has shape 1, so a device updated from it keeps what it saved.
 */
const LEGACY_BUSTERS: Readonly<Record<string, string>> = { '1.2.30': 'shape-1' };

/** A saved cache as the current shape version reads it: an older buster of the same shape is taken up. */
export function migrateSavedCache(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client) return client;
  const shape = LEGACY_BUSTERS[client.buster];
  return shape ? { ...client, buster: shape } : client;
}

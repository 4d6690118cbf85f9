import { useState } from 'react';

/**
 * Whether the server has answered this query since the screen opened, as against data kept on the
 * device. Not TanStack's `isFetchedAfterMount`: a screen mounts while the persisted cache is being
 * restored, and the restore's hydrate counts as an update after mount although its data may predate
 * the last save (the cache is written a moment after each change). Hydrate keeps the data's own time.
 */
export function useAnsweredSinceOpened(query: { dataUpdatedAt: number }): boolean {
  const [openedAt] = useState(() => Date.now());
  return query.dataUpdatedAt >= openedAt;
}

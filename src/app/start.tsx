import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prepareI18n } from '../platform/i18n';
import { restoreBeforeRender } from '../platform/query-cache/persistence';
import { getSession } from '../platform/session';
import { App } from './App';
import { createQueryClient } from './query-client';
// Ionic's core, structure and typography CSS come in through app.css's @import lines.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './app.css';

/**
 * How long the first render may wait for the user's saved cache (read since main.tsx began). It is
 * usually back by now; a read still running after this (a huge cache, a stuck IndexedDB) lets the
 * shell show first and the screen fill in after, as before.
 */
const SAVED_CACHE_WAIT_MS = 400;

/**
 * Starts the Ionic app in the page's root, at the current URL. Loaded by main.tsx with a dynamic
 * import: at once for a signed-in user, after sign-in for everyone else.
 */
export async function startApp(root: Root): Promise<void> {
  setupIonicReact();
  const queryClient = createQueryClient();
  const userId = getSession()?.user.id ?? null;
  // Russian texts, when chosen, load before the first screen rather than replacing English on it.
  // The saved cache too: the first render then shows the screen with its data (an offline start's
  // first arrivals card), not a shell rendered once more when the restore ends.
  const [, restored] = await Promise.all([
    prepareI18n(),
    userId === null ? false : restoreBeforeRender(queryClient, userId, SAVED_CACHE_WAIT_MS),
  ]);
  root.render(
    <StrictMode>
      <App start={{ queryClient, restoredFor: restored ? userId : null }} />
    </StrictMode>,
  );
}

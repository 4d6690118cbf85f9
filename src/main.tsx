import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OUTBOX_KINDS } from './outbox-kinds';
import { preloadScreen } from './page-loaders';
import { registerOutboxKinds } from './platform/outbox/kinds';
import { readUserCacheEarly } from './platform/query-cache/store';
import { getSession } from './platform/session';
import { sendSignOutWhenOnline } from './platform/session/device-sign-out';
import { prepareLanguage } from './public-shell/public-i18n';
import { PublicShell } from './public-shell/PublicShell';
import { signedOutStart } from './public-shell/public-routes';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './public-shell/public-shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The Ionic app (Ionic, router, i18next, TanStack Query, every page) is a separate chunk: a
// signed-out visitor gets the small public shell first, and the app only once signed in.
let loading: Promise<typeof import('./app/start')> | null = null;
const loadApp = () => (loading ??= import('./app/start'));

/** Shows the app at a path (default: where the browser is), in place of whatever the root shows. */
async function openApp(path?: string): Promise<void> {
  try {
    const { startApp } = await loadApp();
    if (path) window.history.replaceState(null, '', path);
    await startApp(root);
  } catch (error) {
    // A chunk that cannot load (a release replaced it meanwhile): a full load gets the current ones.
    if (!path) throw error;
    window.location.assign(path);
  }
}

// Before anything can send the outbox (the page sends it itself where no service worker does).
registerOutboxKinds(OUTBOX_KINDS);

// A sign-out made offline reaches the server as soon as it can, whichever screen is open.
sendSignOutWhenOnline();

const session = getSession();
if (session) {
  void openApp();
  // Meanwhile, not after the app's first render: the screen's chunk and the user's saved cache.
  preloadScreen(window.location.pathname);
  readUserCacheEarly(session.user.id);
} else {
  const start = signedOutStart(window.location.pathname, window.location.search);
  if (start !== window.location.pathname + window.location.search)
    window.history.replaceState(null, '', start);
  // Russian texts, when chosen, come before the first screen rather than replacing English on it.
  void prepareLanguage().finally(() =>
    root.render(
      <StrictMode>
        <PublicShell openApp={openApp} preloadApp={() => void loadApp().catch(() => undefined)} />
      </StrictMode>,
    ),
  );
}

import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prepareI18n } from '../platform/i18n';
import { App } from './App';
// Ionic's core, structure and typography CSS come in through app.css's @import lines.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './app.css';

/**
 * Starts the Ionic app in the page's root, at the current URL. Loaded by main.tsx with a dynamic
 * import: at once for a signed-in user, after sign-in for everyone else.
 */
export async function startApp(root: Root): Promise<void> {
  setupIonicReact();
  // Russian texts, when chosen, load before the first screen rather than replacing English on it.
  await prepareI18n();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

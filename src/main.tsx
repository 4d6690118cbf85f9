import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './platform/i18n';

// Ionic's core, structure and typography CSS come in through app.css's @import lines.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './app/app.css';

setupIonicReact();
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

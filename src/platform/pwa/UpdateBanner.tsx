import { useEffect, useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, registerServiceWorker, subscribeToUpdates } from './register';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './update-banner.css';

/**
 * Registers the service worker (production builds only) and, when a new version has been installed
 * and is waiting, offers to switch to it. The switch is never automatic: activating a new worker
 * under a running page would serve it chunks of a different release. Plain React, so the public
 * sign-in shell shows it without Ionic; the app shows the same banner (UpdatePrompt).
 */
export function UpdateBanner({ t }: { t: (text: string) => string }) {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    void registerServiceWorker().catch((error: unknown) => {
      // The app works without a service worker, only not offline; nothing to tell the user.
      console.warn('Service worker registration failed', error);
    });
  }, []);

  if (!waiting || dismissed) return null;
  return (
    <div className="update-banner" role="status">
      <span className="update-banner-text">{t('A new version is available')}</span>
      <button
        type="button"
        className="update-banner-reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void applyUpdate();
        }}
      >
        {reloading ? t('Reloading…') : t('Reload')}
      </button>
      {/* Someone halfway through a form must be able to finish it first. */}
      <button type="button" className="update-banner-later" onClick={() => setDismissed(true)}>
        {t('Later')}
      </button>
    </div>
  );
}

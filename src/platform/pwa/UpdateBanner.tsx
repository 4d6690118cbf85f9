import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { applyUpdate, keepWorking, registerServiceWorker, subscribeToUpdates, updateOffer } from './register';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './update-banner.css';

/**
 * Registers the service worker (production builds only) and, when a new version has been installed
 * and is waiting, offers to switch to it. The switch is never automatic: activating a new worker
 * under a running page would serve it chunks of a different release. Plain React, so the public
 * sign-in shell shows it without Ionic; the app shows the same banner (UpdatePrompt).
 * With changes still waiting on the device it first sends them and reloads once the outbox is
 * empty, unless the user says to reload now (they stay in IndexedDB either way). The reload follows the
 * new worker's takeover at once; if that has not come within a few seconds, the banner says so and
 * offers to try again or to go on working (never a 'Reloading…' that stays).
 */
export function UpdateBanner({ t }: { t: (text: string) => string }) {
  const offer = useSyncExternalStore(subscribeToUpdates, updateOffer, () => 0);
  // 'Later' hides this offer; the next one (the new version taking over meanwhile) shows again.
  const [dismissedOffer, setDismissedOffer] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [slow, setSlow] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => {
    void registerServiceWorker().catch((error: unknown) => {
      // The app works without a service worker, only not offline; nothing to tell the user.
      console.warn('Service worker registration failed', error);
    });
  }, []);

  useEffect(() => () => stopWatching.current?.(), []);

  const reloadNow = () => {
    stopWatching.current?.();
    setSlow(false);
    setReloading(true);
    void applyUpdate().then((outcome) => {
      if (outcome === 'slow') setSlow(true);
    });
  };
  const later = () => {
    keepWorking();
    setReloading(false);
    setSlow(false);
    setDismissedOffer(offer);
  };
  const reloadWhenSent = async () => {
    // Loaded on demand: the outbox stays out of the public shell's first load.
    const { pendingCount, watchUntilSent } = await import('../outbox/idle');
    if ((await pendingCount()) === 0) return reloadNow();
    stopWatching.current = watchUntilSent((count) => {
      setUnsent(count);
      if (count === 0) reloadNow();
    });
  };

  if (offer === 0 || offer === dismissedOffer) return null;
  if (slow) {
    return (
      <div className="update-banner" role="status">
        <span className="update-banner-text">
          {t(
            'The new version has not started yet. Try again, or keep working: it starts the next time the app opens.',
          )}
        </span>
        <button type="button" className="update-banner-reload" onClick={reloadNow}>
          {t('Try again')}
        </button>
        <button type="button" className="update-banner-later" onClick={later}>
          {t('Later')}
        </button>
      </div>
    );
  }
  if (unsent > 0 && !reloading) {
    return (
      <div className="update-banner" role="status">
        <span className="update-banner-text">
          {t('Sending the changes waiting on this device before the update')}: {unsent}
        </span>
        <button type="button" className="update-banner-reload" onClick={reloadNow}>
          {t('Reload now')}
        </button>
      </div>
    );
  }
  return (
    <div className="update-banner" role="status">
      <span className="update-banner-text">{t('A new version is available')}</span>
      <button
        type="button"
        className="update-banner-reload"
        disabled={reloading}
        onClick={() => void reloadWhenSent()}
      >
        {reloading ? t('Reloading…') : t('Reload')}
      </button>
      {/* Someone halfway through a form must be able to finish it first. */}
      <button type="button" className="update-banner-later" onClick={later}>
        {t('Later')}
      </button>
    </div>
  );
}

import { IonToast } from '@ionic/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateWaiting, registerServiceWorker, subscribeToUpdates } from './register';

/**
 * Registers the service worker (production builds only) and, when a new version has been installed
 * and is waiting, offers to switch to it. The switch is never automatic: activating a new worker
 * under a running page would serve it chunks of a different release.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    void registerServiceWorker().catch((error: unknown) => {
      // The app works without a service worker, only not offline; nothing to tell the user.
      console.warn('Service worker registration failed', error);
    });
  }, []);

  return (
    <IonToast
      isOpen={waiting && !dismissed}
      message={t('A new version is available')}
      position="bottom"
      color="dark"
      onDidDismiss={() => setDismissed(true)}
      buttons={[
        {
          text: reloading ? t('Reloading…') : t('Reload'),
          role: 'reload',
          handler: () => {
            setReloading(true);
            void applyUpdate();
            // Returning false keeps the toast up until the page reloads.
            return false;
          },
        },
        // Someone halfway through a form must be able to finish it first.
        { text: t('Later'), role: 'cancel' },
      ]}
    />
  );
}

// oxlint-disable-next-line no-restricted-imports -- this file defines the element the lint rule is about
import { useIonAlert as useIonicAlert, type UseIonAlertResult } from '@ionic/react';
import { useMemo } from 'react';

// The build gives @ionic/react a stand-in for ion-alert's definition (vite.config.ts): tables, lists
// and forms show an alert only on a failure or a confirmation, so the element (~11 KB gzip) loads when
// the first alert opens. Ionic's controller waits until the element is defined. Import useIonAlert
// from this file, never from @ionic/react: there the alert would never appear.
let defining: Promise<void> | null = null;
function defineAlert(): void {
  defining ??= import('@ionic/core/components/ion-alert.js').then(
    (module) => module.defineCustomElement(),
    (error: unknown) => {
      // Not loadable now (offline before the service worker had it): the next alert tries again.
      defining = null;
      throw error;
    },
  );
  defining.catch(() => undefined);
}

export function useIonAlert(): UseIonAlertResult {
  const [present, dismiss] = useIonicAlert();
  return useMemo(() => {
    // Ionic's present has two overloads (a message, or options); this passes either on as it came.
    const presentDefined = ((...args: unknown[]) => {
      defineAlert();
      return (present as (...passed: unknown[]) => Promise<void>)(...args);
    }) as UseIonAlertResult[0];
    return [presentDefined, dismiss];
  }, [present, dismiss]);
}

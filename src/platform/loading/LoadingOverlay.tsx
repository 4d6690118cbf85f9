import { IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadingCount } from './loading-store';

const LOCK_CLASS = 'scroll-locked';

/** Covers the app while any call runs; page scroll is locked meanwhile (01-platform section 2). */
export function LoadingOverlay() {
  const busy = useLoadingCount() > 0;
  const { t } = useTranslation();

  useEffect(() => {
    document.body.classList.toggle(LOCK_CLASS, busy);
    return () => document.body.classList.remove(LOCK_CLASS);
  }, [busy]);

  if (!busy) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t('Loading')} aria-busy="true">
      <IonSpinner name="crescent" />
    </div>
  );
}

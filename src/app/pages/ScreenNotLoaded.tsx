import { IonButton } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/Page';

/** Browsers' words for a module or style sheet that did not arrive. */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|NetworkError/i;

export const isLoadFailure = (error: unknown): boolean =>
  error instanceof Error && LOAD_FAILURE.test(`${error.name} ${error.message}`);

/**
 * In place of a screen that could not load or render: the shell's header and menu stay, the message
 * says what happened and a button tries again. A screen that failed to load tries again by itself when
 * the network comes back.
 */
export function ScreenNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const loadFailed = isLoadFailure(error);
  useEffect(() => {
    if (!loadFailed) return undefined;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [loadFailed, onRetry]);
  return (
    <Page title={loadFailed ? 'Screen not loaded' : 'Something went wrong'}>
      <div className="centered-note" role="alert">
        <p>
          {loadFailed
            ? t('This screen could not be loaded. Check the network and try again.')
            : t('This screen stopped with an error.')}
        </p>
        <IonButton onClick={onRetry}>{t('Try again')}</IonButton>
      </div>
    </Page>
  );
}

import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { forgetUserCache } from '../../../platform/query-cache/persistence';
import { unsentCount } from '../../../platform/outbox';
import {
  clearStorageKeepingLanguage,
  getSessionUser,
  safeReturnUrl,
  sessionStorageChanged,
} from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { signOutOnServer } from '../api/sign-out';

/**
 * /account/logout: ends the session everywhere it lives, then goes to ?to= (default '/'). With
 * changes still unsent it asks first: they stay on the device either way (the outbox is not cleared)
 * and go out after this user signs in again, but the user must know they have not reached the server.
 */
export function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const to = safeReturnUrl(params.get('to')) ?? '/';
  const started = useRef(false);
  const [unsent, setUnsent] = useState(0);

  const signOut = useCallback(() => {
    const user = getSessionUser();
    if (!user) {
      navigate(to, { replace: true });
      return;
    }
    setUnsent(0);
    // Clearing the session remounts the page stack, this page included: the new instance finds
    // no session and only moves on, so the server is asked once.
    void signOutOnServer().finally(() => {
      clearStorageKeepingLanguage();
      queryClient.clear();
      sessionStorageChanged();
      void forgetUserCache(user.id).catch(() => undefined);
      navigate(to, { replace: true });
    });
  }, [navigate, queryClient, to]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const user = getSessionUser();
    if (!user) {
      navigate(to, { replace: true });
      return;
    }
    void unsentCount(user.id).then((count) => (count > 0 ? setUnsent(count) : signOut()));
  }, [navigate, signOut, to]);

  return (
    <Page title="Sign Out">
      {unsent > 0 ? (
        <div className="sign-out-warning" role="alert">
          <p>{t('Not yet on the server: {{count}}', { count: unsent })}</p>
          <p>{t('They stay on this device and are sent after you sign in again.')}</p>
          <div className="sheet-actions">
            <Link to="/outbox">{t('Open Outbox')}</Link>
            <IonButton color="danger" onClick={signOut}>
              {t('Sign out anyway')}
            </IonButton>
          </div>
        </div>
      ) : (
        <p className="centered-note">
          <IonSpinner name="dots" /> {t('Signing out')}
        </p>
      )}
    </Page>
  );
}

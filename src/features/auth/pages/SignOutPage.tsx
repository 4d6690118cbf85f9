import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { forgetUserCache } from '../../../platform/query-cache/persistence';
import { requestDrain, unsentCount } from '../../../platform/outbox';
import {
  clearStorageKeepingLanguage,
  getSessionUser,
  markRevoked,
  markSignedOut,
  safeReturnUrl,
  sessionStorageChanged,
} from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { signOutOnServer } from '../api/sign-out';

/**
 * /account/logout: ends the session everywhere it lives, then goes to ?to= (default '/'). With
 * changes still unsent it asks first: they stay on the device either way (the outbox is not cleared)
 * and go out after this user signs in again, but the user must know they have not reached the server.
 * Offline the session ends on the device at once and on the server when the network returns.
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
    void (async () => {
      // The device is signed out before the server is asked, and whether or not it answers: offline,
      // the HttpOnly cookie stays alive until the sign-out can be sent, and meanwhile neither the
      // worker nor the outbox may use it (platform/session/device-sign-out.ts).
      await markSignedOut(user.id).catch(() => undefined);
      if (await signOutOnServer()) await markRevoked().catch(() => undefined);
      // Not answered: the sign-out waits for the network, like the outbox (Background Sync included).
      else void requestDrain();
      clearStorageKeepingLanguage();
      queryClient.clear();
      sessionStorageChanged();
      void forgetUserCache(user.id).catch(() => undefined);
      navigate(to, { replace: true });
    })();
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

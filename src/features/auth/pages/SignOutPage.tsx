import { IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getSessionUser, safeReturnUrl, sessionStorageChanged } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { signOutOnServer } from '../api/sign-out';

/** /account/logout: ends the session everywhere it lives, then goes to ?to= (default '/'). */
export function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const to = safeReturnUrl(params.get('to')) ?? '/';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Clearing the session remounts the page stack, this page included: the new instance finds
    // no session and only moves on, so the server is asked once.
    if (!getSessionUser()) {
      navigate(to, { replace: true });
      return;
    }
    void signOutOnServer().finally(() => {
      localStorage.clear();
      queryClient.clear();
      sessionStorageChanged();
      navigate(to, { replace: true });
    });
  }, [navigate, queryClient, to]);

  return (
    <Page title="Sign Out">
      <p className="centered-note">
        <IonSpinner name="dots" /> {t('Signing out')}
      </p>
    </Page>
  );
}

import { useEffect, useRef } from 'react';
import { signOutOnServer } from '../features/auth/api/sign-out';
import { clearStorageKeepingLanguage, safeReturnUrl, sessionStorageChanged } from '../platform/session';
import { usePublicTranslation } from './public-i18n';
import { goTo } from './public-location';

/**
 * /account/logout without a valid session (an expired token, or none): still ends whatever is left —
 * the HttpOnly cookie on the server, all of local storage — then goes to ?to= (default '/'), which
 * for a signed-out user is sign-in with that page as the return URL.
 */
export function SignOutScreen({ search }: { search: string }) {
  const { t } = usePublicTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to = safeReturnUrl(new URLSearchParams(search).get('to')) ?? '/';
    void signOutOnServer().finally(() => {
      clearStorageKeepingLanguage();
      sessionStorageChanged();
      goTo(to, { replace: true });
    });
  }, [search]);

  return (
    <p className="ps-note" role="status">
      <span className="sign-in-spinner" aria-hidden="true" /> {t('Signing out')}
    </p>
  );
}

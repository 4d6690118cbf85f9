import { useCallback, useEffect, useRef } from 'react';
import { UpdateBanner } from '../platform/pwa/UpdateBanner';
import { useSession } from '../platform/session';
import { usePublicTranslation } from './public-i18n';
import { goTo, usePublicLocation } from './public-location';
import { publicScreenOf, signInHref, type PublicScreen } from './public-routes';
import { PublicHeader } from './PublicHeader';
import { PublicNotices } from './PublicNotices';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SetPasswordScreen } from './SetPasswordScreen';
import { SignInScreen } from './SignInScreen';
import { SignOutScreen } from './SignOutScreen';

const TITLES: Record<Exclude<PublicScreen, 'verifyModulbank'> | 'setPassword', string> = {
  setPassword: 'Set your password',
  login: 'Sign in',
  logout: 'Sign Out',
  resetPassword: 'Reset password',
};

interface PublicShellProps {
  /** Replaces this shell with the Ionic app at a path; resolves once the app shows. */
  openApp: (path: string) => Promise<void>;
  /** Starts loading the Ionic app without showing it. */
  preloadApp: () => void;
}

/**
 * What a signed-out visitor sees first: sign-in, password reset, sign-out and the verification text,
 * in plain React and CSS. Ionic, the router, i18next and the app's pages load only once the user has
 * signed in (docs: the first screen's JavaScript budget). Any other path asks for sign-in first.
 */
export function PublicShell({ openApp, preloadApp }: PublicShellProps) {
  const { pathname, search } = usePublicLocation();
  const { language, t } = usePublicTranslation();
  const user = useSession();
  const screen = publicScreenOf(pathname);
  const opened = useRef(false);

  const open = useCallback(
    (path: string) => {
      if (opened.current) return Promise.resolve();
      opened.current = true;
      return openApp(path);
    },
    [openApp],
  );

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    // Sign-out's redirect, or Back to a page that needs a user: sign-in with that page to return to.
    if (screen === null) goTo(signInHref(pathname + search), { replace: true });
  }, [screen, pathname, search]);

  useEffect(() => {
    // Signed in in another tab: an authorised user opening sign-in goes to / (the app's own rule).
    if (user && screen === 'login') void open('/');
  }, [user, screen, open]);

  if (screen === 'verifyModulbank') {
    // Static domain-verification text for the payment provider: no shell, no translation.
    return <pre className="ps-verify">modulbank-verification: caravan</pre>;
  }
  if (screen === null) return null;
  return (
    <div className="public-shell">
      <PublicHeader title={TITLES[screen]} />
      <main className="ps-main">
        {screen === 'login' && <SignInScreen search={search} openApp={open} preloadApp={preloadApp} />}
        {screen === 'resetPassword' && <ResetPasswordScreen />}
        {screen === 'setPassword' && <SetPasswordScreen pathname={pathname} />}
        {screen === 'logout' && <SignOutScreen search={search} />}
      </main>
      <PublicNotices />
      <UpdateBanner t={t} />
    </div>
  );
}

import { SignInCard } from '../features/auth/components/SignInCard';
import { decodeToken, landingPath, setToken } from '../platform/session';
import { APP_VERSION } from '../platform/version';
import { translate, usePublicTranslation } from './public-i18n';
import { goTo } from './public-location';

interface SignInScreenProps {
  search: string;
  /** Starts the app at a path; resolves once it shows. */
  openApp: (path: string) => Promise<void>;
  /** Starts loading the app without showing it. */
  preloadApp: () => void;
}

/** /account/login, signed out. After sign-in: the return URL, else the role's main screen (01-platform section 2). */
export function SignInScreen({ search, openApp, preloadApp }: SignInScreenProps) {
  const { language, t } = usePublicTranslation();
  const returnUrl = new URLSearchParams(search).get('returnUrl');

  const onSignedIn = (token: string, confirmedReturnUrl: string | null) => {
    const roles = decodeToken(token)?.user.roles ?? [];
    // Store first: the landing page is protected, and must find the session already there.
    setToken(token);
    return openApp(landingPath(confirmedReturnUrl, roles));
  };

  // The app starts loading with the first submit, alongside the sign-in call, not on every visit.
  return (
    <div className="ps-center" onSubmitCapture={preloadApp}>
      <SignInCard t={t} returnUrl={returnUrl} onSignedIn={onSignedIn} onNavigate={(href) => goTo(href)} />
      {/* Phones have no room for the header's version label (the app moves it into the menu). */}
      <p className="ps-footer">{translate(language, 'Version {{version}}', { version: APP_VERSION })}</p>
    </div>
  );
}

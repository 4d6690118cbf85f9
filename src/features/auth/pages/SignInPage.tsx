import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { decodeToken, landingPath, setToken } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { SignInCard } from '../components/SignInCard';

/**
 * /account/login inside the app, for a user signed out while it runs (sign-out, a 401, an expired
 * token). A visitor who opens the site signed out gets the same card from the public shell instead.
 * After sign-in: the return URL, else the role's main screen (01-platform section 2).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');

  const onSignedIn = (token: string, confirmedReturnUrl: string | null) => {
    const roles = decodeToken(token)?.user.roles ?? [];
    // Store first: the landing page is protected, and must find the session already there.
    setToken(token);
    navigate(landingPath(confirmedReturnUrl, roles), { replace: true });
  };

  return (
    <Page title="Sign in">
      <div className="sign-in-page">
        <SignInCard
          t={(text) => t(text)}
          returnUrl={returnUrl}
          onSignedIn={onSignedIn}
          onNavigate={(href) => navigate(href)}
        />
      </div>
    </Page>
  );
}

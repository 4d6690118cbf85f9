import { useNavigate, useSearchParams } from 'react-router-dom';
import { decodeToken, landingPath, setToken } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { SignInForm } from '../components/SignInForm';

/** /account/login. After sign-in: the return URL, else the role's main screen (01-platform section 2). */
export function SignInPage() {
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
      <div className="narrow-column">
        <SignInForm returnUrl={returnUrl} onSignedIn={onSignedIn} />
      </div>
    </Page>
  );
}

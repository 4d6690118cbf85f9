import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { failureTitle } from '../../../platform/api';
import { decodeToken, setToken } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { logMeIn } from '../api/log-me-in';

/** /auth/logmein/{email}/: an admin takes over a user's session, then lands on '/'. */
export function LogMeInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useParams().email ?? '';
  const [error, setError] = useState<string | null>(null);
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // The call is audited on the server: once per e-mail, even when React runs effects twice.
    if (requested.current === email) return;
    requested.current = email;
    void logMeIn(email).then((result) => {
      if (!result.IsOk || !result.Content) {
        setError(
          result.Code === 404
            ? 'There is no user with this e-mail'
            : result.ErrorMessage || failureTitle(result),
        );
        return;
      }
      const session = decodeToken(result.Content.token);
      if (session?.user.email.toLowerCase() !== email.toLowerCase()) {
        setError('The server signed in a different user');
        return;
      }
      // Leave this admin-only page before the session becomes the user's, who may not be an admin.
      navigate('/', { replace: true });
      setToken(result.Content.token);
    });
  }, [email, navigate]);

  return (
    <Page title="Log in as user">
      <p className="narrow-column">{email}</p>
      {error && (
        <p className="narrow-column form-error" role="alert">
          {t(error)}
        </p>
      )}
    </Page>
  );
}

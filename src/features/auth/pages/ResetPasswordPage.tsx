import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';

/** The spec links here from sign-in without showing the screen: passwords are reset by people. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title="Reset password">
      <div className="narrow-column">
        <p>{t('To reset your password, ask your agency administrator or Caravan support.')}</p>
        <Link to="/account/login">{t('Back to sign in')}</Link>
      </div>
    </Page>
  );
}

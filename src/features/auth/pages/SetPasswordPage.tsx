import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { SetPasswordCard, setPasswordTokenOf } from '../components/SetPasswordCard';

/** /account/setpassword/{token} inside the app (someone signed in on this device opened the link). */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Page title="Set your password">
      <div className="narrow-column">
        <SetPasswordCard t={t} token={setPasswordTokenOf(pathname)} onNavigate={(href) => navigate(href)} />
      </div>
    </Page>
  );
}

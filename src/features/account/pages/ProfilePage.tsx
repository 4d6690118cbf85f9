import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { useMe } from '../api/get-me';
import { AgencyAgentsSection } from '../components/AgencyAgentsSection';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileDetails } from '../components/ProfileDetails';

/**
 * /account: My Profile. Shows the token's user at once, then the server's fresher copy; an agency
 * admin also manages the agency's agents here.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const sessionUser = useSession();
  const me = useMe();
  const user = me.data ?? sessionUser;
  return (
    <Page title="My Profile">
      <div className="narrow-column">
        {user && <ProfileDetails user={user} />}
        <h2>{t('Change password')}</h2>
        <ChangePasswordForm />
      </div>
      {sessionUser && <AgencyAgentsSection user={sessionUser} />}
    </Page>
  );
}

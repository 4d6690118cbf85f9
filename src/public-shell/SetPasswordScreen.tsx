import { SetPasswordCard, setPasswordTokenOf } from '../features/auth/components/SetPasswordCard';
import { usePublicTranslation } from './public-i18n';
import { goTo } from './public-location';

/** /account/setpassword/{token}, signed out: the invitee chooses a password by the admin's link. */
export function SetPasswordScreen({ pathname }: { pathname: string }) {
  const { t } = usePublicTranslation();
  return (
    <div className="ps-center">
      <SetPasswordCard t={t} token={setPasswordTokenOf(pathname)} onNavigate={(href) => goTo(href)} />
    </div>
  );
}

import { isPlainClick } from '../features/auth/components/SignInCard';
import { usePublicTranslation } from './public-i18n';
import { goTo } from './public-location';

const SIGN_IN = '/account/login';

/** /account/resetpassword, signed out (the app's ResetPasswordPage): passwords are reset by people. */
export function ResetPasswordScreen() {
  const { t } = usePublicTranslation();
  return (
    <div className="ps-center">
      <section className="sign-in-card ps-note-card">
        <h1>{t('Reset password')}</h1>
        <p>{t('To reset your password, ask your agency administrator or Caravan support.')}</p>
        <a
          className="sign-in-link"
          href={SIGN_IN}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            goTo(SIGN_IN);
          }}
        >
          {t('Back to sign in')}
        </a>
      </section>
    </div>
  );
}

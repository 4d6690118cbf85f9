import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorTip } from '../../../ui/ErrorTip';
import { TextField } from '../../../ui/TextField';
import { useSignInForm } from './use-sign-in-form';

interface SignInFormProps {
  returnUrl: string | null;
  /** Called with the new token and the return URL the server confirmed. */
  onSignedIn: (token: string, returnUrl: string | null) => void;
}

export function SignInForm({ returnUrl, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const { form, submit, error } = useSignInForm(returnUrl, onSignedIn);
  return (
    <form className="sign-in-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Sign in')}>
      <TextField control={form.control} name="email" label="Email" type="email" autocomplete="username" inputmode="email" />
      <TextField control={form.control} name="password" label="Password" type="password" autocomplete="current-password" />
      <div className="sign-in-actions">
        <IonButton type="submit" expand="block" disabled={form.formState.isSubmitting}>
          {t('Sign in')}
        </IonButton>
        {error && <ErrorTip message={error} />}
      </div>
      <Link to="/account/resetpassword">{t('Forgot password?')}</Link>
    </form>
  );
}

import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';
import { useChangePasswordForm } from './use-change-password-form';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { form, submit } = useChangePasswordForm();
  return (
    <form
      className="stacked-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('Change password')}
    >
      <TextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        type="password"
        autocomplete="current-password"
      />
      <TextField
        control={form.control}
        name="password"
        label="New password"
        type="password"
        autocomplete="new-password"
      />
      <TextField
        control={form.control}
        name="passwordRepeat"
        label="Repeat new password"
        type="password"
        autocomplete="new-password"
      />
      <IonButton type="submit" disabled={form.formState.isSubmitting}>
        {t('Change password')}
      </IonButton>
    </form>
  );
}

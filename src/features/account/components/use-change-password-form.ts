import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordForm } from '../../../../contract';
import { notifyFailure } from '../../../platform/api';
import { notify } from '../../../platform/notifications';
import { setToken } from '../../../platform/session';
import { applyFieldErrors } from '../../../ui/apply-field-errors';
import { changePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'password', 'passwordRepeat'] as const;
const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', passwordRepeat: '' };

/** Change-password state and submit: server field messages go beside the fields. */
export function useChangePasswordForm() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (result.IsOk && result.Content) {
      setToken(result.Content.token);
      form.reset(EMPTY);
      notify('success', 'Password changed');
    } else if (result.Code !== 401 && !applyFieldErrors(result.Fields, FIELDS, form.setError)) {
      // A 401 has already signed the user out; anything else without field messages is shown here.
      notifyFailure(result);
    }
  });

  return { form, submit };
}

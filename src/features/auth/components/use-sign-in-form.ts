import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignInForm } from '../../../../contract';
import { failureTitle } from '../../../platform/api';
import { decodeToken } from '../../../platform/session';
import { applyFieldErrors } from '../../../ui/apply-field-errors';
import { lazyResolver } from '../../../ui/lazy-resolver';
import { signIn } from '../api/sign-in';

const FIELDS = ['email', 'password'] as const;
const resolver = lazyResolver<SignInForm>(() => import('./sign-in-resolver').then((m) => m.signInResolver));

/**
 * The sign-in form's state and submit. A failure becomes `error` (shown as the tooltip icon) or
 * field messages; success hands the token and the confirmed return URL to `onSignedIn`.
 */
export function useSignInForm(returnUrl: string | null, onSignedIn: (token: string, returnUrl: string | null) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver,
    defaultValues: { email: '', password: '', returnUrl },
  });
  useEffect(() => resolver.preload(), []);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await signIn({ ...values, returnUrl });
    if (result.IsOk && result.Content && decodeToken(result.Content.token)) {
      onSignedIn(result.Content.token, result.Content.returnUrl ?? returnUrl);
    } else if (result.IsOk) {
      setError(t('Sign-in failed, please try again'));
    } else if (!applyFieldErrors(result.Fields, FIELDS, form.setError)) {
      setError(t(result.ErrorMessage || failureTitle(result)));
    }
  });

  return { form, submit, error };
}

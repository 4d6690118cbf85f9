import type { SignInForm } from '../../../../contract';

export type SignInField = 'email' | 'password';
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** The longest values contract's `signInSchema` accepts; the inputs refuse longer text. */
export const SIGN_IN_MAX_LENGTH: Record<SignInField, number> = { email: 254, password: 200 };

/**
 * contract's `signInSchema`, checked by hand with the same messages: zod and the contract would more
 * than double the JavaScript sign-in needs before it can show. A unit test keeps the two in step.
 * The schema gives each field one message for every failure (its `error` option), too long included;
 * the inputs' maxLength keeps typed text from getting there.
 */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (email.length === 0 || email.length > SIGN_IN_MAX_LENGTH.email)
    errors.email = 'Email address is required';
  if (values.password.length === 0 || values.password.length > SIGN_IN_MAX_LENGTH.password) {
    errors.password = 'Password is required';
  }
  return errors;
}

/** What the server receives: the values as the schema would hand them on (the e-mail trimmed). */
export function signInPayload(values: SignInValues, returnUrl: string | null): SignInForm {
  return { email: values.email.trim(), password: values.password, returnUrl };
}

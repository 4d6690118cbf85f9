import { useRef, useState } from 'react';
import { failureTitle } from '../../../platform/api';
import { decodeToken } from '../../../platform/session';
import { signIn } from '../api/sign-in';
import {
  signInPayload,
  validateSignIn,
  type SignInErrors,
  type SignInField,
  type SignInValues,
} from './sign-in-validation';

const FIELDS: readonly string[] = ['email', 'password'] satisfies SignInField[];

const hasErrors = (errors: SignInErrors) => Object.values(errors).some(Boolean);

/** A 400's field messages beside the fields; false when some message belongs to no field of the form. */
function fieldMessages(fields: Record<string, string> | undefined): {
  errors: SignInErrors;
  allPlaced: boolean;
} {
  const errors: SignInErrors = {};
  if (!fields) return { errors, allPlaced: false };
  let allPlaced = true;
  for (const [name, message] of Object.entries(fields)) {
    if (FIELDS.includes(name)) errors[name as SignInField] = message;
    else allPlaced = false;
  }
  return { errors, allPlaced };
}

/**
 * The sign-in form's state and submit, in plain React: the form is the first screen, and a form
 * library would weigh on it. Messages are English keys; the form translates them when it draws them,
 * so a language switch changes them too. A failure becomes `error` (shown as the tooltip icon) or
 * field messages; success hands the token and the confirmed return URL to `onSignedIn`.
 */
export function useSignInForm(
  returnUrl: string | null,
  onSignedIn: (token: string, returnUrl: string | null) => void | Promise<void>,
) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Read by submit, which may run before React has re-rendered after the last keystroke.
  const latest = useRef(values);
  const submitted = useRef(false);

  const setField = (name: SignInField, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // After a first submit, a field's message follows what is typed (as react-hook-form does).
    if (submitted.current) setFieldErrors((current) => ({ ...current, [name]: validateSignIn(next)[name] }));
  };

  /** Validates and sends; resolves to the field messages now shown, so the form can focus the first. */
  const submit = async (event?: { preventDefault: () => void }): Promise<SignInErrors> => {
    event?.preventDefault();
    submitted.current = true;
    const invalid = validateSignIn(latest.current);
    setFieldErrors(invalid);
    if (hasErrors(invalid)) return invalid;

    setError(null);
    setSubmitting(true);
    const result = await signIn(signInPayload(latest.current, returnUrl));
    if (result.IsOk && result.Content && decodeToken(result.Content.token)) {
      // The button stays busy while the next screen loads; this form is then replaced.
      await onSignedIn(result.Content.token, result.Content.returnUrl ?? returnUrl);
      return {};
    }
    setSubmitting(false);
    if (result.IsOk) {
      setError('Sign-in failed, please try again');
      return {};
    }
    const { errors, allPlaced } = fieldMessages(result.Fields);
    setFieldErrors(errors);
    if (!allPlaced) setError(result.ErrorMessage || failureTitle(result));
    return errors;
  };

  return { values, setField, fieldErrors, error, submitting, submit };
}

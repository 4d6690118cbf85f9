import { useId, useRef, useState, type InputHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { SIGN_IN_MAX_LENGTH, type SignInField } from './sign-in-validation';
import { useSignInForm } from './use-sign-in-form';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './sign-in-card.css';

/** Translates an English text (the key) into the current language. */
export type Translate = (text: string) => string;

export const RESET_PASSWORD_HREF = '/account/resetpassword';

interface SignInCardProps {
  t: Translate;
  returnUrl: string | null;
  /** Called with the new token and the return URL the server confirmed; the button stays busy meanwhile. */
  onSignedIn: (token: string, returnUrl: string | null) => void | Promise<void>;
  /** Client-side navigation for the 'Forgot password?' link. */
  onNavigate: (href: string) => void;
}

/** A click the page may handle itself: plain left click, no modifier asking for a new tab or window. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  name: SignInField;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

function Field({ name, label, value, error, onValue, inputRef, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'sign-in-field is-invalid' : 'sign-in-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        maxLength={SIGN_IN_MAX_LENGTH[name]}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="sign-in-field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The spec's sign-in error: a tooltip icon by the form. The text also sits beside the icon as an
 * alert: a tooltip alone never shows on touch screens and is missed by screen readers.
 */
function ErrorTip({ message, t }: { message: string; t: Translate }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sign-in-error">
      <button
        type="button"
        className="sign-in-error-icon"
        title={message}
        aria-label={t('Show error')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">
          <path d="M256 48C141.31 48 48 141.31 48 256s93.31 208 208 208 208-93.31 208-208S370.69 48 256 48m0 319.91a20 20 0 1 1 20-20 20 20 0 0 1-20 20m21.72-201.15-5.74 122a16 16 0 0 1-32 0l-5.74-121.94v-.05a21.74 21.74 0 1 1 43.44 0Z" />
        </svg>
      </button>
      <span role="alert">{message}</span>
      {open && (
        <span className="sign-in-error-tooltip" role="tooltip">
          {message}
        </span>
      )}
    </div>
  );
}

/**
 * The sign-in card: e-mail, password, 'Sign in', the error tip and 'Forgot password?'. Plain React
 * and CSS (sign-in-card.css) rather than Ionic: it is the first screen of the public shell, which
 * must show before Ionic loads; the Ionic app shows the same card after an in-app sign-out.
 */
export function SignInCard({ t, returnUrl, onSignedIn, onNavigate }: SignInCardProps) {
  const { values, setField, fieldErrors, error, submitting, submit } = useSignInForm(returnUrl, onSignedIn);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const onSubmit = async (e: { preventDefault: () => void }) => {
    const invalid = await submit(e);
    if (invalid.email) email.current?.focus();
    else if (invalid.password) password.current?.focus();
  };

  return (
    <section className="sign-in-card" aria-labelledby={titleId}>
      <div className="sign-in-brand">
        <img src="/icons/icon.svg" alt="" width="56" height="56" />
        <h1 id={titleId}>Caravan</h1>
      </div>
      <form
        className="sign-in-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('Sign in')}
        aria-busy={submitting}
      >
        <Field
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          error={fieldErrors.email && t(fieldErrors.email)}
          onValue={(v) => setField('email', v)}
          inputRef={email}
        />
        <Field
          name="password"
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={fieldErrors.password && t(fieldErrors.password)}
          onValue={(v) => setField('password', v)}
          inputRef={password}
        />
        <div className="sign-in-actions">
          <button type="submit" className="sign-in-submit" disabled={submitting}>
            {submitting && <span className="sign-in-spinner" aria-hidden="true" />}
            {t('Sign in')}
          </button>
          {error && <ErrorTip message={t(error)} t={t} />}
        </div>
        <a
          className="sign-in-link"
          href={RESET_PASSWORD_HREF}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            onNavigate(RESET_PASSWORD_HREF);
          }}
        >
          {t('Forgot password?')}
        </a>
      </form>
    </section>
  );
}

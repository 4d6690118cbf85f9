import { useEffect, useId, useState } from 'react';
import type { SetPasswordInfo } from '../../../../contract';
import { getSetPasswordInfo, setPasswordByLink } from '../api/set-password';
import { isPlainClick, type Translate } from './SignInCard';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect only
import './sign-in-card.css';

const SIGN_IN = '/account/login';

/** The token of /account/setpassword/{token}. */
export function setPasswordTokenOf(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}

// The contract's messages (contract/staff.ts setPasswordSchema), checked here without zod: the
// public shell must stay small. The server checks the same schema.
function problems(password: string, repeat: string): { password?: string; passwordRepeat?: string } {
  if (password.length < 8) return { password: 'Password must be at least 8 characters' };
  if (password.length > 200) return { password: 'Password must be at most 200 characters' };
  if (password !== repeat) return { passwordRepeat: 'Passwords do not match' };
  return {};
}

interface SetPasswordCardProps {
  t: Translate;
  token: string;
  onNavigate: (href: string) => void;
}

/** An invitee's (or a reset's) one-time link: choose a password, then sign in as usual. */
export function SetPasswordCard({ t, token, onNavigate }: SetPasswordCardProps) {
  const titleId = useId();
  const [info, setInfo] = useState<SetPasswordInfo | 'invalid' | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; passwordRepeat?: string }>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void getSetPasswordInfo(token).then((r) => {
      if (live) setInfo(r.IsOk && r.Content ? r.Content : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const found = problems(password, repeat);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await setPasswordByLink({ token, password, passwordRepeat: repeat });
    setBusy(false);
    if (result.IsOk) setDone(true);
    else if (result.Fields) setErrors(result.Fields);
    else setFailure(result.ErrorMessage);
  };

  const signInLink = (
    <a
      className="sign-in-link"
      href={SIGN_IN}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onNavigate(SIGN_IN);
      }}
    >
      {t(done ? 'Sign in' : 'Back to sign in')}
    </a>
  );

  return (
    <section className="sign-in-card ps-note-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('Set your password')}</h1>
      {info === null && <p role="status">{t('Loading')}</p>}
      {info === 'invalid' && (
        <p role="alert">
          {t('This link is invalid, already used or expired. Ask your administrator for a new one.')}
        </p>
      )}
      {done && (
        <p role="status">{t('Your password is set. Sign in with your e-mail and the new password.')}</p>
      )}
      {info !== null && info !== 'invalid' && !done && (
        <form className="sign-in-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <p>
            {info.fullName} · <strong>{info.email}</strong>
          </p>
          <PasswordField
            label={t('New password')}
            value={password}
            onValue={(v) => {
              setPassword(v);
              setErrors({});
            }}
            error={errors.password && t(errors.password)}
          />
          <PasswordField
            label={t('Repeat the new password')}
            value={repeat}
            onValue={setRepeat}
            error={errors.passwordRepeat && t(errors.passwordRepeat)}
          />
          {failure && (
            <p className="sign-in-field-error" role="alert">
              {t(failure)}
            </p>
          )}
          <div className="sign-in-actions">
            <button type="submit" className="sign-in-submit" disabled={busy}>
              {t('Set password')}
            </button>
          </div>
        </form>
      )}
      {signInLink}
    </section>
  );
}

function PasswordField({
  label,
  value,
  onValue,
  error,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={error ? 'sign-in-field is-invalid' : 'sign-in-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        maxLength={200}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="sign-in-field-error">{error}</p>}
    </div>
  );
}

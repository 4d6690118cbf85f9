import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './link-href';

interface LinkFormProps {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** The address of a link, typed under the toolbar (a browser prompt is blocked in some installed apps). */
export function LinkForm({ initial, onApply, onCancel }: LinkFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = linkHref(text);
    if (href) onApply(href);
    else setError(true);
  };
  return (
    <form className="rich-text-link-form" onSubmit={submit}>
      <label className="field-label" htmlFor={id}>
        {t('Link address')}
      </label>
      <input
        id={id}
        className="field-input"
        type="text"
        inputMode="url"
        autoComplete="url"
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the form opens because the user asked to type an address
        autoFocus
        placeholder="https://"
        value={text}
        aria-invalid={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(false);
        }}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      />
      <button type="submit" className="flat-button">
        {t('Apply')}
      </button>
      <button type="button" className="flat-button" onClick={onCancel}>
        {t('Cancel')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {t('Enter a web address, an e-mail address or a phone number')}
        </p>
      )}
    </form>
  );
}

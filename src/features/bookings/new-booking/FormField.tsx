import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** English label; shown translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key (the contract's or the server's), shown beside the field. */
  error?: string;
  multiline?: boolean;
}

/** A labelled text box with its message under it; the same look as the shared inputs. */
export function FormField({ label, value, onChange, error, multiline, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const common = {
    id,
    className: 'field-input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t(label)}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...input} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

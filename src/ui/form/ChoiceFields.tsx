import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import './form.css';

export interface ChoiceOption {
  /** English label, shown translated unless `raw`. */
  label: string;
  value: number | string;
}

export interface FormSelectProps {
  label: string;
  value: number | string | null | undefined;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Labels are data (names of sets, groups), not texts to translate. */
  rawLabels?: boolean;
  hint?: ReactNode;
}

/** A native select under its label: full width, 44 px, keyboard and screen-reader friendly. */
export function FormSelect({
  label,
  value,
  options,
  onChange,
  error,
  required,
  disabled,
  rawLabels,
  hint,
}: FormSelectProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="form-input"
          value={value == null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {rawLabels ? o.label : t(o.label)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export interface FormCheckProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A switch reads as on/off (Fixed time); a checkbox as a choice. */
  role?: 'switch' | 'checkbox';
}

/** A checkbox or switch with its label as the 44 px touch target. */
export function FormCheck({ label, checked, onChange, disabled, role = 'checkbox' }: FormCheckProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="form-check" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role={role === 'switch' ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{t(label)}</span>
    </label>
  );
}

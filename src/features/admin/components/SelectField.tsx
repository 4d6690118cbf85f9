import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../ui/form/FormField';

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label; shown translated. */
  label: string;
  /** Values are numbers; labels are shown as given (country names) unless `translate`. */
  options: ReadonlyArray<{ value: number; label: string }>;
  /** A first, empty choice (value null), e.g. 'Choose a country'. */
  emptyLabel?: string;
  translate?: boolean;
  readOnly?: boolean;
  hint?: string;
}

/**
 * A single select of numbers bound to react-hook-form: the native control, so a phone opens its own
 * picker and a keyboard user types to jump. The value stays a number (or null), as the contract wants.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  emptyLabel,
  translate = false,
  readOnly = false,
  hint,
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} hint={hint ? t(hint) : undefined}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              className="form-input"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              disabled={readOnly}
              value={field.value == null ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              onBlur={field.onBlur}
            >
              {emptyLabel !== undefined && <option value="">{t(emptyLabel)}</option>}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {translate ? t(o.label) : o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    />
  );
}

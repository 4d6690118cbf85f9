import { IonInput } from '@ionic/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SeoKind } from '../../../domain/seo-hints';
import { withLengthHint } from './LengthHint';
import './form.css';

export interface FormFieldProps {
  /** English label, shown translated above the control. */
  label: string;
  /** Marks the label with an asterisk (the spec's "marked required"). */
  required?: boolean;
  /** The field's message, English or already translated; shown under the control in red. */
  error?: string;
  /** A hint under the control (e.g. a LengthHint). */
  hint?: ReactNode;
  /** The control; given the id its label points to and the ids describing it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** One field of a catalogue form: the label above the control, then the hint and the message. */
export function FormField({ label, required, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {t(label)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <div className="form-hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

type InputProps = Pick<ComponentProps<typeof IonInput>, 'type' | 'inputmode' | 'autocomplete' | 'maxlength'>;

export interface FormTextFieldProps<T extends FieldValues> extends InputProps {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** Under the input. */
  hint?: ReactNode;
  /** Shows the SEO length hint of this kind under the input (domain/seo-hints). */
  lengthHint?: SeoKind;
  /** Called with each new text after the form has it, and the value it replaced (e.g. the url slug following the name). */
  onTextChange?: (value: string, previous: unknown) => void;
  /** What an emptied `type="number"` field holds: undefined (an optional number) unless the schema wants null. */
  emptyValue?: null;
}

/**
 * A text input of a catalogue form bound to react-hook-form, label above. Numbers typed here stay
 * text unless the schema coerces them; for `type="number"` the value handed on is a number (or
 * undefined when empty), so the contract's z.number() fields validate.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  readOnly,
  hint,
  lengthHint,
  onTextChange,
  emptyValue,
  ...input
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = field.value === undefined || field.value === null ? '' : String(field.value);
        return (
          <FormField
            label={label}
            required={required}
            error={fieldState.error?.message}
            hint={withLengthHint(hint, lengthHint, text)}
          >
            {({ id, describedBy, invalid }) => (
              <IonInput
                {...input}
                ref={field.ref}
                id={id}
                name={field.name}
                fill="outline"
                className={`form-input-ion${invalid ? ' ion-invalid ion-touched' : ''}`}
                // ion-input passes aria-* to its native input; a <label for> does not reach it.
                aria-label={t(label)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                readonly={readOnly}
                value={text}
                onIonInput={(e) => {
                  const raw = e.detail.value ?? '';
                  const previous: unknown = field.value;
                  field.onChange(input.type === 'number' ? (raw === '' ? emptyValue : Number(raw)) : raw);
                  onTextChange?.(raw, previous);
                }}
                onIonBlur={field.onBlur}
              />
            )}
          </FormField>
        );
      }}
    />
  );
}

export interface FormTextInputProps {
  /** English label, shown translated above the input. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** A text input with the form kit's label and message, for a value held outside react-hook-form (a popup's draft). */
export function FormTextInput({ label, value, onChange, error, required, readOnly }: FormTextInputProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <IonInput
          id={id}
          fill="outline"
          className={`form-input-ion${invalid ? ' ion-invalid ion-touched' : ''}`}
          aria-label={t(label)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          readonly={readOnly}
          value={value}
          onIonInput={(e) => onChange(e.detail.value ?? '')}
        />
      )}
    </FormField>
  );
}

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IonTextarea } from '../ionic/textarea';
import type { SeoKind } from '../../../domain/seo-hints';
import { FormField } from './FormField';
import { withLengthHint } from './LengthHint';
import './form.css';

export interface FormTextAreaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label, shown translated above the control. */
  label: string;
  rows?: number;
  /** The most characters the area takes: the schema's limit, where typing stops. */
  maxlength?: number;
  required?: boolean;
  readOnly?: boolean;
  /** Shows the SEO length hint of this kind under the area (domain/seo-hints). */
  lengthHint?: SeoKind;
}

/** A few lines of plain text bound to react-hook-form, label above; grows with its text. */
export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  rows = 3,
  maxlength,
  required,
  readOnly,
  lengthHint,
}: FormTextAreaFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          error={fieldState.error?.message}
          hint={withLengthHint(undefined, lengthHint, (field.value as string | null | undefined) ?? '')}
        >
          {({ id, describedBy, invalid }) => (
            <FormTextArea
              id={id}
              label={t(label)}
              describedBy={describedBy}
              invalid={invalid}
              rows={rows}
              maxlength={maxlength}
              readOnly={readOnly}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(text) => field.onChange(text)}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
}

export interface FormTextAreaProps {
  id: string;
  /** Translated: the accessible name (ion-textarea does not take a <label for>). */
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  rows?: number;
  maxlength?: number;
  readOnly?: boolean;
}

/** The text area itself, for a value the form holds in another shape (one entry of a list). */
export function FormTextArea({
  id,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  rows = 3,
  maxlength,
  readOnly,
}: FormTextAreaProps) {
  return (
    <IonTextarea
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      fill="outline"
      autoGrow
      rows={rows}
      maxlength={maxlength}
      readonly={readOnly}
      className={`form-input-ion${invalid ? ' ion-invalid ion-touched' : ''}`}
      value={value}
      onIonInput={(e) => onChange(e.detail.value ?? '')}
      onIonBlur={onBlur}
    />
  );
}

/** A text area with the form kit's label and message, for one entry of a list (an FAQ's question). */
export function FormTextAreaInput({
  label,
  error,
  ...area
}: Omit<FormTextAreaProps, 'id' | 'label' | 'describedBy' | 'invalid'> & { label: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <FormTextArea {...area} id={id} label={t(label)} describedBy={describedBy} invalid={invalid} />
      )}
    </FormField>
  );
}

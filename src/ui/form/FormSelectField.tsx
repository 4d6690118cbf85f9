import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IonSelect, IonSelectOption } from '../ionic/select';
import { FormField } from './FormField';
import './form.css';

export interface FormSelectOption {
  value: number;
  /** Shown as given (names from the server) unless the field says `translate`. */
  label: string;
}

export interface FormSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label, shown translated above the control. */
  label: string;
  options: readonly FormSelectOption[];
  /** A list of ids (origin cities, categories, slots); otherwise one id. */
  multiple?: boolean;
  /** The options' labels are English texts to translate (a fixed local list). */
  translate?: boolean;
  /** English text shown while nothing is chosen (it joins the control's accessible name). */
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** An array field's own message sits under `root` in react-hook-form. */
const messageOf = (error: unknown): string | undefined => {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
};

/**
 * A choice of one id or many, bound to react-hook-form, its label above as every catalogue field:
 * Ionic's select sheet (a list of checkboxes when many) under the form kit's label and message.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  multiple,
  translate,
  placeholder,
  required,
  readOnly,
}: FormSelectFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value ?? (multiple ? [] : undefined);
  return (
    <FormField label={label} required={required} error={messageOf(fieldState.error)}>
      {({ id, describedBy, invalid }) => (
        <IonSelect
          id={id}
          ref={field.ref}
          name={field.name}
          aria-label={t(label)}
          aria-describedby={describedBy}
          fill="outline"
          justify="space-between"
          multiple={multiple}
          interface="alert"
          interfaceOptions={{ header: t(label) }}
          placeholder={placeholder ? t(placeholder) : undefined}
          value={value}
          disabled={readOnly}
          className={`form-select-ion${invalid ? ' ion-invalid ion-touched' : ''}`}
          onIonChange={(e) => {
            const next = e.detail.value as number | number[] | null | undefined;
            if (multiple) field.onChange(((next as number[] | null) ?? []).map(Number));
            else field.onChange(next == null ? null : Number(next));
          }}
          onIonBlur={field.onBlur}
        >
          {options.map((o) => (
            <IonSelectOption key={o.value} value={o.value}>
              {translate ? t(o.label) : o.label}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
    </FormField>
  );
}

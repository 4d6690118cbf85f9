import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../inputs/RichTextEditor';
import './form.css';

export interface FormRichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label, shown translated above the editor. */
  label: string;
  readOnly?: boolean;
}

/** Rich text (paragraphs, lists, links) bound to react-hook-form, with its message under it. */
export function FormRichTextField<T extends FieldValues>({
  control,
  name,
  label,
  readOnly,
}: FormRichTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="form-field form-rich-text">
          <RichTextEditor
            label={label}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            readOnly={readOnly}
          />
          {fieldState.error?.message && <p className="field-error">{t(fieldState.error.message)}</p>}
        </div>
      )}
    />
  );
}

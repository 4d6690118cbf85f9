import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IonToggle } from '../ionic/toggle';
import './form.css';

export interface FormToggleFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label, shown translated. */
  label: string;
  readOnly?: boolean;
}

/** A yes/no field as a toggle, label first, the whole row a 44 px target. */
export function FormToggleField<T extends FieldValues>({
  control,
  name,
  label,
  readOnly,
}: FormToggleFieldProps<T>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  return (
    <IonToggle
      className="form-toggle"
      justify="space-between"
      checked={Boolean(field.value)}
      disabled={readOnly}
      onIonChange={(e) => field.onChange(e.detail.checked)}
    >
      {t(label)}
    </IonToggle>
  );
}

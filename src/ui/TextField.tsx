import { IonInput } from '@ionic/react';
import { useId, type ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type InputProps = Pick<ComponentProps<typeof IonInput>, 'type' | 'autocomplete' | 'inputmode'>;

interface TextFieldProps<T extends FieldValues> extends InputProps {
  control: Control<T>;
  name: FieldPath<T>;
  /** English label; shown translated. */
  label: string;
}

/**
 * An IonInput bound to react-hook-form. The field's message (the schema's or the server's) is
 * drawn under it by us rather than through Ionic's errorText, which shows only once Ionic itself
 * has marked the field touched: a server message must show whatever the user did.
 */
export function TextField<T extends FieldValues>({ control, name, label, ...input }: TextFieldProps<T>) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="text-field">
          <IonInput
            {...input}
            ref={field.ref}
            name={field.name}
            label={t(label)}
            labelPlacement="floating"
            fill="outline"
            value={(field.value as string | undefined) ?? ''}
            onIonInput={(e) => field.onChange(e.detail.value ?? '')}
            onIonBlur={field.onBlur}
            className={fieldState.error ? 'ion-invalid' : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
          />
          {fieldState.error?.message && (
            <p className="field-error" id={errorId}>
              {t(fieldState.error.message)}
            </p>
          )}
        </div>
      )}
    />
  );
}

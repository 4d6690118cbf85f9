import { TimeInput, type TimeInputProps } from '../inputs/TimeInput';
import { FormField } from './FormField';

export interface FormTimeInputProps extends Pick<TimeInputProps, 'value' | 'onChange' | 'disabled'> {
  /** English label, shown translated above the input. */
  label: string;
  error?: string;
  required?: boolean;
}

/** An HH:MM time with the form kit's label above and message below, for one entry of a list (a stop). */
export function FormTimeInput({ label, error, required, ...time }: FormTimeInputProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <TimeInput
          {...time}
          label={label}
          labelPlacement="outside"
          id={id}
          describedBy={describedBy}
          invalid={invalid}
        />
      )}
    </FormField>
  );
}

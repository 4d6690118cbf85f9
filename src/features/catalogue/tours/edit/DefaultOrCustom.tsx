import { useFormContext, useWatch } from 'react-hook-form';
import { DefaultCustomToggle } from '../../../../ui/form/DefaultCustomToggle';
import { FormRichTextField } from '../../../../ui/form/FormRichTextField';
import { RichTextEditor } from '../../../../ui/inputs/RichTextEditor';
import type { TourFormValues } from './tour-form-values';

type Flag = 'isDefaultFaq' | 'isDefaultTermsAndConditions' | 'isDefaultNotesToClientsPostBooking';
type Field = 'faq' | 'termsAndConditions' | 'notesToClientsPostBooking';

/**
 * One of the tour's default/custom rich texts (02-catalogue §4): the account's default shown read
 * only, or the tour's own text. Without an account default the toggle is forced to custom.
 */
export function DefaultOrCustom({
  flag,
  field,
  label,
  defaultText,
  readOnly,
}: {
  flag: Flag;
  field: Field;
  label: string;
  /** null: the defaults could not be read, so nothing is forced and none is shown. */
  defaultText: string | null;
  readOnly?: boolean;
}) {
  const { control, setValue } = useFormContext<TourFormValues>();
  const isDefault = useWatch({ control, name: flag });
  return (
    <DefaultCustomToggle
      label={label}
      isDefault={isDefault}
      onChange={(on) => setValue(flag, on, { shouldDirty: true })}
      hasDefault={defaultText !== ''}
      defaultContent={defaultText ? <RichTextEditor label={label} value={defaultText} readOnly /> : undefined}
      readOnly={readOnly}
    >
      <FormRichTextField control={control} name={field} label={label} readOnly={readOnly} />
    </DefaultCustomToggle>
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import { customTextStart } from '../../../../../domain/default-custom';
import { DefaultCustomToggle } from '../../../../ui/form/DefaultCustomToggle';
import { FormRichTextField } from '../../../../ui/form/FormRichTextField';
import { RichTextEditor } from '../../../../ui/inputs/RichTextEditor';
import type { TourFormValues } from './tour-form-values';

type Flag = 'isDefaultFaq' | 'isDefaultTermsAndConditions' | 'isDefaultNotesToClientsPostBooking';
type Field = 'faq' | 'termsAndConditions' | 'notesToClientsPostBooking';

/**
 * One of the tour's default/custom rich texts (02-catalogue §4): the account's default shown read
 * only, or the tour's own text, which starts as the default's. Without an account default the toggle
 * is forced to custom.
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
  const { control, setValue, getValues } = useFormContext<TourFormValues>();
  const isDefault = useWatch({ control, name: flag });
  const choose = (on: boolean) => {
    setValue(flag, on, { shouldDirty: true });
    // Custom starts from the account's text, not an empty box (issue 24 item 17).
    const own = getValues(field);
    const start = on ? own : customTextStart(own, defaultText);
    if (start !== own) setValue(field, start, { shouldDirty: true });
  };
  return (
    <DefaultCustomToggle
      label={label}
      isDefault={isDefault}
      onChange={choose}
      hasDefault={defaultText !== ''}
      defaultContent={defaultText ? <RichTextEditor label={label} value={defaultText} readOnly /> : undefined}
      readOnly={readOnly}
    >
      <FormRichTextField control={control} name={field} label={label} readOnly={readOnly} />
    </DefaultCustomToggle>
  );
}

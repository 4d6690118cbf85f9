import { useFormContext, useWatch } from 'react-hook-form';
import { CancellationPolicyEditor } from '../../../../ui/form/CancellationPolicyEditor';
import { DefaultCustomToggle } from '../../../../ui/form/DefaultCustomToggle';
import { hasDefaultPolicy } from '../../../../../domain/default-custom';
import type { SupplierDefaults } from '../../api/tour-supplier-defaults';
import { DefaultOrCustom } from './DefaultOrCustom';
import type { TourFormValues } from './tour-form-values';

/** Cancellation policy, terms and conditions, notes to clients post booking: each default or custom. */
export function TermsTab({ readOnly, defaults }: { readOnly?: boolean; defaults: SupplierDefaults | null }) {
  const { control, setValue } = useFormContext<TourFormValues>();
  const [isDefault, policy] = useWatch({
    control,
    name: ['isDefaultCancellationPolicy', 'cancellationPolicy'],
  });
  const dirty = { shouldDirty: true };

  // Choosing the defaults loads the account's policy; editing the policy switches to custom (02-catalogue §4).
  const chooseDefaults = (on: boolean) => {
    setValue('isDefaultCancellationPolicy', on, dirty);
    if (on && defaults) setValue('cancellationPolicy', defaults.cancellationPolicy, dirty);
  };

  return (
    <div className="tour-stack">
      <DefaultCustomToggle
        label="Cancellation policy"
        isDefault={isDefault}
        onChange={chooseDefaults}
        hasDefault={hasDefaultPolicy(defaults)}
        defaultsHref="/admin/defaultsettings"
        defaultContent={
          <CancellationPolicyEditor
            value={defaults?.cancellationPolicy ?? policy ?? []}
            onChange={() => {}}
            readOnly
          />
        }
        readOnly={readOnly}
      >
        <CancellationPolicyEditor
          value={policy ?? []}
          readOnly={readOnly}
          onChange={(next) => {
            setValue('cancellationPolicy', next, dirty);
            setValue('isDefaultCancellationPolicy', false, dirty);
          }}
        />
      </DefaultCustomToggle>
      <DefaultOrCustom
        flag="isDefaultTermsAndConditions"
        field="termsAndConditions"
        label="Terms and conditions"
        defaultText={defaults ? defaults.termsAndConditions : null}
        readOnly={readOnly}
      />
      <DefaultOrCustom
        flag="isDefaultNotesToClientsPostBooking"
        field="notesToClientsPostBooking"
        label="Notes to clients post booking"
        defaultText={defaults ? defaults.notesToClientPostBooking : null}
        readOnly={readOnly}
      />
    </div>
  );
}

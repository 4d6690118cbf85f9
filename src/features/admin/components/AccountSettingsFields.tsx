import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ConversionType, type AccountSettings } from '../../../../contract';
import { taxCoefficient } from '../../../../domain/account-settings';
import { FormTextField } from '../../../ui/form/FormField';
import type { ContractForm } from '../../../ui/form/useContractForm';
import { SelectField } from './SelectField';

const CONVERSION_TYPES = [
  { value: ConversionType.Multiply, label: 'Multiply' },
  { value: ConversionType.Divide, label: 'Divide' },
];

/** Tax, default commission and currency conversion: what a new valid period starts from. */
export function AccountSettingsFields({ form }: { form: ContractForm<AccountSettings> }) {
  const { t } = useTranslation();
  const { control, readOnly } = form;
  return (
    <>
      <p className="admin-note form-wide" role="note">
        <IonIcon icon={informationCircleOutline} aria-hidden="true" />
        <span>
          {t(
            'A change applies to prices entered from now on (new valid periods). Saved prices keep the tax, commission and rate they were entered with, and stored bookings keep their amounts.',
          )}
        </span>
      </p>
      <FormTextField control={control} name="taxes.name" label="Tax name" required readOnly={readOnly} />
      <FormTextField
        control={control}
        name="taxes.amount"
        label="Tax, %"
        type="number"
        inputmode="decimal"
        readOnly={readOnly}
        hint={t('Coefficient: {{k}}', { k: form.watch('taxes.amountK') ?? '' })}
        onTextChange={(text) => {
          const amount = Number(text);
          if (text !== '' && Number.isFinite(amount))
            form.setValue('taxes.amountK', taxCoefficient(amount), { shouldDirty: true });
        }}
      />
      <FormTextField
        control={control}
        name="defaultCommission"
        label="Default commission, %"
        type="number"
        inputmode="decimal"
        readOnly={readOnly}
      />
      <FormTextField
        control={control}
        name="currency.baseCurrency"
        label="Base currency"
        readOnly={readOnly}
      />
      <FormTextField
        control={control}
        name="currency.secondaryCurrency"
        label="Secondary currency"
        readOnly={readOnly}
      />
      <FormTextField
        control={control}
        name="currency.convRate"
        label="Conversion rate"
        type="number"
        inputmode="decimal"
        readOnly={readOnly}
      />
      <SelectField
        control={control}
        name="currency.convType"
        label="Conversion type"
        options={CONVERSION_TYPES}
        translate
        readOnly={readOnly}
      />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractInputSchema, type ContractInput } from '../../../../../contract';
import { round } from '../../../../../domain/money';
import { notifyFailure } from '../../../../platform/api';
import { useSupplierToday } from '../../../../platform/use-today';
import { FormSelect } from '../../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../../ui/form/FormField';
import { FormSections, type FormSection } from '../../../../ui/form/FormSections';
import { useFormReadOnly } from '../../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../../ui/form/SaveBar';
import { useContractForm } from '../../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../../ui/form/useVersionedSave';
import { addContract, afterContractChange } from '../../api/change-contracts';
import { messagesOf } from '../messages-of';
import { ContractDate } from './ContractDate';
import { NetRatesEditor } from './NetRatesEditor';

const KINDS = [
  { label: 'Commission percent on every ticket', value: 'commission' },
  { label: 'Net rates per ticket', value: 'netRates' },
] as const;

const blank = (today: string): ContractInput => ({
  validFrom: today,
  kind: 'commission',
  commissionPercent: undefined,
  netRates: [],
  note: '',
});

/** A new contract for the agency: valid from, then a commission percent or net rates per ticket. */
export function ContractForm({
  agencyId,
  defaultCommission,
}: {
  agencyId: number;
  defaultCommission: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const today = useSupplierToday();
  const form = useContractForm(contractInputSchema, { defaultValues: blank(today), readOnly });
  const saver = useVersionedSave(form);
  const [section, setSection] = useState('terms');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (v) => {
    await saver.run(() => addContract(agencyId, v), {
      notice: 'Contract saved',
      saved: async (content) => {
        await afterContractChange(queryClient, content);
        form.reset(blank(today));
      },
      refused: (result, kind) => {
        if (kind === 'fields') return;
        // A business rule (a date already taken, a date in the past) names its field too.
        if (result.Fields?.validFrom) form.setError('validFrom', { message: result.Fields.validFrom });
        notifyFailure(result);
      },
    });
  });

  const sections: FormSection[] = [
    {
      id: 'terms',
      title: 'Contract terms',
      errors: messagesOf(errors, ['validFrom', 'kind', 'commissionPercent', 'note']),
      content: (
        <>
          <Controller
            control={form.control}
            name="validFrom"
            render={({ field, fieldState }) => (
              <ContractDate
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
                readOnly={readOnly}
              />
            )}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormSelect
                label="Contract type"
                required
                value={field.value}
                disabled={readOnly}
                onChange={(v) => {
                  field.onChange(v);
                  // The other kind's message no longer applies.
                  form.clearErrors(v === 'commission' ? 'netRates' : 'commissionPercent');
                }}
                options={KINDS}
              />
            )}
          />
          {kind === 'commission' ? (
            <FormTextField
              control={form.control}
              name="commissionPercent"
              label="Commission percent"
              required
              type="number"
              inputmode="decimal"
              readOnly={readOnly}
              hint={t('In place of the tickets’ own commission (default {{percent}} %).', {
                percent: round(defaultCommission, 2),
              })}
            />
          ) : (
            <p className="form-note">{t('Choose the tickets and their net rates under Net rates.')}</p>
          )}
          <FormTextField
            control={form.control}
            name="note"
            label="Note"
            maxlength={500}
            readOnly={readOnly}
          />
        </>
      ),
    },
    ...(kind === 'netRates'
      ? [
          {
            id: 'rates',
            title: 'Net rates',
            errors: messagesOf(errors, ['netRates']),
            content: <NetRatesEditor form={form} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <FormSections
        label="Add a contract"
        sections={sections}
        // Net rates leave with their kind (after a save, or a switch back to a commission): show the terms.
        selected={sections.some((x) => x.id === section) ? section : 'terms'}
        onSelectedChange={setSection}
      />
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly} label="Save contract" />
    </>
  );
}

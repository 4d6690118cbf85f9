import { IonButton } from '@ionic/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  externalProviderInputSchema,
  type ExternalProviderInput,
  type ExternalProviderSettings,
} from '../../../../contract';
import { FormCheck } from '../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../ui/form/FormField';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { saveExternalProvider } from '../api/save-external-provider';

interface Props {
  provider: ExternalProviderSettings | null;
  readOnly: boolean;
  onDone: (saved: ExternalProviderSettings | null) => void;
}

/**
 * A provider's settings. The API key is write-only: an existing key shows as set, never as text, and an
 * empty field keeps it.
 */
export function ProviderForm({ provider, readOnly, onDone }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(externalProviderInputSchema, {
    readOnly,
    defaultValues: {
      id: provider?.id ?? 0,
      name: provider?.name ?? '',
      baseUrl: provider?.baseUrl ?? '',
      apiKey: '',
      octoSupplierId: provider?.octoSupplierId ?? '',
      isActive: provider?.isActive ?? true,
    } satisfies ExternalProviderInput,
  });
  const isActive = useWatch({ control: form.control, name: 'isActive' });
  const saver = useVersionedSave(form);

  const save = form.handleSubmit(async (values) => {
    await saver.run(() => saveExternalProvider(values), { notice: 'Saved', saved: onDone });
  });

  return (
    <form
      className="provider-form"
      aria-label={t(provider ? 'Edit provider' : 'Add provider')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FormTextField control={form.control} name="name" label="Provider name" required readOnly={readOnly} />
      <FormTextField
        control={form.control}
        name="baseUrl"
        label="Base URL"
        required
        readOnly={readOnly}
        hint={t(
          'The OCTO API address, e.g. https://api.example.com/octo; /octo-demo/v1 is the demo on this server',
        )}
      />
      <FormTextField
        control={form.control}
        name="apiKey"
        label="API key"
        type="password"
        autocomplete="off"
        required={!provider}
        readOnly={readOnly}
        hint={
          provider?.hasApiKey
            ? t('A key is set. Leave empty to keep it; type a new one to replace it.')
            : undefined
        }
      />
      <FormTextField
        control={form.control}
        name="octoSupplierId"
        label="OCTO supplier id"
        readOnly={readOnly}
      />
      <FormCheck
        label="Active"
        checked={Boolean(isActive)}
        disabled={readOnly}
        onChange={(on) => form.setValue('isActive', on, { shouldDirty: true })}
      />
      <div className="provider-actions">
        <IonButton type="submit" disabled={readOnly || saver.saving}>
          {t('Save')}
        </IonButton>
        <IonButton fill="outline" onClick={() => onDone(null)}>
          {t('Cancel')}
        </IonButton>
      </div>
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { supplierDefaultSettingsSchema, type SupplierDefaultSettings } from '../../../../contract';
import type { CancellationRule } from '../../../../domain/cancellation';
import { CancellationPolicyEditor } from '../../../ui/form/CancellationPolicyEditor';
import { FormSections, type FormSection } from '../../../ui/form/FormSections';
import { useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { RichTextEditor } from '../../../ui/inputs/RichTextEditor';
import { defaultSettingsQuery } from '../api/get-default-settings';
import { adminKeys } from '../api/keys';
import { saveDefaultSettings } from '../api/save-default-settings';
import { messagesOf } from './messages-of';
import { useFollowServer } from './use-follow-server';

type TextField = 'termsAndConditions' | 'faq' | 'notesToClientPostBooking';
const TEXTS: ReadonlyArray<{ id: TextField; title: string }> = [
  { id: 'termsAndConditions', title: 'Terms & Conditions' },
  { id: 'faq', title: 'FAQ' },
  { id: 'notesToClientPostBooking', title: 'Notes To Clients Post Booking' },
];
/** The English labels a stale save's notice names the changed defaults by. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(TEXTS.map((x) => [x.id, x.title])),
  cancellationPolicy: 'Cancellation Policy',
};

/**
 * Default Settings (02-catalogue §2): the cancellation policy and the three rich texts that tours'
 * default/custom toggles load. An emptied text is sent as null: "no default" (the tour then uses custom).
 */
export function DefaultSettingsForm({ settings }: { settings: SupplierDefaultSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const form = useContractForm(supplierDefaultSettingsSchema, { defaultValues: settings, readOnly });
  const saver = useVersionedSave(form);
  useFollowServer(form, settings, (s) => s);
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (v) => {
    await saver.run(() => saveDefaultSettings(v), {
      notice: 'Saved',
      saved: (content) => {
        queryClient.setQueryData(adminKeys.defaultSettings, content);
        form.reset(content);
      },
    });
  });
  /** Takes the saved defaults, dropping the user's edits (they chose Reload). */
  const reload = async () => {
    form.reset(await queryClient.fetchQuery({ ...defaultSettingsQuery, staleTime: 0 }));
    saver.dropStale();
  };

  const sections: FormSection[] = [
    {
      id: 'cancellation',
      title: 'Cancellation Policy',
      errors: messagesOf(errors, ['cancellationPolicy']),
      content: (
        <>
          <p className="form-note">
            {t('Tours that use the default cancellation policy refund by these rows.')}
          </p>
          <CancellationPolicyEditor
            value={(values.cancellationPolicy ?? []) as CancellationRule[]}
            readOnly={readOnly}
            label="Default cancellation policy"
            onChange={(next) => form.setValue('cancellationPolicy', next, { shouldDirty: true })}
          />
        </>
      ),
    },
    ...TEXTS.map(({ id, title }) => ({
      id,
      title,
      errors: messagesOf(errors, [id]),
      content: (
        <RichTextEditor
          label={title}
          labelHidden
          value={values[id] ?? ''}
          readOnly={readOnly}
          onChange={(html) => form.setValue(id, html === '' ? null : html, { shouldDirty: true })}
        />
      ),
    })),
  ];

  return (
    <>
      {saver.stale && (
        <StaleSaveNotice stale={saver.stale} onReload={() => void reload()} fieldLabels={FIELD_LABELS} />
      )}
      <FormSections label="Default Settings" sections={sections} />
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly} />
    </>
  );
}

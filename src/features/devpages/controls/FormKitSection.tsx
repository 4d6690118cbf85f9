import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { tourSchema, type StaleSaveBody } from '../../../../contract';
import { toApiResult } from '../../../platform/api';
import { nextUrl } from '../../../../domain/slug';
import type { CancellationRule } from '../../../../domain/cancellation';
import { notify } from '../../../platform/notifications';
import { CancellationPolicyEditor } from '../../../ui/form/CancellationPolicyEditor';
import { DefaultCustomToggle } from '../../../ui/form/DefaultCustomToggle';
import { FormTextField } from '../../../ui/form/FormField';
import { FormSections } from '../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { OrderedListEditor } from '../../../ui/form/OrderedListEditor';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { ControlSection, Demo } from './Demo';

// A slice of the contract's tour schema: the demo shows the contract's own messages.
const demoSchema = tourSchema.pick({
  nameInternal: true,
  nameDisplay: true,
  url: true,
  seoPageTitle: true,
  seoPageDescription: true,
  faqs: true,
  isDefaultCancellationPolicy: true,
  cancellationPolicy: true,
});
type DemoTour = z.input<typeof demoSchema>;

const START: DemoTour = {
  nameInternal: '',
  nameDisplay: '',
  url: '',
  seoPageTitle: '',
  seoPageDescription: '',
  faqs: [
    { index: 1, question: 'What should I bring?', answer: 'Water and a hat.' },
    { index: 2, question: 'Is hotel pick-up included?', answer: 'Yes, from Dubai hotels.' },
  ],
  isDefaultCancellationPolicy: false,
  cancellationPolicy: [{ hours: 24, percents: 100 }],
};
const ACCOUNT_DEFAULT: CancellationRule[] = [
  { hours: 48, percents: 100 },
  { hours: 24, percents: 50 },
];
const OPENED_AT = Date.now();
const STALE: StaleSaveBody = {
  title: 'Conflict',
  message: 'Someone saved this tour before you',
  reason: 'stale',
  version: 2,
  changedFields: ['nameDisplay', 'cancellationPolicy'],
  changedBy: 'editor@caravan.test',
  changedAt: new Date(OPENED_AT - 5 * 60_000).toISOString(),
};
const LABELS = { nameDisplay: 'Display name', cancellationPolicy: 'Cancellation policy' };

/** The shared form parts (src/ui/form) on one small tour-like form. */
export function FormKitSection() {
  const { readOnly } = useFormReadOnly();
  const form = useContractForm(demoSchema, { defaultValues: START, readOnly });
  const [hasDefault, setHasDefault] = useState(true);
  const saver = useVersionedSave(form);
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const basicErrors = (['nameInternal', 'nameDisplay', 'url'] as const)
    .map((f) => errors[f]?.message)
    .filter((m): m is string => Boolean(m));
  const policy = values.cancellationPolicy ?? [];
  const faqs = values.faqs ?? [];

  // The demo's server: a save answers after a moment; the buttons below answer a 400 or a 409.
  const save = form.handleSubmit(async (values) => {
    await saver.run(
      async () => {
        await new Promise((r) => setTimeout(r, 300));
        return toApiResult(200, values);
      },
      { notice: 'Saved' },
    );
  });

  const basic = (
    <>
      <FormTextField
        control={form.control}
        name="nameInternal"
        label="Tour code"
        required
        readOnly={readOnly}
      />
      <FormTextField
        control={form.control}
        name="nameDisplay"
        label="Display name"
        required
        readOnly={readOnly}
        onTextChange={(name) => {
          const url = nextUrl(form.getValues('url'), values.nameDisplay ?? '', name);
          // Checked again once the url has been touched or shown a message, as if typed there.
          const state = form.getFieldState('url');
          form.setValue('url', url, { shouldValidate: state.isTouched || state.invalid });
        }}
      />
      <FormTextField control={form.control} name="url" label="Url" required readOnly={readOnly} />
    </>
  );
  const seo = (
    <>
      <FormTextField
        control={form.control}
        name="seoPageTitle"
        label="Page title"
        readOnly={readOnly}
        lengthHint="title"
      />
      <FormTextField
        control={form.control}
        name="seoPageDescription"
        label="Page description"
        readOnly={readOnly}
        lengthHint="description"
      />
    </>
  );
  const policies = (
    <DefaultCustomToggle
      label="Cancellation policy"
      isDefault={values.isDefaultCancellationPolicy ?? false}
      hasDefault={hasDefault}
      onChange={(isDefault) => form.setValue('isDefaultCancellationPolicy', isDefault, { shouldDirty: true })}
      defaultsHref="/admin/defaultsettings"
      readOnly={readOnly}
      defaultContent={
        <CancellationPolicyEditor value={ACCOUNT_DEFAULT} onChange={() => undefined} readOnly />
      }
    >
      <CancellationPolicyEditor
        value={policy as CancellationRule[]}
        readOnly={readOnly}
        onChange={(next) => form.setValue('cancellationPolicy', next, { shouldDirty: true })}
      />
    </DefaultCustomToggle>
  );
  const faq = (
    <OrderedListEditor
      label="Questions"
      items={faqs as DemoTour['faqs']}
      onChange={(next) => form.setValue('faqs', [...next], { shouldDirty: true })}
      newItem={() => ({ question: '', answer: '' })}
      itemName={(q) => q.question || String(q.index)}
      addLabel="Add"
      readOnly={readOnly}
      renderItem={(q, i) => (
        <FormTextField
          control={form.control}
          name={`faqs.${i}.question`}
          label="Question"
          readOnly={readOnly}
        />
      )}
    />
  );

  return (
    <ControlSection title="Form parts (catalogue and admin)">
      <OfflineReadOnlyNotice dataUpdatedAt={OPENED_AT} />
      {saver.stale && (
        <StaleSaveNotice
          stale={saver.stale}
          fieldLabels={LABELS}
          onReload={() => {
            form.reset(START);
            saver.dropStale();
          }}
        />
      )}
      <Demo
        name="Form"
        value={JSON.stringify(
          {
            url: values.url,
            cancellationPolicy: policy,
            isDefaultCancellationPolicy: values.isDefaultCancellationPolicy,
            faqs: faqs.map((q) => `${q.index}. ${q.question}`),
          },
          null,
          1,
        )}
      >
        <FormSections
          label="Demo tour"
          sections={[
            {
              id: 'basic',
              title: 'Basic details',
              errors: basicErrors,
              layout: 'two-columns',
              content: basic,
            },
            { id: 'policies', title: 'Terms & Conditions', content: policies },
            { id: 'faq', title: 'FAQ', content: faq },
            { id: 'seo', title: 'SEO', content: seo },
          ]}
        />
      </Demo>
      <div className="demo-row">
        <IonButton fill="outline" onClick={() => setHasDefault(!hasDefault)}>
          {hasDefault ? 'Account without default policy' : 'Account with default policy'}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            void saver.run(
              async () => toApiResult(400, { fields: { nameInternal: 'Tour code is already used' } }),
              {
                refused: (_, kind) => {
                  if (kind !== 'fields') notify('error', 'Not all messages placed');
                },
              },
            );
          }}
        >
          Server field error
        </IonButton>
        <IonButton fill="outline" onClick={() => void saver.run(async () => toApiResult(409, STALE))}>
          Stale save
        </IonButton>
      </div>
      <SaveBar onSave={() => void save()} saving={saver.saving} disabled={readOnly} />
    </ControlSection>
  );
}

import { IonButton } from '@ionic/react';
import { useState, type ReactNode } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { offerSchema, type Offer, type OfferInput } from '../../../../contract/catalogue';
import type { cancellationRuleSchema } from '../../../../contract/cancellation-policy';
import { notifyFailure } from '../../../platform/api';
import { FormSections } from '../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../ui/form/StaleSaveNotice';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { useAccountSettings } from '../api/account-settings';
import { useSetOfferDeleted } from '../api/offer-deleted';
import { useSaveOffer } from '../api/offer-save';
import { BasicsSection } from './BasicsSection';
import { CancellationSection } from './CancellationSection';
import { DescriptionFields, PhotosField } from './ContentSection';
import { DeletedFlag } from './DeletedFlag';
import { OFFER_SECTIONS, sectionErrors, type OfferSectionId } from './offer-sections';
import { TicketTypesSection } from './TicketTypesSection';
import { TimeSlotsSection } from './TimeSlotsSection';
import { ValidPeriodsEditor } from './ValidPeriodsEditor';
import './offers.css';

type Rule = z.infer<typeof cancellationRuleSchema>;

interface OfferFormProps {
  initial: OfferInput;
  tourPolicy: Rule[];
  /** When the shown ticket was fetched (ms), for the offline notice. */
  dataUpdatedAt?: number;
  /** Drops this editor's state and loads the saved ticket again (after a 409). */
  onReload: () => void;
}

/** The ticket (offer) form: every field of the Offer entity in sections, valid periods with prices, Save. */
export function OfferForm({ initial, tourPolicy, dataUpdatedAt, onReload }: OfferFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { readOnly } = useFormReadOnly();
  const settings = useAccountSettings();
  const save = useSaveOffer();
  const [section, setSection] = useState<string>('basic');
  const form = useContractForm<OfferInput, Offer>(offerSchema, { defaultValues: initial, readOnly });
  const saver = useVersionedSave(form, {
    sections: { of: (field) => sectionOf(firstSectionOf([field])), show: setSection },
  });
  const { control, handleSubmit, reset, getValues, formState } = form;
  const id = useWatch({ control, name: 'id' });
  const isDeleted = useWatch({ control, name: 'isDeleted' });
  const deleted = useSetOfferDeleted();

  // Delete or restore at once (its own call, PUT /api/offers/{id}/deleted); the form keeps other edits.
  const setDeleted = (flag: boolean) =>
    saver.run(() => deleted.mutateAsync({ id, isDeleted: flag, version: getValues('version') }), {
      notice: flag ? 'Ticket deleted' : 'Ticket restored',
      saved: (content) => {
        form.setValue('isDeleted', flag);
        form.setValue('version', content.version);
      },
      // Its fields (id, version) are none the user edits: whatever the refusal, it is said.
      refused: (result) => notifyFailure(result),
    });
  const errors = sectionErrors(formState.errors);

  const onValid = async (values: Offer) => {
    // The policy goes with the ticket only when it overrides the tour's (02 §4).
    const body = {
      ...values,
      cancellationPolicy: values.isOverrideTourCancellationPolicy ? values.cancellationPolicy : [],
    };
    await saver.run(() => save.mutateAsync(body), {
      notice: 'Ticket saved',
      saved: (content) => {
        reset({ ...getValues(), id: content.id, version: content.version });
        if (values.id === 0) navigate(`/tours/${content.tourId}/${content.id}`, { replace: true });
      },
    });
  };
  // A refused save shows the section of the first message (a tab; on a phone, scrolled to) and says why.
  const onInvalid = (invalid: FieldErrors<OfferInput>) => {
    const found = sectionErrors(invalid);
    const first = OFFER_SECTIONS.find((s) => found[s.id].length > 0);
    if (first) saver.refuse(first, found[first.id][0]);
  };

  const content: Record<OfferSectionId, ReactNode> = {
    basic: (
      <>
        <BasicsSection control={control} readOnly={readOnly} />
        {id > 0 && (
          <IonButton
            className="offer-duplicate"
            fill="outline"
            routerLink={`/tours/${initial.tourId}/add?copyOf=${id}`}
          >
            {t('Duplicate')}
          </IonButton>
        )}
        {id > 0 && (
          <DeletedFlag
            isDeleted={Boolean(isDeleted)}
            busy={deleted.isPending}
            readOnly={readOnly}
            onChange={(flag) => void setDeleted(flag)}
          />
        )}
      </>
    ),
    tickets: <TicketTypesSection control={control} tourId={initial.tourId} readOnly={readOnly} />,
    slots: <TimeSlotsSection control={control} tourId={initial.tourId} readOnly={readOnly} />,
    prices: (
      <ValidPeriodsEditor control={control} offerId={id} settings={settings.data} readOnly={readOnly} />
    ),
    cancellation: <CancellationSection control={control} tourPolicy={tourPolicy} readOnly={readOnly} />,
    description: <DescriptionFields control={control} readOnly={readOnly} />,
    photos: <PhotosField control={control} readOnly={readOnly} />,
  };

  return (
    <div className="offer-form">
      <OfflineReadOnlyNotice dataUpdatedAt={dataUpdatedAt} />
      {saver.stale && (
        <StaleSaveNotice
          stale={saver.stale}
          onReload={() => {
            saver.dropStale();
            onReload();
          }}
        />
      )}
      <FormSections
        label="Ticket"
        selected={section}
        onSelectedChange={setSection}
        reveal={saver.reveal}
        sections={OFFER_SECTIONS.map((s) => ({
          id: s.id,
          title: s.title,
          errors: errors[s.id],
          layout: s.id === 'basic' ? 'two-columns' : 'one-column',
          content: content[s.id],
        }))}
      />
      <SaveBar
        onSave={() => void handleSubmit(onValid, onInvalid)()}
        saving={save.isPending}
        disabled={readOnly}
      />
    </div>
  );
}

const sectionOf = (id: OfferSectionId | undefined) => OFFER_SECTIONS.find((s) => s.id === id);

/** The section of the first field a 400 named. */
function firstSectionOf(fields: string[]): OfferSectionId | undefined {
  const roots = new Set(fields.map((f) => f.split('.')[0]));
  return OFFER_SECTIONS.find((s) => s.fields.some((f) => roots.has(f)))?.id;
}

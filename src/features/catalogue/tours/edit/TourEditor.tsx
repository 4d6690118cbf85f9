import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tourSchema, type Tour, type TourForEdit } from '../../../../../contract';
import { notifyFailure } from '../../../../platform/api';
import { useWideScreen } from '../../../../ui/data-table/use-wide-screen';
import { FormSections, type FormSection } from '../../../../ui/form/FormSections';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../../ui/form/OfflineReadOnlyNotice';
import { SaveBar } from '../../../../ui/form/SaveBar';
import { StaleSaveNotice } from '../../../../ui/form/StaleSaveNotice';
import { useContractForm } from '../../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../../ui/form/useVersionedSave';
import { useIonAlert } from '../../../../ui/ionic/alert';
import { setTourDeleted } from '../../api/tour-deleted';
import { tourKeys } from '../../api/tour-keys';
import { saveTour } from '../../api/tour-save';
import { useSupplierDefaults } from '../../api/tour-supplier-defaults';
import { BasicTab } from './BasicTab';
import { formValuesOf, toSaveBody, type TourFormValues } from './tour-form-values';
import { tabOfField, TOUR_FIELD_LABELS, TOUR_TABS, type TourTabId } from './tour-tabs';
import './tour-editor.css';

// Every tab but the first loads when first opened: maps, rich text and the tables stay out of the
// route's first load (issue 15). On a phone the sections are one column, so they load after it.
const LocationTab = lazy(() => import('./LocationTab').then((m) => ({ default: m.LocationTab })));
const TermsTab = lazy(() => import('./TermsTab').then((m) => ({ default: m.TermsTab })));
const MediaTab = lazy(() => import('./MediaTab').then((m) => ({ default: m.MediaTab })));
const ItineraryTab = lazy(() => import('./ItineraryTab').then((m) => ({ default: m.ItineraryTab })));
const FaqTab = lazy(() => import('./FaqTab').then((m) => ({ default: m.FaqTab })));
const SeoTab = lazy(() => import('./SeoTab').then((m) => ({ default: m.SeoTab })));
const TicketsTab = lazy(() => import('./TicketsTab').then((m) => ({ default: m.TicketsTab })));

/** Every message of a form's errors, by field path ('faqs.0.question'). */
function flatten(errors: FieldErrors, prefix = ''): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push([path, message]);
    else out.push(...flatten(value as FieldErrors, key === 'root' ? prefix : path));
  }
  return out;
}

const tabOf = (id: TourTabId) => TOUR_TABS.find((s) => s.id === id) ?? TOUR_TABS[0];

interface TourEditorProps {
  tour: TourFormValues;
  /** When the tour on screen was fetched (offline notice); 0 for a new tour. */
  dataUpdatedAt?: number;
  /** Fetches the tour again (after a stale save); the editor then shows the server's version. */
  onReload?: () => void;
}

/** The tour's eight tabs, the sticky Save and Delete/Restore (02-catalogue "Tour edit screen"). */
export function TourEditor({ tour, dataUpdatedAt, onReload }: TourEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const wide = useWideScreen();
  const [presentAlert] = useIonAlert();
  const [tab, setTab] = useState<TourTabId>('basic');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(['basic']));
  const defaults = useSupplierDefaults().data ?? null;

  const form = useContractForm<TourFormValues, Tour>(tourSchema, {
    defaultValues: formValuesOf(tour),
    readOnly,
  });
  const { handleSubmit, reset, formState, setValue, getValues } = form;
  const saver = useVersionedSave(form, {
    sections: { of: (field) => tabOf(tabOfField(field)), show: (id) => select(id) },
  });

  // A newer copy of the tour (a save's answer, a reload) replaces the form's values.
  useEffect(() => {
    if (getValues('version') !== tour.version) reset(formValuesOf(tour));
  }, [tour, getValues, reset]);

  // Without an account default a toggle is forced to custom; the default policy is the account's (02-catalogue §4).
  useEffect(() => {
    if (!defaults) return;
    if (!defaults.faq) setValue('isDefaultFaq', false);
    if (!defaults.termsAndConditions) setValue('isDefaultTermsAndConditions', false);
    if (!defaults.notesToClientPostBooking) setValue('isDefaultNotesToClientsPostBooking', false);
    if (getValues('isDefaultCancellationPolicy')) setValue('cancellationPolicy', defaults.cancellationPolicy);
  }, [defaults, setValue, getValues]);

  const messages = useMemo(() => {
    const byTab: Partial<Record<TourTabId, string[]>> = {};
    for (const [path, message] of flatten(formState.errors)) {
      const list = (byTab[tabOfField(path)] ??= []);
      if (!list.includes(message)) list.push(message);
    }
    return byTab;
  }, [formState]);

  const afterSaved = (saved: TourForEdit) => {
    queryClient.setQueryData(tourKeys.edit(saved.id), saved);
    void queryClient.invalidateQueries({
      queryKey: tourKeys.all,
      predicate: (q) => q.queryKey[2] !== 'edit',
    });
    reset(formValuesOf(saved));
    navigate(`/tours/${saved.id}`, { replace: true });
  };

  const onValid = async (values: Tour) => {
    await saver.run(() => saveTour(toSaveBody(values)), { notice: 'Tour saved', saved: afterSaved });
  };
  // A refused save shows the section of the first message (a tab; on a phone, scrolled to) and says why.
  const onInvalid = (errors: FieldErrors<TourFormValues>) => {
    const [path, message] = flatten(errors)[0] ?? [];
    if (path !== undefined && message) saver.refuse(tabOf(tabOfField(path)), message);
  };
  const save = () => void handleSubmit(onValid, onInvalid)();

  const select = (id: string) => {
    setTab(id as TourTabId);
    setVisited((v) => (v.has(id) ? v : new Set([...v, id])));
  };

  const toggleDeleted = () => {
    const deleting = !tour.isDeleted;
    void presentAlert({
      header: t(deleting ? 'Delete tour' : 'Restore tour'),
      message: t(deleting ? 'Delete this tour?' : 'Restore this tour?'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t(deleting ? 'Delete' : 'Restore'),
          role: 'confirm',
          handler: () => {
            void saver.run(() => setTourDeleted(tour.id, deleting, getValues('version')), {
              notice: deleting ? 'Tour deleted' : 'Tour restored',
              saved: afterSaved,
              // Its fields (id, version) are none the user edits: whatever the refusal, it is said.
              refused: (result) => notifyFailure(result),
            });
          },
        },
      ],
    });
  };

  const contents: Record<TourTabId, ReactNode> = {
    basic: <BasicTab readOnly={readOnly} />,
    location: <LocationTab readOnly={readOnly} />,
    terms: <TermsTab readOnly={readOnly} defaults={defaults} />,
    media: <MediaTab readOnly={readOnly} />,
    itinerary: <ItineraryTab readOnly={readOnly} />,
    faq: <FaqTab readOnly={readOnly} defaultFaq={defaults ? defaults.faq : null} />,
    seo: <SeoTab readOnly={readOnly} />,
    tickets: <TicketsTab tourId={tour.id} offers={tour.offers ?? []} />,
  };
  const sections: FormSection[] = TOUR_TABS.map((s) => ({
    id: s.id,
    title: s.title,
    errors: messages[s.id],
    // On a tablet or desktop a tab's content is made when the tab is first opened (lazy chunks).
    content:
      !wide || visited.has(s.id) ? (
        <Suspense fallback={<p className="tour-muted">{t('Loading')}</p>}>{contents[s.id]}</Suspense>
      ) : null,
  }));

  return (
    <FormProvider {...form}>
      <div className="tour-editor">
        <OfflineReadOnlyNotice dataUpdatedAt={dataUpdatedAt} />
        {saver.stale && (
          <StaleSaveNotice
            stale={saver.stale}
            fieldLabels={TOUR_FIELD_LABELS}
            onReload={() => {
              saver.dropStale();
              onReload?.();
            }}
          />
        )}
        {tour.id > 0 && (
          <div className="tour-editor-top">
            {tour.isDeleted && <span className="tour-warning">{t('This tour is deleted')}</span>}
            <IonButton fill="outline" routerLink={`/tours/add?copyOf=${tour.id}`}>
              {t('Duplicate')}
            </IonButton>
            <IonButton
              fill="outline"
              color={tour.isDeleted ? 'success' : 'danger'}
              disabled={readOnly}
              onClick={toggleDeleted}
            >
              {t(tour.isDeleted ? 'Restore' : 'Delete')}
            </IonButton>
          </div>
        )}
        <FormSections
          sections={sections}
          selected={tab}
          onSelectedChange={select}
          reveal={saver.reveal}
          label="Tour"
        />
        <SaveBar onSave={save} saving={saver.saving} disabled={readOnly} />
      </div>
    </FormProvider>
  );
}

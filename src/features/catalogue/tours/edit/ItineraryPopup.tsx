import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonIcon,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { itinerarySchema, type Itinerary, type ItineraryStop } from '../../../../../contract';
import { emptyStop } from '../../../../../domain/itinerary';
import { minutesToTime } from '../../../../../domain/time-input';
import { FormTextField, FormTextInput } from '../../../../ui/form/FormField';
import { FormTimeInput } from '../../../../ui/form/FormTimeInput';
import { OrderedListEditor } from '../../../../ui/form/OrderedListEditor';
import { useContractForm } from '../../../../ui/form/useContractForm';
import { reindex } from '../../../../ui/inputs/ordered-list';
import { newGuid } from '../../../../ui/inputs/upload/new-guid';
import { IonModal } from '../../../../ui/ionic/modal';

interface ItineraryPopupProps {
  /** The itinerary being edited (a new one already has its empty stop); null: closed. */
  itinerary: Itinerary | null;
  onSave: (itinerary: Itinerary) => void;
  onClose: () => void;
}

/** The itinerary editor popup: a name (required) and its stops, each with a name and HH:MM times. */
export function ItineraryPopup({ itinerary, onSave, onClose }: ItineraryPopupProps) {
  return (
    <IonModal isOpen={itinerary !== null} onDidDismiss={onClose} className="tour-itinerary-modal">
      {itinerary && (
        <ItineraryForm key={itinerary.guid || 'new'} start={itinerary} onSave={onSave} onClose={onClose} />
      )}
    </IonModal>
  );
}

/**
 * The contract wants every itinerary to have a guid, and a new one gets its guid only when the tour's
 * list takes it (domain/itinerary placeItinerary). The form checks it with this stand-in and hands the
 * itinerary back with the guid it came with.
 */
const UNSAVED_GUID = 'new';

interface StopErrors {
  message?: string;
  root?: { message?: string };
  [index: number]: { name?: { message?: string } } | undefined;
}

/** The popup's form: react-hook-form checked by the contract's itinerary schema (ui/form/useContractForm). */
export function ItineraryForm({
  start,
  onSave,
  onClose,
}: {
  start: Itinerary;
  onSave: (i: Itinerary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(itinerarySchema, {
    defaultValues: { ...start, guid: start.guid || UNSAVED_GUID },
  });
  const { control, setValue, formState } = form;
  const stops = (useWatch({ control, name: 'stops' }) ?? []) as ItineraryStop[];
  const stopErrors = formState.errors.stops as StopErrors | undefined;
  // After a save was tried, each change is checked again, so a message goes once its stop is fixed.
  const setStops = (next: readonly ItineraryStop[]) =>
    setValue('stops', [...next], { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const save = form.handleSubmit((saved) => onSave({ ...saved, guid: start.guid }));

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t(start.name ? 'Edit itinerary' : 'Add itinerary')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          aria-label={t(start.name ? 'Edit itinerary' : 'Add itinerary')}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FormTextField control={control} name="name" label="Name" required />
          <h3>{t('Stops')}</h3>
          {(stops.length === 0 || stopErrors?.message || stopErrors?.root?.message) && (
            <p className="tour-warning" role="alert">
              {t('Please add at least on stop')}
            </p>
          )}
          <OrderedListEditor<ItineraryStop>
            label="Stops"
            items={stops}
            onChange={setStops}
            getKey={(stop) => stop.guid}
            itemName={(stop) => stop.name || String(stop.index)}
            renderItem={(stop, i, update) => (
              <div className="tour-grid">
                <FormTextInput
                  label="Stop name"
                  required
                  value={stop.name}
                  onChange={(name) => update({ ...stop, name })}
                  error={stopErrors?.[i]?.name?.message}
                />
                <FormTextInput
                  label="Address"
                  value={stop.address ?? ''}
                  onChange={(address) => update({ ...stop, address })}
                />
                <FormTimeInput
                  label="Time"
                  value={stop.time}
                  onChange={(m, text) => update({ ...stop, time: text ? m : null })}
                />
                <FormTimeInput
                  label="End time"
                  value={stop.timeEnd}
                  onChange={(m, text) => update({ ...stop, timeEnd: text ? m : null })}
                />
                <div className="tour-wide">
                  <FormTextInput
                    label="Description"
                    value={stop.description ?? ''}
                    onChange={(description) => update({ ...stop, description })}
                  />
                </div>
              </div>
            )}
          />
          <IonButton
            className="tour-popup-add"
            fill="outline"
            onClick={() => setStops(reindex([...stops, emptyStop(stops.length + 1, newGuid())]))}
          >
            <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
            {t('Add stop')}
          </IonButton>
        </form>
      </IonContent>
      {/* Always in view: a long itinerary's end is screens away on a phone. */}
      <IonFooter className="tour-popup-footer">
        <IonButton onClick={() => void save()}>{t('Save')}</IonButton>
      </IonFooter>
    </>
  );
}

/** '09:00–10:30' for a stop's times, or ''. */
export function stopTimes(stop: ItineraryStop): string {
  const from = stop.time == null ? '' : minutesToTime(stop.time);
  const to = stop.timeEnd == null ? '' : minutesToTime(stop.timeEnd);
  return to ? `${from}–${to}` : from;
}

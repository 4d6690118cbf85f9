import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonList,
  IonListHeader,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { caretDown } from 'ionicons/icons';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferInput } from '../../../../contract/catalogue';
import { FormField } from '../../../ui/form/FormField';
import { IonCheckbox } from '../../../ui/ionic/checkbox';
import { IonModal } from '../../../ui/ionic/modal';
import { IonSearchbar } from '../../../ui/ionic/searchbar';
import { useOfferSlotGroups, type OfferSlotGroup } from '../api/offer-slot-groups';

interface TimeSlotsSectionProps {
  control: Control<OfferInput>;
  /** The ticket's tour: its supplier's slot groups are the ones to choose from. */
  tourId: number;
  readOnly?: boolean;
}

interface ShownGroup {
  id: number;
  name: string;
  slots: Array<{ id: number; name: string }>;
}

/**
 * The groups and slots a typed text finds, whatever its case: a group whose name holds it shows all its
 * slots, any other group only the slots whose names hold it.
 */
export function slotGroupsMatching(groups: readonly OfferSlotGroup[], text: string): ShownGroup[] {
  const typed = text.trim().toLocaleLowerCase();
  const holds = (name: string) => name.toLocaleLowerCase().includes(typed);
  return groups
    .map((g) => {
      const slots = g.timeSlots ?? [];
      return { id: g.id, name: g.name, slots: holds(g.name) ? slots : slots.filter((s) => holds(s.name)) };
    })
    .filter((g) => g.slots.length > 0);
}

/**
 * The offer's time slots, chosen from its tour's supplier's slot groups: a list under each group's
 * name, narrowed by typing part of a group's or a slot's name (a supplier may have dozens).
 */
export function TimeSlotsSection({ control, tourId, readOnly }: TimeSlotsSectionProps) {
  const { t } = useTranslation();
  const groups = useOfferSlotGroups(tourId);
  const { field } = useController({ control, name: 'timeSlots' });
  const chosen = (field.value ?? []) as number[];
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const names = new Map<number, string>();
  for (const g of groups.data ?? [])
    for (const s of g.timeSlots ?? []) names.set(s.id, `${g.name} · ${s.name}`);
  // A chosen slot the groups do not list (they failed to load) still shows, by its number.
  const chosenNames = chosen.map((id) => names.get(id) ?? t('Time slot #{{id}}', { id }));
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
  const shown = slotGroupsMatching(groups.data ?? [], text);
  return (
    <>
      <FormField label="Time slots">
        {({ id, describedBy }) => (
          <button
            type="button"
            id={id}
            ref={field.ref}
            className="slot-picker-trigger"
            aria-describedby={describedBy}
            aria-haspopup="dialog"
            disabled={readOnly}
            onClick={() => setOpen(true)}
          >
            <span>{chosenNames.length > 0 ? chosenNames.join(', ') : t('None chosen')}</span>
            <IonIcon icon={caretDown} aria-hidden="true" />
          </button>
        )}
      </FormField>
      {groups.isError && (
        <p className="muted">{t('Slot groups could not be loaded: the chosen slots are shown by number.')}</p>
      )}
      <IonModal
        isOpen={open}
        onDidDismiss={() => {
          setOpen(false);
          setText('');
          field.onBlur();
        }}
        className="slot-picker"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>{t('Time slots')}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>{t('Done')}</IonButton>
            </IonButtons>
          </IonToolbar>
          <IonToolbar>
            <IonSearchbar
              value={text}
              placeholder={t('Search slots or groups')}
              aria-label={t('Search slots or groups')}
              onIonInput={(e) => setText(String(e.detail.value ?? ''))}
            />
          </IonToolbar>
        </IonHeader>
        <IonContent>
          {shown.map((g) => (
            <IonList key={g.id} aria-label={g.name}>
              <IonListHeader>
                <h3>{g.name}</h3>
              </IonListHeader>
              {g.slots.map((s) => (
                <IonItem key={s.id} lines="none">
                  <IonCheckbox
                    justify="start"
                    labelPlacement="end"
                    aria-label={`${g.name} · ${s.name}`}
                    checked={chosen.includes(s.id)}
                    onIonChange={(e) => toggle(s.id, e.detail.checked)}
                  >
                    {s.name}
                  </IonCheckbox>
                </IonItem>
              ))}
            </IonList>
          ))}
          {shown.length === 0 && <p className="centered-note">{t('No matches')}</p>}
        </IonContent>
      </IonModal>
    </>
  );
}

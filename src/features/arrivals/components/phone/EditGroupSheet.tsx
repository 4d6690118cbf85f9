import { IonButton, IonContent, IonInput, IonItem, IonList, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changesOf, formOf, statusChoices, type GroupForm } from '../../model/edit-form';
import { shownRoom } from '../../model/display';
import { hotelsOf, type GuestGroup } from '../../model/group-by';
import type { GroupChanges } from '../../model/group-values';
import { IonSelect, IonSelectOption } from '../../../../ui/ionic/select';
import { IonTextarea } from '../../../../ui/ionic/textarea';
import { IonModal } from '../../../../ui/ionic/modal';
import { ContactChips } from './ContactChips';

interface EditGroupSheetProps {
  group: GuestGroup | null;
  onSave: (group: GuestGroup, changes: GroupChanges) => Promise<void>;
  onClose: () => void;
  /**
   * The contact chips, for screens whose rows have none (the table): each tap is saved at once, as on
   * the phone's card, while the fields below wait for Save.
   */
  onToggleFlag?: (group: GuestGroup, flag: number) => void;
  /** A bottom sheet on a phone; a dialog in the middle of a wider screen. */
  layout?: 'sheet' | 'dialog';
}

/**
 * A sheet over the list: status, room per hotel, phones and notes of one group (and, from the table,
 * its contact status): everything a phone's card and its sheet let a rep change.
 */
export function EditGroupSheet({
  group,
  onSave,
  onClose,
  onToggleFlag,
  layout = 'sheet',
}: EditGroupSheetProps) {
  return (
    <IonModal
      isOpen={group !== null}
      onDidDismiss={onClose}
      breakpoints={layout === 'sheet' ? [0, 0.85, 1] : undefined}
      initialBreakpoint={layout === 'sheet' ? 0.85 : undefined}
      className={`group-sheet group-${layout}`}
    >
      {group && (
        <GroupEditForm
          key={group.groupId}
          group={group}
          onSave={onSave}
          onClose={onClose}
          onToggleFlag={onToggleFlag}
        />
      )}
    </IonModal>
  );
}

function GroupEditForm({
  group,
  onSave,
  onClose,
  onToggleFlag,
}: { group: GuestGroup } & Omit<EditGroupSheetProps, 'group' | 'layout'>) {
  const { t } = useTranslation();
  const hotels = hotelsOf(group);
  const roomOf = (hotelId: number) =>
    shownRoom(group.rows.find((r) => r.arrival.hotelId === hotelId) ?? group.rows[0]);
  const [opened] = useState(() =>
    formOf(
      group.rows[0],
      hotels.map((h) => h.id),
      roomOf,
    ),
  );
  const [form, setForm] = useState<GroupForm>(opened);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<GroupForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    setBusy(true);
    try {
      await onSave(group, changesOf(opened, form));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IonToolbar>
        <IonTitle>{t('Group {{id}}', { id: group.groupId })}</IonTitle>
      </IonToolbar>
      <IonContent className="ion-padding">
        {onToggleFlag && (
          <>
            <p className="sheet-guests">{group.rows.map((r) => r.arrival.touristName).join(', ')}</p>
            <ContactChips
              mask={group.rows[0].values.communicationStatus}
              onToggle={(flag) => onToggleFlag(group, flag)}
            />
          </>
        )}
        <IonList>
          <IonItem>
            <IonSelect
              label={t('Status')}
              labelPlacement="stacked"
              interface="action-sheet"
              value={form.status}
              onIonChange={(e) => set({ status: Number(e.detail.value) })}
            >
              {statusChoices(opened.status).map((s) => (
                <IonSelectOption key={s.value} value={s.value} disabled={s.disabled}>
                  {t(s.label)}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
          {hotels.map((h) => (
            <IonItem key={h.id}>
              <IonInput
                label={hotels.length > 1 ? t('Room ({{hotel}})', { hotel: h.name }) : t('Room')}
                labelPlacement="stacked"
                value={form.rooms[String(h.id)]}
                maxlength={50}
                onIonInput={(e) =>
                  set({ rooms: { ...form.rooms, [String(h.id)]: String(e.detail.value ?? '') } })
                }
              />
            </IonItem>
          ))}
          <IonItem>
            <IonInput
              label={t('Phone numbers')}
              labelPlacement="stacked"
              type="tel"
              helperText={t('Separate numbers with commas')}
              value={form.phones}
              maxlength={500}
              onIonInput={(e) => set({ phones: String(e.detail.value ?? '') })}
            />
          </IonItem>
          <IonItem>
            <IonTextarea
              label={t('Notes')}
              labelPlacement="stacked"
              autoGrow
              rows={3}
              value={form.notes}
              maxlength={4000}
              onIonInput={(e) => set({ notes: String(e.detail.value ?? '') })}
            />
          </IonItem>
        </IonList>
        <div className="sheet-actions">
          <IonButton fill="outline" onClick={onClose}>
            {t('Cancel')}
          </IonButton>
          <IonButton onClick={() => void save()} disabled={busy}>
            {t('Save')}
          </IonButton>
        </div>
      </IonContent>
    </>
  );
}

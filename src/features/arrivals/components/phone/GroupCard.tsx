import { IonButton, IonCard, IonCardContent, IonCardHeader, IonIcon } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../../domain/dates';
import { shownNotes, shownPhones } from '../../model/display';
import { hotelsOf, type GuestGroup } from '../../model/group-by';
import { StatusChip } from '../StatusChip';
import { SyncMark } from '../SyncMark';
import { ContactChips } from './ContactChips';
import { GuestLine } from './GuestLine';
import { phoneList } from '../../../../../domain/phone';
import { CallButtons } from '../../../../ui/phones/CallButtons';

export interface GroupCardProps {
  group: GuestGroup;
  onToggleFlag: (group: GuestGroup, flag: number) => void;
  onEdit: (group: GuestGroup) => void;
  onResolve: (entryId: string) => void;
}

/** A group on a phone: who it is, where and when, its guests with call buttons, and contact chips. */
export function GroupCard({ group, onToggleFlag, onEdit, onResolve }: GroupCardProps) {
  const { t } = useTranslation();
  const lead = group.rows[0];
  const { arrival } = lead;
  const notes = shownNotes(lead);
  const phones = group.rows.map(shownPhones);
  // Group phone numbers are everyone's: shown once for the group, not once per guest.
  const shared = group.rows.length > 1 && phones.every((p) => p === phones[0]) ? phones[0] : null;
  const hotels = hotelsOf(group)
    .map((h) => h.name)
    .join(', ');
  return (
    <IonCard className="group-card">
      {/* Ionic moves aria attributes off its own elements as they load: the card's name lives on a plain one. */}
      <article aria-label={t('Group {{id}}', { id: group.groupId })}>
        <IonCardHeader className="group-head">
          <div className="group-title">
            <h2>{group.groupId}</h2>
            <StatusChip row={lead} />
          </div>
          <p className="group-where">
            {hotels || t('No Hotel')} · {toDisplayDate(arrival.arrivalDate)} –{' '}
            {toDisplayDate(arrival.departureDate)}
          </p>
          <SyncMark sync={lead.sync} onOpen={onResolve} />
        </IonCardHeader>
        <IonCardContent>
          <ul className="guests">
            {group.rows.map((row) => (
              <GuestLine key={row.arrival.id} row={row} withPhones={shared === null} />
            ))}
          </ul>
          {shared && (
            <div className="group-phones">
              <span className="group-phones-title">{t('Phone numbers')}</span>
              <CallButtons phones={phoneList(shared)} />
            </div>
          )}
          {notes && <p className="group-notes">{notes}</p>}
          <ContactChips
            mask={lead.values.communicationStatus}
            onToggle={(flag) => onToggleFlag(group, flag)}
          />
          <IonButton expand="block" fill="outline" onClick={() => onEdit(group)}>
            <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
            {t('Edit group')}
          </IonButton>
        </IonCardContent>
      </article>
    </IonCard>
  );
}

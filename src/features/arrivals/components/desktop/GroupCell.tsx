import { IonIcon } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { COMMUNICATION_FLAGS } from '../../../../../domain/arrival-status';
import type { ArrivalRow } from '../../model/arrival-rows';
import { CHANNEL_ICONS } from '../phone/ContactChips';

const CHANNELS = ['call', 'meet', 'messenger', 'letter'] as const;

/**
 * The table's way to everything a phone's card does: the group's contact status at a glance (a channel
 * grey when untouched, blue when initiated, green when answered) on a button that opens the group's
 * sheet (contact chips, status, rooms, phones, notes).
 */
export function GroupCell({ row, onOpen }: { row: ArrivalRow; onOpen: (row: ArrivalRow) => void }) {
  const { t } = useTranslation();
  const mask = row.values.communicationStatus;
  const set = COMMUNICATION_FLAGS.filter((f) => (mask & f.flag) !== 0).map((f) => t(f.label));
  return (
    <button
      type="button"
      className="group-open"
      aria-label={t('Open group {{id}}', { id: row.arrival.groupId })}
      title={[t('Edit group'), ...set].join('\n')}
      onClick={() => onOpen(row)}
    >
      {CHANNELS.map((channel) => {
        const state = COMMUNICATION_FLAGS.some((f) => f.channel === channel && f.responded && mask & f.flag)
          ? 'responded'
          : COMMUNICATION_FLAGS.some((f) => f.channel === channel && mask & f.flag)
            ? 'initiated'
            : 'none';
        return (
          <IonIcon
            key={channel}
            icon={CHANNEL_ICONS[channel]}
            className={`channel-${state}`}
            aria-hidden="true"
          />
        );
      })}
      <IonIcon icon={createOutline} className="group-open-edit" aria-hidden="true" />
    </button>
  );
}

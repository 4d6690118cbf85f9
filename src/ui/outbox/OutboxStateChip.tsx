import { IonChip } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '../../platform/outbox';

const STATES: Record<OutboxState, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'warning' },
  sending: { label: 'Sending', color: 'primary' },
  sent: { label: 'Sent', color: 'success' },
  conflict: { label: 'Conflict', color: 'danger' },
  refused: { label: 'Refused', color: 'danger' },
};

/** Where an operation stands; `label` (a text key), its kind's own word for it (kinds.ts chipLabel). */
export function OutboxStateChip({ state, label }: { state: OutboxState; label?: string }) {
  const { t } = useTranslation();
  const { color } = STATES[state];
  return (
    <IonChip color={color} className="outbox-state">
      {t(label ?? STATES[state].label)}
    </IonChip>
  );
}

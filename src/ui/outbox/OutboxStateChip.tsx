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

export function OutboxStateChip({ state }: { state: OutboxState }) {
  const { t } = useTranslation();
  const { label, color } = STATES[state];
  return (
    <IonChip color={color} className="outbox-state">
      {t(label)}
    </IonChip>
  );
}

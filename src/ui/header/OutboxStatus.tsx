import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { summarize, useOutbox } from '../../platform/outbox';

/**
 * The header's count of changes waiting on this device; it turns red when one needs the user
 * (a conflict or a refusal) or one has waited more than a day, and leads to the Outbox page. Hidden
 * while nothing is unsent.
 */
export function OutboxStatus({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const entries = useOutbox(userId);
  const [now] = useState(Date.now);
  const summary = summarize(entries, now);
  const count = summary.waiting + summary.needsUser;
  const label =
    summary.needsUser > 0
      ? t('Need your attention: {{count}}', { count: summary.needsUser })
      : summary.stale > 0
        ? t('Waiting for more than 24 hours: {{count}}. Check the network, or sign in again.', {
            count: summary.stale,
          })
        : t('Waiting to be sent: {{count}}', { count: summary.waiting });
  return (
    // Hidden rather than removed while empty: the toolbar's slotted buttons should not come and go.
    <IonButton
      className="outbox-status"
      routerLink="/outbox"
      aria-label={label}
      title={label}
      hidden={count === 0}
    >
      <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
      <IonBadge color={summary.needsUser + summary.stale > 0 ? 'danger' : 'warning'} className="outbox-count">
        {count}
      </IonBadge>
    </IonButton>
  );
}

import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import './outbox.css';
import { useTranslation } from 'react-i18next';
import { discardEntry, STALE_AFTER_MS, type OutboxEntry } from '../../platform/outbox';
import { deviceTime } from '../device-time';
import { OutboxStateChip } from './OutboxStateChip';
import { providerReasonText } from './provider-reason';
import { useIonAlert } from '../ionic/alert';

const KIND_LABELS = { 'group-info': 'Arrival edit', booking: 'New booking' } as const;

/** Where the user settles an operation the server did not take: the screen it came from. */
function resolvePath(entry: OutboxEntry): string {
  return entry.kind === 'booking' ? `/agent/bookings/add?entry=${entry.id}` : `/arrivals?resolve=${entry.id}`;
}

/** One queued operation: what it is, where it stands, why it is stuck, and what the user can do. */
export function OutboxItem({ entry, now }: { entry: OutboxEntry; now: number }) {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const stuck = entry.state === 'conflict' || entry.state === 'refused';
  const stale = entry.state === 'waiting' && entry.createdAt < now - STALE_AFTER_MS;
  // A ticket provider's failure (502) keeps a booking waiting: say so in the user's language.
  const providerReason = providerReasonText(entry.error?.body);

  const discard = () =>
    void presentAlert({
      header: t('Discard this change?'),
      message: t('It has not reached the server and will be lost.'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Discard'), role: 'destructive', handler: () => void discardEntry(entry.id) },
      ],
    });

  return (
    <IonItem className={`outbox-item outbox-${entry.state}`} lines="full">
      <IonLabel className="ion-text-wrap">
        <h3>{entry.label}</h3>
        <p>
          {t(KIND_LABELS[entry.kind])} · {deviceTime(entry.createdAt)}
          {entry.attempts > 0 && entry.state === 'waiting'
            ? ` · ${t('Attempts: {{count}}', { count: entry.attempts })}`
            : ''}
        </p>
        {entry.needsSignIn && <p className="outbox-reason">{t('Sign in again to send it')}</p>}
        {stale && <p className="outbox-reason">{t('Waiting for more than 24 hours')}</p>}
        {entry.error && entry.state !== 'sent' && (
          <p className="outbox-reason" role={stuck ? 'alert' : undefined}>
            {entry.error.title}: {entry.error.message}
          </p>
        )}
        {entry.state === 'waiting' && providerReason && <p className="outbox-reason">{t(providerReason)}</p>}
        {stuck && (
          <div className="outbox-actions">
            <IonButton size="small" routerLink={resolvePath(entry)}>
              {t(entry.kind === 'booking' ? 'Edit and resend' : 'Resolve')}
            </IonButton>
            <IonButton size="small" fill="outline" color="danger" onClick={discard}>
              {t('Discard')}
            </IonButton>
          </div>
        )}
        {entry.state === 'waiting' && (
          <div className="outbox-actions">
            <IonButton size="small" fill="clear" color="danger" onClick={discard}>
              {t('Discard')}
            </IonButton>
          </div>
        )}
      </IonLabel>
      <IonNote slot="end">
        <OutboxStateChip state={entry.state} />
      </IonNote>
    </IonItem>
  );
}

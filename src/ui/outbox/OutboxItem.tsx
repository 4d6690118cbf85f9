import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import './outbox.css';
import { useTranslation } from 'react-i18next';
import { discardEntry, outboxKind, STALE_AFTER_MS, type OutboxEntry } from '../../platform/outbox';
import { deviceTime } from '../device-time';
import { OutboxStateChip } from './OutboxStateChip';
import { useIonAlert } from '../ionic/alert';

/**
 * One queued operation: what it is, where it stands, why it is stuck, and what the user can do. What
 * it is called, why it waits and where it is settled are its kind's (platform/outbox/kinds.ts); an
 * entry of a kind this version does not know still shows, and can be discarded.
 */
export function OutboxItem({ entry, now }: { entry: OutboxEntry; now: number }) {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const stuck = entry.state === 'conflict' || entry.state === 'refused';
  const stale = entry.state === 'waiting' && entry.createdAt < now - STALE_AFTER_MS;
  const view = outboxKind(entry.kind)?.view;
  // Why it keeps waiting, as its kind says it (a ticket provider's failure keeps a booking waiting).
  const waitingNote = entry.state === 'waiting' ? (view?.waitingNote?.(entry) ?? null) : null;

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
          {view ? t(view.title) : entry.kind} · {deviceTime(entry.createdAt)}
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
        {waitingNote && <p className="outbox-reason">{t(waitingNote)}</p>}
        {stuck && (
          <div className="outbox-actions">
            {view?.resolve && (
              <IonButton size="small" routerLink={view.resolve.href(entry)}>
                {t(view.resolve.text)}
              </IonButton>
            )}
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
        <OutboxStateChip state={entry.state} label={view?.chipLabel?.(entry)} />
      </IonNote>
    </IonItem>
  );
}

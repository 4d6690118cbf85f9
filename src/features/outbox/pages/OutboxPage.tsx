import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestDrain, summarize, useOutbox } from '../../../platform/outbox';
import { useOnline } from '../../../platform/online/use-online';
import { useSession } from '../../../platform/session';
import { Page } from '../../../ui/Page';
import { OutboxList } from '../../../ui/outbox/OutboxList';

/**
 * /outbox: every change made on this device that has not reached the server, and what was sent
 * today. Conflicts and refusals wait here for the user; nothing leaves without success or their say.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const user = useSession();
  const online = useOnline();
  const entries = useOutbox(user?.id ?? null);
  const [now] = useState(Date.now);
  const summary = summarize(entries, now);
  const open = entries.filter((e) => e.state !== 'sent');
  const sent = entries.filter((e) => e.state === 'sent').toReversed();

  return (
    <Page title="Outbox">
      <div className="outbox-summary">
        <p>
          {open.length === 0
            ? t('Everything made on this device has reached the server.')
            : [
                summary.waiting > 0 && t('Waiting to be sent: {{count}}', { count: summary.waiting }),
                summary.needsUser > 0 && t('Need your attention: {{count}}', { count: summary.needsUser }),
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
        <IonButton disabled={summary.waiting === 0 || !online} onClick={() => void requestDrain()}>
          {t('Send now')}
        </IonButton>
      </div>
      {summary.stale > 0 && (
        <p className="outbox-stale" role="alert">
          {t('Waiting for more than 24 hours: {{count}}. Check the network, or sign in again.', {
            count: summary.stale,
          })}
        </p>
      )}
      <OutboxList title={t('Not sent yet')} entries={open} now={now} />
      <OutboxList title={t('Sent')} entries={sent} now={now} />
    </Page>
  );
}

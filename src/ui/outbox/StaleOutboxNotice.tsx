import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { summarize, useOutbox } from '../../platform/outbox';
import { useSession } from '../../platform/session';
import './outbox.css';

/**
 * On a working screen (arrivals), the changes waiting on this device for more than a day: a rep who
 * never opens the Outbox page must still find out that something has not reached the server.
 */
export function StaleOutboxNotice() {
  const { t } = useTranslation();
  const user = useSession();
  const entries = useOutbox(user?.id ?? null);
  const [now] = useState(Date.now);
  const { stale } = summarize(entries, now);
  if (stale === 0) return null;
  return (
    <p className="outbox-stale" role="alert">
      {t('Waiting for more than 24 hours: {{count}}. Check the network, or sign in again.', { count: stale })}{' '}
      <Link to="/outbox">{t('Open Outbox')}</Link>
    </p>
  );
}

import { dismissNotification, useNotifications } from '../platform/notifications/store';
import { usePublicTranslation } from './public-i18n';

/**
 * The app's notifications (platform/notifications) as the public shell shows them, without Ionic:
 * 'Unauthorized' after a stored token was refused must reach the sign-in screen it leads to.
 */
export function PublicNotices() {
  const items = useNotifications();
  const { t } = usePublicTranslation();
  if (items.length === 0) return null;
  return (
    <section className="ps-notices" aria-label={t('Notifications')}>
      {items.map((n) => (
        <div
          key={n.guid}
          className={`ps-notice ps-notice-${n.type}`}
          role={n.type === 'error' ? 'alert' : 'status'}
        >
          <div className="ps-notice-text">
            <strong>{t(n.title)}</strong>
            {n.message && <p>{t(n.message)}</p>}
          </div>
          <button
            type="button"
            className="ps-notice-close"
            aria-label={t('Close')}
            onClick={() => dismissNotification(n.guid)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

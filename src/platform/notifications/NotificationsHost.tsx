import { IonButton, IonIcon } from '@ionic/react';
import { close } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useClearance } from './clearance';
import { dismissNotification, useNotifications } from './store';

/**
 * Bottom-right stack of notifications (01-platform section 2, Shell), above the screen's action bar
 * (ui/ActionBar) so that none ever covers the primary action.
 */
export function NotificationsHost() {
  const items = useNotifications();
  const clearance = useClearance();
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section
      className="notifications"
      aria-label={t('Notifications')}
      style={clearance > 0 ? { bottom: `${clearance + 8}px` } : undefined}
    >
      {items.map((n) => (
        <div
          key={n.guid}
          className={`notification notification-${n.type}`}
          role={n.type === 'error' ? 'alert' : 'status'}
        >
          <div className="notification-text">
            <strong>{t(n.title)}</strong>
            {n.message && <p>{t(n.message)}</p>}
          </div>
          <IonButton
            className="notification-close"
            fill="clear"
            size="small"
            aria-label={t('Close')}
            onClick={() => dismissNotification(n.guid)}
          >
            <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
          </IonButton>
        </div>
      ))}
    </section>
  );
}

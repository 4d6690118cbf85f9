import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { personCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'My Account': the user's e-mail with My Profile and Sign Out (01-platform section 2). */
export function AccountMenu({ email }: { email: string }) {
  const { t } = useTranslation();
  // Opened from the click event rather than a trigger id: every stacked page has its own header.
  const [open, setOpen] = useState<{ event: Event } | null>(null);
  return (
    <>
      <IonButton className="account-menu-button" aria-label={t('My Account')} title={t('My Account')} aria-haspopup="menu" onClick={(e) => setOpen({ event: e.nativeEvent })}>
        <IonIcon slot="icon-only" icon={personCircleOutline} />
      </IonButton>
      <IonPopover isOpen={open !== null} event={open?.event} dismissOnSelect onDidDismiss={() => setOpen(null)}>
        <IonList aria-label={t('My Account')}>
          <IonItem lines="full">
            <IonLabel className="account-email">{email}</IonLabel>
          </IonItem>
          <IonItem button detail={false} routerLink="/account">
            <IonLabel>{t('My Profile')}</IonLabel>
          </IonItem>
          <IonItem button detail={false} routerLink="/outbox">
            <IonLabel>{t('Outbox')}</IonLabel>
          </IonItem>
          <IonItem button detail={false} routerLink="/account/logout" lines="none">
            <IonLabel>{t('Sign Out')}</IonLabel>
          </IonItem>
        </IonList>
      </IonPopover>
    </>
  );
}

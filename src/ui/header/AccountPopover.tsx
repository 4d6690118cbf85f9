import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonPopover } from '../ionic/popover';

interface AccountPopoverProps {
  email: string;
  /** The click that opened it (the popover points at its target); null when closed. */
  event: Event | null;
  onDismiss: () => void;
}

/** An e-mail that wraps after its '@' on a narrow screen rather than inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The 'My Account' list: the user's e-mail, My Profile, Outbox and Sign Out. */
export function AccountPopover({ email, event, onDismiss }: AccountPopoverProps) {
  const { t } = useTranslation();
  return (
    <IonPopover isOpen={event !== null} event={event ?? undefined} dismissOnSelect onDidDismiss={onDismiss}>
      <IonList aria-label={t('My Account')}>
        <IonItem lines="full">
          <IonLabel className="account-email">
            <EmailText email={email} />
          </IonLabel>
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
  );
}

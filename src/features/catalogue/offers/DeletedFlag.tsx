import { IonButton, IonIcon } from '@ionic/react';
import { refreshOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

interface DeletedFlagProps {
  isDeleted: boolean;
  busy: boolean;
  readOnly?: boolean;
  onChange: (isDeleted: boolean) => void;
}

/** A saved ticket's delete (a flag: the trash toggle of the tours table shows it) or restore. */
export function DeletedFlag({ isDeleted, busy, readOnly, onChange }: DeletedFlagProps) {
  const { t } = useTranslation();
  return (
    <div className="offer-deleted form-wide">
      {isDeleted && (
        <p className="offer-warning" role="status">
          {t('This ticket is deleted: agents cannot book it.')}
        </p>
      )}
      <IonButton
        fill="outline"
        color={isDeleted ? 'primary' : 'danger'}
        disabled={busy || readOnly}
        onClick={() => onChange(!isDeleted)}
      >
        <IonIcon slot="start" icon={isDeleted ? refreshOutline : trashOutline} aria-hidden="true" />
        {t(isDeleted ? 'Restore ticket' : 'Delete ticket')}
      </IonButton>
    </div>
  );
}

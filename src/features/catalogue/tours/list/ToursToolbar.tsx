import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IonToggle } from '../../../../ui/ionic/toggle';

interface ToursToolbarProps {
  showDeleted: boolean;
  onShowDeletedChange: (on: boolean) => void;
}

/** The trash toggle (deleted tours and offers) and the add button beside the table's own toolbar. */
export function ToursToolbar({ showDeleted, onShowDeletedChange }: ToursToolbarProps) {
  const { t } = useTranslation();
  return (
    <span className="tours-toolbar">
      <IonToggle
        checked={showDeleted}
        onIonChange={(e) => onShowDeletedChange(e.detail.checked)}
        labelPlacement="end"
      >
        {t('Show deleted')}
      </IonToggle>
      <Link to="/tours/add" className="tours-add">
        <IonButton size="small" tabIndex={-1}>
          <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
          {t('Add Tour')}
        </IonButton>
      </Link>
    </span>
  );
}

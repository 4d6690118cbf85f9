import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IonToggle } from '../../../ui/ionic/toggle';

interface AgentToolbarProps {
  /** Only agency admins see the toggle: a plain agent's list is their own either way. */
  showMy?: { on: boolean; onChange: (on: boolean) => void };
  addLink: boolean;
}

/** 'Only my bookings' and the add link beside the table's own toolbar. */
export function AgentToolbar({ showMy, addLink }: AgentToolbarProps) {
  const { t } = useTranslation();
  return (
    <span className="bl-toolbar">
      {showMy && (
        <IonToggle
          checked={showMy.on}
          onIonChange={(e) => showMy.onChange(e.detail.checked)}
          labelPlacement="end"
        >
          {t('Only my bookings')}
        </IonToggle>
      )}
      {addLink && (
        <Link to="/agent/bookings/add" className="bl-add">
          <IonButton size="small" tabIndex={-1}>
            <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
            {t('Add New Booking')}
          </IonButton>
        </Link>
      )}
    </span>
  );
}

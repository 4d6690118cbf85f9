import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../platform/online/use-online';
import { deviceTime } from '../../../ui/device-time';
import '../../../ui/form/form.css';

/** Offline: the manifest is the one kept on this device (and from when); marks still work, and wait. */
export function OfflineNote({ dataUpdatedAt }: { dataUpdatedAt: number }) {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div className="form-offline-notice day-offline" role="status">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <p>
        {t(
          'Offline: the manifest kept on this device, from {{time}}. Check-ins are kept here and sent when the network is back.',
          { time: deviceTime(dataUpdatedAt) },
        )}
      </p>
    </div>
  );
}

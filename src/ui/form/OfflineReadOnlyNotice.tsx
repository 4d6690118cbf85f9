import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import './form.css';
import { useOnline } from '../../platform/online/use-online';
import { deviceTime } from '../device-time';

export interface FormReadOnly {
  /** True offline: the form shows the last-seen data and takes no edit. */
  readOnly: boolean;
  online: boolean;
}

/**
 * Whether a catalogue or admin form is read-only: offline it is, since its edits need the server
 * (they do not go through the outbox). Pass `readOnly` to useContractForm and the editors.
 */
export function useFormReadOnly(): FormReadOnly {
  const online = useOnline();
  return { readOnly: !online, online };
}

export interface OfflineReadOnlyNoticeProps {
  /** When the data on screen was fetched (TanStack Query's `dataUpdatedAt`, ms); 0/undefined: unknown. */
  dataUpdatedAt?: number;
  /** True when the device has nothing saved for the screen: no 'last seen' data to speak of. */
  nothingSaved?: boolean;
}

/**
 * Offline, above a form: the data is the device's last-seen copy, how old it is, and that nothing can
 * be changed until the network is back. Online it renders nothing.
 */
export function OfflineReadOnlyNotice({ dataUpdatedAt, nothingSaved }: OfflineReadOnlyNoticeProps) {
  const { t } = useTranslation();
  const { readOnly } = useFormReadOnly();
  if (!readOnly) return null;
  return (
    <div className="form-offline-notice" role="status">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <div>
        <strong>{t('Offline: read only')}</strong>
        <p>
          {nothingSaved
            ? t('Editing needs the network.')
            : dataUpdatedAt
              ? t('Showing the data last seen on this device, from {{time}}. Editing needs the network.', {
                  time: deviceTime(dataUpdatedAt),
                })
              : t('Showing the data last seen on this device. Editing needs the network.')}
        </p>
      </div>
    </div>
  );
}

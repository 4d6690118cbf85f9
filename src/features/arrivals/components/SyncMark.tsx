import { IonIcon } from '@ionic/react';
import { alertCircle, cloudUploadOutline, gitCompareOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { RowSync } from '../model/arrival-rows';

/**
 * Where an unsaved edit stands: waiting on the device, or needing the user (a conflict to decide,
 * a refusal to read). The last two are buttons: the group's later edits wait behind them.
 */
export function SyncMark({ sync, onOpen }: { sync: RowSync | null; onOpen: (entryId: string) => void }) {
  const { t } = useTranslation();
  if (!sync) return null;
  if (sync.state === 'pending') {
    return (
      <span className="sync-mark sync-pending" title={t('Saved on this device — will be sent when online')}>
        <IonIcon icon={cloudUploadOutline} aria-hidden="true" />
        {t('Pending')}
      </span>
    );
  }
  const conflict = sync.state === 'conflict';
  return (
    <button
      type="button"
      className={`sync-mark sync-${sync.state}`}
      onClick={() => onOpen(sync.entryId)}
      title={conflict ? undefined : sync.message}
    >
      <IonIcon icon={conflict ? gitCompareOutline : alertCircle} aria-hidden="true" />
      {t(conflict ? 'Conflict: choose' : 'Not saved: see why')}
    </button>
  );
}

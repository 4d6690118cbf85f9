import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../platform/online/use-online';
import { deviceTime } from '../device-time';
import { oldestShownData, serverUnreachable } from './offline-age';

/**
 * 'Offline — data from {time}' under the header while the network (or the server) is out of reach,
 * so nobody mistakes the device's copy for the live list.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const oldest = useSyncExternalStore(subscribe, () => oldestShownData(cache));
  const unreachable = useSyncExternalStore(subscribe, () => serverUnreachable(cache));
  // Always in the header, only hidden: the header's slotted children should not come and go.
  return (
    <div className="offline-notice" role="status" hidden={online && !unreachable}>
      {oldest === null
        ? t('Offline — nothing saved on this device for this screen')
        : t('Offline — data from {{time}}', { time: deviceTime(oldest) })}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useOnline } from '../../platform/online/use-online';

/** 'Online' / 'Offline'; on phones only the coloured dot shows, the text stays for screen readers. */
export function OnlineStatus() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <span className={`online-status ${online ? 'is-online' : 'is-offline'}`} role="status">
      <span className="online-dot" aria-hidden="true" />
      <span className="online-text">{t(online ? 'Online' : 'Offline')}</span>
    </span>
  );
}

import { IonIcon } from '@ionic/react';
import { call } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../domain/phone';
// oxlint-disable-next-line import/no-unassigned-import -- the buttons' stylesheet, loaded with them
import './call-buttons.css';

/**
 * One tap-to-call button per number (domain/phone.ts `phoneList` splits a list): the same buttons on
 * the arrivals cards, the guide's manifest and the airport list. Nothing when there is no number.
 */
export function CallButtons({ phones }: { phones: readonly string[] }) {
  const { t } = useTranslation();
  if (phones.length === 0) return null;
  return (
    <div className="call-buttons">
      {phones.map((phone) => (
        <a
          key={phone}
          className="call-button"
          href={telHref(phone)}
          aria-label={t('Call {{phone}}', { phone })}
        >
          <IonIcon icon={call} aria-hidden="true" />
          {phone}
        </a>
      ))}
    </div>
  );
}

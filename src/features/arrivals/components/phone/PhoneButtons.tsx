import { IonIcon } from '@ionic/react';
import { call } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { phoneList, telHref } from '../../model/display';

/** One tap-to-call button per comma-separated number. */
export function PhoneButtons({ phones }: { phones: string }) {
  const { t } = useTranslation();
  return (
    <div className="guest-phones">
      {phoneList(phones).map((phone) => (
        <a
          key={phone}
          className="guest-call"
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

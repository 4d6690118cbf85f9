import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetPasswordLink } from '../../../contract';
import { deviceTime } from '../device-time';

/**
 * The one-time link, shown once, for the admin to pass on (there is no mail service): the full
 * address, a copy button and when it stops working.
 */
export function SetPasswordLinkBox({
  link,
  email,
  onClose,
}: {
  link: SetPasswordLink;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${link.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address stays selectable on screen.
      setCopied(false);
    }
  };
  return (
    <section className="staff-link" role="status" aria-label={t('Set-password link')}>
      <div>
        <p>
          <strong>{t('Pass this one-time link to {{email}}', { email })}</strong>
        </p>
        <input
          className="staff-link-url"
          readOnly
          value={url}
          aria-label={t('Set-password link')}
          onFocus={(e) => e.target.select()}
        />
        <p className="form-note">
          {t('It works once, until {{time}}. It is not shown again.', {
            time: deviceTime(Date.parse(link.expiresAt)),
          })}
        </p>
        <div className="staff-link-actions">
          <IonButton onClick={() => void copy()}>{t(copied ? 'Copied' : 'Copy link')}</IonButton>
          <IonButton fill="clear" onClick={onClose}>
            {t('Close')}
          </IonButton>
        </div>
      </div>
    </section>
  );
}

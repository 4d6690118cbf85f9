import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret shown once for the admin to pass on (a set-password link, a reseller's API key): what it is
 * for, the whole value selectable, a copy button, and why it is not shown again. Texts come translated.
 */
export function ShownOnceBox({
  label,
  heading,
  value,
  note,
  copyLabel,
  onClose,
}: {
  label: string;
  heading: string;
  value: string;
  note: string;
  copyLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the value stays selectable on screen.
      setCopied(false);
    }
  };
  return (
    <section className="staff-link" role="status" aria-label={label}>
      <div>
        <p>
          <strong>{heading}</strong>
        </p>
        <input
          className="staff-link-url"
          readOnly
          value={value}
          aria-label={label}
          onFocus={(e) => e.target.select()}
        />
        <p className="form-note">{note}</p>
        <div className="staff-link-actions">
          <IonButton onClick={() => void copy()}>{copied ? t('Copied') : copyLabel}</IonButton>
          <IonButton fill="clear" onClick={onClose}>
            {t('Close')}
          </IonButton>
        </div>
      </div>
    </section>
  );
}

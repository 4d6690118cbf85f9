import { IonButton, IonIcon } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import type { StaleSaveBody } from '../../../contract';
import { deviceTime } from '../device-time';

export interface StaleSaveNoticeProps {
  /** The 409's body (useVersionedSave's `stale`). */
  stale: StaleSaveBody;
  /** Refetch the record, dropping the user's edits. */
  onReload: () => void;
  /** English labels of the changed fields by name ('displayName' → 'Display name'); else the name. */
  fieldLabels?: Readonly<Record<string, string>>;
}

/**
 * A save refused because someone else saved first: who changed what and when. The form keeps the
 * user's edits until they choose Reload, which loses them for the current version.
 */
export function StaleSaveNotice({ stale, onReload, fieldLabels = {} }: StaleSaveNoticeProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // It shows above the form, and Save is pressed at the bottom: on a phone scrolled down to the field
  // just edited the refusal would otherwise happen out of sight.
  // A block body: Chromium's scrollIntoView now answers a promise, which React would call on unmount.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  // Two fields of one control (a policy and its default toggle) are named once.
  const fields = [...new Set(stale.changedFields.map((f) => t(fieldLabels[f] ?? f)))].join(', ');
  const who = stale.changedBy ?? t('Someone');
  const when = stale.changedAt ? deviceTime(Date.parse(stale.changedAt)) : null;
  return (
    <div className="form-stale-notice" role="alert" ref={box}>
      <IonIcon icon={warningOutline} aria-hidden="true" />
      <div className="form-stale-text">
        <strong>{t('Someone saved this before you')}</strong>
        <p>
          {when
            ? t('{{who}} changed {{fields}} at {{when}}.', { who, fields: fields || '—', when })
            : t('{{who}} changed {{fields}}.', { who, fields: fields || '—' })}{' '}
          {t('Your edits are kept. Reload to see their version; your edits will be lost.')}
        </p>
      </div>
      <IonButton fill="outline" onClick={onReload}>
        {t('Reload')}
      </IonButton>
    </div>
  );
}

import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OctoKey, OctoKeyIssued } from '../../../../../contract';
import { deviceTime } from '../../../../ui/device-time';
import { useFormReadOnly } from '../../../../ui/form/OfflineReadOnlyNotice';
import { useIonAlert } from '../../../../ui/ionic/alert';
import { notify } from '../../../../platform/notifications';
import '../../../../ui/staff/staff.css';
import { ShownOnceBox } from '../../../../ui/staff/ShownOnceBox';
import { afterOctoKeyChange, issueOctoKey, revokeOctoKey, useOctoKeys } from '../../api/octo-keys';

/** The key just issued, shown once, to copy and pass on to the agency. */
function IssuedKey({ issued, onClose }: { issued: OctoKeyIssued; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceBox
      label={t('OCTO API key')}
      heading={t('Pass this key to {{name}}', { name: issued.agencyName })}
      value={issued.key}
      note={t('It is shown only now: Caravan keeps only a fingerprint of it. Send it by a safe channel.')}
      copyLabel={t('Copy key')}
      onClose={onClose}
    />
  );
}

/**
 * One agency's OCTO reseller keys (issue 26 item 10): issue one (shown once), see them by prefix,
 * revoke one. The agency's system then sells the supplier's tours through /octo at its contract prices.
 */
export function AgencyOctoKeys({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const { readOnly } = useFormReadOnly();
  const queryClient = useQueryClient();
  const [presentAlert] = useIonAlert();
  const keys = useOctoKeys();
  const [issued, setIssued] = useState<OctoKeyIssued | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = (keys.data ?? []).filter((k) => k.agencyId === agencyId);

  const issue = async () => {
    setBusy(true);
    const r = await issueOctoKey(agencyId);
    setBusy(false);
    if (!r.IsOk || !r.Content) return;
    setIssued(r.Content);
    await afterOctoKeyChange(queryClient);
  };
  const revoke = (k: OctoKey) =>
    void presentAlert({
      header: t('Revoke key {{prefix}}…?', { prefix: k.prefix }),
      message: t(
        "The agency's system can no longer sell with it. This cannot be undone; issue a new key if needed.",
      ),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Revoke'),
          role: 'destructive',
          handler: () =>
            void revokeOctoKey(k.id).then(async (r) => {
              if (!r.IsOk) return;
              await afterOctoKeyChange(queryClient);
              notify('success', 'Revoked');
            }),
        },
      ],
    });

  return (
    <section className="octo-keys" aria-labelledby="octo-keys-heading">
      <h2 className="contract-heading" id="octo-keys-heading">
        {t('OCTO API keys')}
      </h2>
      <p className="form-note">
        {t(
          "With a key, the agency's own system (an OTA, a channel manager) sells your tours through Caravan's OCTO API at /octo, at this agency's contract prices.",
        )}
      </p>
      {issued && <IssuedKey issued={issued} onClose={() => setIssued(null)} />}
      {keys.data === undefined ? (
        <p className="form-note" role="status">
          {t(keys.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : mine.length === 0 ? (
        <p className="form-note">{t('No key yet')}</p>
      ) : (
        <ul className="contract-history" aria-label={t('OCTO API keys')}>
          {mine.map((k) => (
            <li key={k.id} className={`contract-card ${k.revokedAt ? 'contract-past' : 'contract-current'}`}>
              <div className="contract-card-head">
                <strong className="octo-key-prefix">{t('Key {{prefix}}…', { prefix: k.prefix })}</strong>
                {k.revokedAt && <span className="contract-state">{t('Revoked')}</span>}
              </div>
              <p className="form-note">
                {t('Issued {{time}}', { time: deviceTime(Date.parse(k.createdAt)) })}
                {k.revokedAt
                  ? ` · ${t('Revoked {{time}}', { time: deviceTime(Date.parse(k.revokedAt)) })}`
                  : ''}
              </p>
              {!k.revokedAt && (
                <IonButton
                  size="small"
                  fill="outline"
                  color="danger"
                  disabled={readOnly}
                  onClick={() => revoke(k)}
                >
                  {t('Revoke')}
                </IonButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <IonButton className="octo-keys-issue" disabled={readOnly || busy} onClick={() => void issue()}>
        {t('Issue a key')}
      </IonButton>
    </section>
  );
}

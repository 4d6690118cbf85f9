import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyContract, AgencyHistory } from '../../../../../contract';
import { toDisplayDate } from '../../../../../domain/dates';
import { formatMoney } from '../../../../../domain/money';
import { deviceTime } from '../../../../ui/device-time';
import { useFormReadOnly } from '../../../../ui/form/OfflineReadOnlyNotice';
import { useIonAlert } from '../../../../ui/ionic/alert';
import { notify } from '../../../../platform/notifications';
import { afterContractChange, removeContract } from '../../api/change-contracts';
import { STATE_TITLES, termsText } from './contract-text';

const money = (v: number | null) => (v === null ? '—' : formatMoney(v));

/** An agency's contracts, newest first: dates, terms, net rates, who added them; a future one can go. */
export function ContractHistory({ history }: { history: AgencyHistory }) {
  const { t } = useTranslation();
  const { readOnly } = useFormReadOnly();
  const queryClient = useQueryClient();
  const [presentAlert] = useIonAlert();

  const remove = (c: AgencyContract) =>
    void presentAlert({
      header: t('Remove the contract from {{date}}?', { date: toDisplayDate(c.validFrom) }),
      message: t('It has not come into force, so no booking was priced by it.'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Remove'),
          role: 'destructive',
          handler: () =>
            void removeContract(history.agencyId, c.id).then(async (r) => {
              if (!r.IsOk || !r.Content) return;
              await afterContractChange(queryClient, r.Content);
              notify('success', 'Removed');
            }),
        },
      ],
    });

  if (history.contracts.length === 0)
    return (
      <p className="form-note contract-none">
        {t('No contract yet: {{terms}}', { terms: termsText(t, null, history.defaultCommission) })}
      </p>
    );
  return (
    <ol className="contract-history" aria-label={t('Contract history')}>
      {history.contracts.map((c) => (
        <li key={c.id} className={`contract-card contract-${c.state}`}>
          <div className="contract-card-head">
            <strong>{t('From {{date}}', { date: toDisplayDate(c.validFrom) })}</strong>
            <span className={`contract-state contract-state-${c.state}`}>{t(STATE_TITLES[c.state])}</span>
          </div>
          <p className="contract-terms">
            {termsText(t, { ...c, netRateCount: c.netRates.length }, history.defaultCommission)}
          </p>
          {c.netRates.length > 0 && (
            <table className="contract-rates">
              <caption className="visually-hidden">{t('Net rates (AED with VAT)')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Ticket')}</th>
                  <th scope="col">{t('Adult')}</th>
                  <th scope="col">{t('Child')}</th>
                  <th scope="col">{t('Trip')}</th>
                </tr>
              </thead>
              <tbody>
                {c.netRates.map((r) => (
                  <tr key={r.offerId}>
                    <th scope="row">
                      {r.tourName} · {r.offerName}
                    </th>
                    <td>{money(r.netAdult)}</td>
                    <td>{money(r.netChild)}</td>
                    <td>{money(r.netTrip)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {c.note && <p className="contract-note">{c.note}</p>}
          <p className="form-note">
            {c.createdByName
              ? t('Added by {{who}}, {{time}}', {
                  who: c.createdByName,
                  time: deviceTime(Date.parse(c.createdAt)),
                })
              : t('Added {{time}}', { time: deviceTime(Date.parse(c.createdAt)) })}
          </p>
          {c.state === 'upcoming' && (
            <IonButton
              size="small"
              fill="outline"
              color="danger"
              disabled={readOnly}
              onClick={() => remove(c)}
            >
              {t('Remove')}
            </IonButton>
          )}
        </li>
      ))}
    </ol>
  );
}

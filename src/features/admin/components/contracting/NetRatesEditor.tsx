import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractInput, ContractOffer, ParsedContractInput } from '../../../../../contract';
import { commissionFromNet } from '../../../../../domain/pricing';
import { formatMoney, round } from '../../../../../domain/money';
import { FormSelect } from '../../../../ui/form/ChoiceFields';
import { FormTextField } from '../../../../ui/form/FormField';
import type { ContractForm as Form } from '../../../../ui/form/useContractForm';
import { useContractOffers } from '../../api/get-contract-offers';

const PAX = [
  { key: 'netAdult', price: 'priceAdult', label: 'Adult net' },
  { key: 'netChild', price: 'priceChild', label: 'Child net' },
  { key: 'netTrip', price: 'priceTrip', label: 'Trip net' },
] as const;

const ticketName = (o: Pick<ContractOffer, 'tourName' | 'offerName'>) => `${o.tourName} · ${o.offerName}`;

/**
 * Net rates per ticket: pick a ticket, type its nets (AED with VAT, as its prices are kept). Beside
 * each net, the ticket's price today and the commission that net leaves the agency (domain/contracts,
 * the rule the booking is priced by). An empty pax kind keeps the ticket's own commission.
 */
export function NetRatesEditor({ form }: { form: Form<ContractInput, ParsedContractInput> }) {
  const { t } = useTranslation();
  const offers = useContractOffers(true);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'netRates' });
  const rates = useWatch({ control: form.control, name: 'netRates' }) ?? [];
  const [picked, setPicked] = useState('');
  const byId = new Map((offers.data ?? []).map((o) => [o.offerId, o]));
  const taken = new Set(rates.map((r) => r.offerId));
  const choices = (offers.data ?? []).filter((o) => !taken.has(o.offerId));
  const error = form.formState.errors.netRates;

  return (
    <div className="net-rates">
      {!form.readOnly && (
        <div className="net-rates-picker">
          <FormSelect
            label="Ticket"
            rawLabels
            value={picked}
            onChange={setPicked}
            disabled={offers.data === undefined}
            options={[
              { label: t(offers.data === undefined ? 'Loading' : 'Choose a ticket'), value: '' },
              ...choices.map((o) => ({ label: ticketName(o), value: o.offerId })),
            ]}
          />
          <IonButton
            className="net-rates-add"
            disabled={picked === ''}
            onClick={() => {
              append({
                offerId: Number(picked),
                netAdult: undefined,
                netChild: undefined,
                netTrip: undefined,
              });
              setPicked('');
            }}
          >
            {t('Add ticket')}
          </IonButton>
        </div>
      )}
      {error?.message && <p className="field-error">{t(error.message)}</p>}
      {fields.length === 0 && <p className="form-note">{t('No tickets yet: choose one above.')}</p>}
      <ul className="net-rates-list">
        {fields.map((f, i) => {
          const offer = byId.get(f.offerId);
          const offerError = form.formState.errors.netRates?.[i]?.offerId?.message;
          return (
            <li key={f.id} className="net-rate-row">
              <div className="net-rate-head">
                <strong>{offer ? ticketName(offer) : `#${f.offerId}`}</strong>
                {!form.readOnly && (
                  <IonButton
                    size="small"
                    fill="clear"
                    color="danger"
                    aria-label={t('Remove {{name}}', { name: offer ? ticketName(offer) : f.offerId })}
                    onClick={() => remove(i)}
                  >
                    {t('Remove')}
                  </IonButton>
                )}
              </div>
              {offerError && <p className="field-error">{t(offerError)}</p>}
              <div className="net-rate-fields">
                {PAX.map((p) => {
                  const price = offer?.[p.price] ?? null;
                  const net = rates[i]?.[p.key];
                  const hint =
                    price === null
                      ? t('No price today')
                      : typeof net === 'number'
                        ? t('Price {{price}} · commission {{percent}} %', {
                            price: formatMoney(price),
                            percent: round(commissionFromNet(price, net), 2),
                          })
                        : t('Price {{price}} · own commission', { price: formatMoney(price) });
                  return (
                    <FormTextField
                      key={p.key}
                      control={form.control}
                      name={`netRates.${i}.${p.key}`}
                      label={p.label}
                      type="number"
                      inputmode="decimal"
                      readOnly={form.readOnly}
                      hint={hint}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

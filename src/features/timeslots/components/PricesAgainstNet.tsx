import { IonIcon } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ExternalOffer, TimeSlot } from '../../../../contract';
import { toDisplayDate } from '../../../../domain/dates';
import { pricesAgainstNet, providerAmount, type ProviderPrice } from '../../../../domain/provider-pricing';

interface Props {
  /** The tickets that sell the slot, with their current and coming prices (the slot as read). */
  offers: TimeSlot['offers'];
  /** The chosen provider option for adults, and for children (the per-child one when the slot maps one). */
  adultOption: ExternalOffer | null;
  childOption: ExternalOffer | null;
}

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;
const providerMoney = (p: ProviderPrice) => `${p.currency} ${providerAmount(p).toFixed(p.precision)}`;

/**
 * Caravan's own price beside the supplier's net (issue 26 item 8): each ticket that sells the slot, each
 * of its current and coming periods, and a warning where Caravan would sell below the net — by its
 * recommended price, or by what it keeps after the agents' standard commission (domain/provider-pricing).
 * Shown only when the chosen option carries a net (the supplier offers octo/pricing).
 */
export function PricesAgainstNet({ offers, adultOption, childOption }: Props) {
  const { t } = useTranslation();
  const adultUnits = adultOption?.units ?? [];
  const childUnits = childOption?.units ?? adultUnits;
  if (![...adultUnits, ...childUnits].some((u) => u.net)) return null;
  if (offers.length === 0) {
    return (
      <p className="field-hint" role="note">
        {t('No ticket sells this slot yet: Caravan has no price to set beside the supplier’s net.')}
      </p>
    );
  }
  const lines: string[] = [];
  const warnings: string[] = [];
  for (const offer of offers) {
    for (const period of offer.periods) {
      const where = {
        ticket: offer.name,
        from: toDisplayDate(period.periodStart),
        to: toDisplayDate(period.periodEnd),
      };
      const child = offer.childrenAllowed ? period.child : null;
      const ours = (['adult', 'child'] as const).flatMap((kind) => {
        const p = kind === 'adult' ? period.adult : child;
        return p
          ? [
              t('{{unit}} {{price}} (agents’ net {{net}})', {
                unit: t(kind === 'adult' ? 'Adult' : 'Child'),
                price: money(period.currency, p.price),
                net: money(period.currency, p.agentsNet),
              }),
            ]
          : [];
      });
      lines.push(t('{{ticket}}, {{from}}–{{to}}: {{prices}}', { ...where, prices: ours.join(' · ') }));
      const checks = pricesAgainstNet(
        { adult: period.adult, child, currency: period.currency },
        adultUnits,
        childUnits,
      );
      for (const c of checks) {
        const words = {
          ...where,
          unit: t(c.kind),
          net: providerMoney(c.net),
          price: money(period.currency, c.ours.price),
          agentsNet: money(period.currency, c.ours.agentsNet),
        };
        if (c.priceBelow) {
          warnings.push(
            t(
              '{{ticket}}, {{from}}–{{to}}: Caravan sells the {{unit}} ticket at {{price}}, below the supplier’s net {{net}}.',
              words,
            ),
          );
        } else if (c.agentsNetBelow) {
          warnings.push(
            t(
              '{{ticket}}, {{from}}–{{to}}: after the agents’ commission Caravan receives {{agentsNet}} for the {{unit}} ticket, below the supplier’s net {{net}}.',
              words,
            ),
          );
        }
      }
    }
  }
  return (
    <div className="ts-prices" role="group" aria-label={t("Caravan's price")}>
      <p className="field-hint">
        <strong>{t("Caravan's price")}</strong>
      </p>
      <ul className="field-hint">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {warnings.map((w) => (
        <p key={w} className="form-warning" role="alert">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          {w}
        </p>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ValidPeriod } from '../../../../contract/catalogue';
import {
  commissionField,
  priceField,
  PRICE_VARIANTS,
  type EditableField,
  type PriceVariant,
} from '../../../../domain/price-editing';
import { PRICE_PAX, type PricePax } from '../../../../domain/pricing';
import { PriceInput } from './PriceInput';

interface PriceGridProps {
  period: ValidPeriod;
  baseCurrency: string;
  secondaryCurrency: string;
  onEdit: (field: EditableField, value: number | null) => void;
  readOnly?: boolean;
}

const PAX_LABEL: Record<PricePax, string> = { Adult: 'Per adult', Child: 'Per child', Trip: 'Per trip' };

/**
 * A period's prices: per adult, child and trip, the recommended price in four variants, the commission
 * and the net price in the same four variants. Wide screens read it as a table (column heads once);
 * a phone reads one pax kind per card, every box with its own label.
 */
export function PriceGrid({ period, baseCurrency, secondaryCurrency, onEdit, readOnly }: PriceGridProps) {
  const { t } = useTranslation();
  const variantLabel = (v: PriceVariant) =>
    t(v === '' || v === 'Usd' ? '{{currency}} with VAT' : '{{currency}} without VAT', {
      currency: v === '' || v === 'NoVat' ? baseCurrency : secondaryCurrency,
    });
  return (
    <div className="price-grid">
      <div className="price-grid-head" aria-hidden="true">
        <span />
        <span className="price-grid-group">{t('Recommended price')}</span>
        <span />
        <span className="price-grid-group">{t('Net price')}</span>
        <span />
        {PRICE_VARIANTS.map((v) => (
          <span key={`rec${v}`}>{variantLabel(v)}</span>
        ))}
        <span>{t('Commission %')}</span>
        {PRICE_VARIANTS.map((v) => (
          <span key={`net${v}`}>{variantLabel(v)}</span>
        ))}
      </div>
      {PRICE_PAX.map((pax) => (
        <div key={pax} className="pax-prices" role="group" aria-label={t(PAX_LABEL[pax])}>
          <h4 className="pax-title">{t(PAX_LABEL[pax])}</h4>
          {PRICE_VARIANTS.map((v) => {
            const field = priceField(pax, 'Rec', v);
            return (
              <PriceInput
                key={field}
                label={`${t('Recommended')} ${variantLabel(v)}`}
                value={period[field]}
                readOnly={readOnly}
                onChange={(value) => onEdit(field, value)}
              />
            );
          })}
          <PriceInput
            label={t('Commission %')}
            percent
            value={period[commissionField(pax)]}
            readOnly={readOnly}
            onChange={(value) => onEdit(commissionField(pax), value)}
          />
          {PRICE_VARIANTS.map((v) => {
            const field = priceField(pax, 'Net', v);
            return (
              <PriceInput
                key={field}
                label={`${t('Net')} ${variantLabel(v)}`}
                value={period[field]}
                // A cleared net (commission cleared too) shows empty, not as a price of 0.
                emptyWhenZero={period[commissionField(pax)] === 0 && period[priceField(pax, 'Rec', '')] > 0}
                readOnly={readOnly}
                onChange={(value) => onEdit(field, value)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

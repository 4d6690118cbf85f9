import { IonButton, IonIcon } from '@ionic/react';
import { copyOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { ValidPeriod } from '../../../../contract/catalogue';
import { ConversionType } from '../../../../contract/enums';
import { toDisplayDate } from '../../../../domain/dates';
import { applyPriceEdit } from '../../../../domain/price-editing';
import { PeriodDate } from './PeriodDate';
import { PriceGrid } from './PriceGrid';
import { PriceInput } from './PriceInput';

export type PeriodErrors = Partial<Record<keyof ValidPeriod, { message?: string }>> | undefined;

interface PeriodCardProps {
  period: ValidPeriod;
  baseCurrency: string;
  secondaryCurrency: string;
  onChange: (period: ValidPeriod) => void;
  onRemove: () => void;
  /** Adds a copy for the next season (same prices, the next free dates), unsaved. */
  onDuplicate: () => void;
  errors: PeriodErrors;
  readOnly?: boolean;
}

/** One valid period: its dates, advance payment, the VAT and conversion it was made with, and its prices. */
export function PeriodCard({
  period,
  baseCurrency,
  secondaryCurrency,
  onChange,
  onRemove,
  onDuplicate,
  errors,
  readOnly,
}: PeriodCardProps) {
  const { t } = useTranslation();
  const rate =
    period.convType === ConversionType.Divide
      ? `1 ${secondaryCurrency} = ${period.convRate} ${baseCurrency}`
      : `1 ${baseCurrency} = ${period.convRate} ${secondaryCurrency}`;
  const title = `${toDisplayDate(period.periodStart)} – ${toDisplayDate(period.periodEnd)}`;
  return (
    <section className="period-card" aria-label={t('Valid period {{dates}}', { dates: title })}>
      <div className="period-head">
        <h3>{title}</h3>
        {!readOnly && (
          <span className="period-actions">
            <IonButton fill="clear" onClick={onDuplicate} aria-label={t('Duplicate period')}>
              <IonIcon slot="icon-only" icon={copyOutline} aria-hidden="true" />
            </IonButton>
            <IonButton fill="clear" color="danger" onClick={onRemove} aria-label={t('Remove period')}>
              <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
            </IonButton>
          </span>
        )}
      </div>
      <div className="period-fields">
        {readOnly ? null : (
          <>
            <PeriodDate
              label="Period start"
              value={period.periodStart}
              error={errors?.periodStart?.message}
              onChange={(periodStart) => onChange({ ...period, periodStart })}
            />
            <PeriodDate
              label="Period end"
              value={period.periodEnd}
              error={errors?.periodEnd?.message}
              onChange={(periodEnd) => onChange({ ...period, periodEnd })}
            />
          </>
        )}
        <PriceInput
          label="Minimum advance payment, %"
          percent
          value={period.minimumAdvancedPayment}
          readOnly={readOnly}
          onChange={(v) =>
            onChange({ ...period, minimumAdvancedPayment: Math.min(100, Math.max(0, v ?? 0)) })
          }
        />
        <p className="period-rates">
          {t('VAT {{vat}} % (×{{vatK}})', { vat: period.vat, vatK: period.vatK })} · {rate}
        </p>
      </div>
      <PriceGrid
        period={period}
        baseCurrency={baseCurrency}
        secondaryCurrency={secondaryCurrency}
        readOnly={readOnly}
        onEdit={(field, value) => onChange(applyPriceEdit(period, field, value))}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { formatMoney } from '../../../../domain/money';
import type { Money2, PriceSummary } from '../../../../domain/new-booking';

interface Props {
  summary: PriceSummary | null;
  /** The total to show: the server's after a 'Price changed' answer, else the summary's. */
  total: Money2 | null;
  childCount: number;
  loading: boolean;
  /** No network: a missing price cannot be fetched, and the form says so. */
  offline?: boolean;
}

const both = (m: Money2) => `$${formatMoney(m.usd)} · AED ${formatMoney(m.aed)}`;

/** Per adult, per child, per trip and the total, in USD and AED. */
export function PriceSummaryView({ summary, total, childCount, loading, offline = false }: Props) {
  const { t } = useTranslation();
  if (!summary || !total) {
    if (offline) return <p className="price-summary-empty">{t('Offline: no price saved for this date')}</p>;
    return loading ? <p className="price-summary-empty">{t('Loading')}</p> : null;
  }
  return (
    <dl className="price-summary" aria-label={t('Price')}>
      <dt>{t('Per adult')}</dt>
      <dd>{both(summary.adult)}</dd>
      {(childCount > 0 || summary.child.usd > 0) && (
        <>
          <dt>{t('Per child')}</dt>
          <dd>{both(summary.child)}</dd>
        </>
      )}
      {summary.trip.usd > 0 && (
        <>
          <dt>{t('Per trip')}</dt>
          <dd>{both(summary.trip)}</dd>
        </>
      )}
      <dt className="price-summary-total">{t('Total')}</dt>
      <dd className="price-summary-total" data-testid="booking-total">
        {both(total)}
      </dd>
      <dt>{t('Your net')}</dt>
      <dd data-testid="booking-net">
        {both(summary.netTotal)}
        {summary.contract && (
          <span className="price-summary-contract">
            {' '}
            {t('by your contract from {{date}}', { date: toDisplayDate(summary.contract.validFrom) })}
          </span>
        )}
      </dd>
    </dl>
  );
}

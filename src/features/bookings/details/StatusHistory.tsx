import { useTranslation } from 'react-i18next';
import type { BookingStatusChange } from '../../../../contract';
import { toDisplayDateTime } from '../../../../domain/dates';

const DONE: Record<BookingStatusChange['action'], string> = {
  confirm: 'Confirmed',
  cancel: 'Cancelled',
  complete: 'Completed',
};

/** What happened to a booking after it was made, and who did it (from the server's audit log). */
export function StatusHistory({ history }: { history: readonly BookingStatusChange[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <section className="booking-history" aria-label={t('Status history')}>
      <h3>{t('Status history')}</h3>
      <ol>
        {history.map((h) => (
          <li key={`${h.at}-${h.action}`}>
            <time dateTime={h.at}>{toDisplayDateTime(h.at)}</time> {t(DONE[h.action])}
            {h.byName ? ` ${t('by {{name}}', { name: h.byName })}` : ''}
            {h.refundPercent != null ? `, ${t('refund {{percent}}%', { percent: h.refundPercent })}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

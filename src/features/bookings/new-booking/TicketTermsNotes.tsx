import { useTranslation } from 'react-i18next';
import type { TermsNote } from './ticket-terms';

/** The slot's provider terms under the slot choice (ticket-terms.ts), warnings marked as such. */
export function TicketTermsNotes({ notes }: { notes: readonly TermsNote[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <ul className="ticket-terms" aria-label={t('Ticket provider terms')}>
      {notes.map((n) => (
        <li key={n.text} role="note" className={n.warning ? 'field-hint ticket-terms-warning' : 'field-hint'}>
          {t(n.text, n.values)}
        </li>
      ))}
    </ul>
  );
}

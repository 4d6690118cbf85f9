import { IonIcon } from '@ionic/react';
import {
  checkmarkDoneOutline,
  checkmarkOutline,
  closeCircleOutline,
  documentTextOutline,
  openOutline,
  ticketOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../ui/data-table/data-table.css';
import './booking-actions.css';

export interface BookingActionHandlers {
  /** The booking's details page; on a phone card the id is plain text, so this is the way there. */
  detailsTo?: string;
  /** The invoice's download link, opened as a link (the AuthToken cookie authenticates it). */
  invoiceHref?: string;
  onTickets?: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  onComplete?: () => void;
}

const BUTTONS = [
  { key: 'onTickets', label: 'Download tickets', icon: ticketOutline },
  { key: 'onConfirm', label: 'Confirm', icon: checkmarkOutline },
  { key: 'onComplete', label: 'Complete', icon: checkmarkDoneOutline },
  { key: 'onCancel', label: 'Cancel booking', icon: closeCircleOutline },
] as const;

/**
 * A row's own actions (details, tickets, status changes); only the ones the row allows are drawn.
 * Icons in the table, icons with words on a phone card, where no tooltip can explain an icon.
 */
export function BookingActions({
  label,
  detailsTo,
  invoiceHref,
  words = false,
  ...handlers
}: BookingActionHandlers & {
  label: string;
  /** Icons with their words (a booking's page); else icons, with words only on a phone card. */
  words?: boolean;
}) {
  const { t } = useTranslation();
  const shown = BUTTONS.filter((b) => handlers[b.key]);
  if (shown.length === 0 && !detailsTo && !invoiceHref) return null;
  return (
    <span className={`bl-actions${words ? ' bl-actions-words' : ''}`} role="group" aria-label={label}>
      {detailsTo && (
        <Link
          to={detailsTo}
          className="dt-icon-button bl-details"
          title={t('Details')}
          aria-label={t('Details')}
        >
          <IonIcon icon={openOutline} aria-hidden="true" />
          <span className="bl-label">{t('Details')}</span>
        </Link>
      )}
      {invoiceHref && (
        <a
          href={invoiceHref}
          download
          className="dt-icon-button bl-invoice"
          title={t('Download invoice')}
          aria-label={t('Download invoice')}
          onClick={(event) => event.stopPropagation()}
        >
          <IonIcon icon={documentTextOutline} aria-hidden="true" />
          <span className="bl-label">{t('Download invoice')}</span>
        </a>
      )}
      {shown.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`dt-icon-button bl-${b.key}`}
          title={t(b.label)}
          aria-label={t(b.label)}
          onClick={(event) => {
            // Keeps the tap from reaching the row (a card's double tap opens edit mode elsewhere).
            event.stopPropagation();
            handlers[b.key]?.();
          }}
        >
          <IonIcon icon={b.icon} aria-hidden="true" />
          <span className="bl-label">{t(b.label)}</span>
        </button>
      ))}
    </span>
  );
}

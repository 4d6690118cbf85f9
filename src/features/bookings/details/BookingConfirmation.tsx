import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { BookingStatus, type AgentBookingDetails } from '../../../../contract';
import { awaitsConfirmation } from '../../../../domain/booking-transitions';
import { toDisplayDate } from '../../../../domain/dates';
import { formatMoney } from '../../../../domain/money';
import { rolesAllow } from '../../../platform/access';
import { useSession } from '../../../platform/session';
import { useNow } from '../../../platform/use-now';
import { BookingActions } from '../lists/BookingActions';
import { bookingStatusLabel, statusHandlers } from '../lists/booking-status';
import { useStatusActions } from '../lists/use-status-actions';
import { useTicketDownload } from '../lists/use-ticket-download';
import { StatusHistory } from './StatusHistory';
import './booking-details.css';

/** 'Booking confirmed #{id}', what was booked, where it stands and how it got there, the documents, and the way on. */
export function BookingConfirmation({ booking: b }: { booking: AgentBookingDetails }) {
  const { t } = useTranslation();
  const { run } = useStatusActions();
  const tickets = useTicketDownload();
  const roles = useSession()?.roles ?? [];
  const now = useNow();
  const sells = rolesAllow('agent', roles);
  const pax = [
    t('{{count}} adult(s)', { count: b.numAdults }),
    b.numChildren > 0 ? t('{{count}} child(ren)', { count: b.numChildren }) : null,
    b.numInfants > 0 ? t('{{count}} infant(s)', { count: b.numInfants }) : null,
  ].filter(Boolean);
  const rows: [string, string][] = [
    ['Tour', b.tourName],
    ['Ticket', b.offerName],
    ['Date', toDisplayDate(b.date)],
    ['Hotel', b.hotelName ?? t('No Hotel')],
    ['Pick-up Time', b.pickUpTime ?? '—'],
    ['Guest name', b.guestName],
    ['Guests', pax.join(', ')],
    ['Total', `$${formatMoney(b.grossSales)}`],
    ['Status', t(bookingStatusLabel(b.status))],
  ];
  if (b.voucher) rows.push(['Voucher number', b.voucher]);
  // Booked by operator staff on behalf of the agency (a negative staffAgentId): who, and for whom.
  if (b.staffAgentId != null && b.staffAgentId < 0) {
    rows.push([
      'Booked by',
      t('{{name}} (supplier staff) for {{agency}}', { name: b.agentName, agency: b.agencyName }),
    ]);
  }
  const cancelled = b.status === BookingStatus.Cancelled;

  return (
    <article className="booking-confirmation">
      {/* The spec's title for a booking that stands; a cancelled one must not read 'confirmed'. */}
      <h2>{t(cancelled ? 'Booking cancelled #{{id}}' : 'Booking confirmed #{{id}}', { id: b.id })}</h2>
      {awaitsConfirmation(b.status) && (
        <p className="booking-pending">{t('It awaits confirmation by the supplier.')}</p>
      )}
      {cancelled && <p className="booking-cancelled">{t('This booking is cancelled.')}</p>}
      {/* The same buttons as the booking's row in the lists, from the same transition table. */}
      {/* Tickets too, by the row's own flag, as its row in the list offers them. */}
      <BookingActions
        label={`#${b.id}`}
        words
        onTickets={b.canDownloadTickets ? () => void tickets(b.id) : undefined}
        {...statusHandlers(b, roles, now, run)}
      />
      <dl className="booking-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StatusHistory history={b.history} />
      {/* Plain links: the download is authenticated by the AuthToken cookie, so no script is needed. */}
      <nav className="booking-documents" aria-label={t('Documents')}>
        <a href={`/bookings/download/invoice/${b.id}`} download>
          {t('Download invoice')}
        </a>
        {/* A cancelled booking takes no one anywhere: its invoice shows the cancellation and refund. */}
        {!cancelled && (
          <>
            <a href={`/bookings/download/voucher/${b.id}?lang=en`} download>
              {t('Voucher (English)')}
            </a>
            <a href={`/bookings/download/voucher/${b.id}?lang=ru`} download>
              {t('Voucher (Русский)')}
            </a>
          </>
        )}
      </nav>
      {/* The way on is the reader's own: sellers book again or go to their list, accounts to /bookings. */}
      <div className="booking-next">
        {sells && <IonButton routerLink="/agent/bookings/add">{t('New booking')}</IonButton>}
        {sells && (
          <IonButton routerLink="/agent/bookings" fill="outline">
            {t('My bookings')}
          </IonButton>
        )}
        {!sells && rolesAllow('bookings', roles) && (
          <IonButton routerLink="/bookings" fill="outline">
            {t('Bookings')}
          </IonButton>
        )}
      </div>
    </article>
  );
}

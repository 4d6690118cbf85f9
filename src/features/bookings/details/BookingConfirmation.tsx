import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { BookingStatus, type AgentBookingDetails } from '../../../../contract';
import { toDisplayDate } from '../../../../domain/dates';
import { formatMoney } from '../../../../domain/money';
import { bookingStatusLabel } from '../lists/booking-status';
import { StatusHistory } from './StatusHistory';
import './booking-details.css';

/** 'Booking confirmed #{id}', what was booked, where it stands and how it got there, the documents, and the way on. */
export function BookingConfirmation({ booking: b }: { booking: AgentBookingDetails }) {
  const { t } = useTranslation();
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

  return (
    <article className="booking-confirmation">
      <h2>{t('Booking confirmed #{{id}}', { id: b.id })}</h2>
      {b.status === BookingStatus.PendingVerification && <p className="booking-pending">{t('It awaits confirmation by the supplier.')}</p>}
      {b.status === BookingStatus.Cancelled && <p className="booking-cancelled">{t('This booking is cancelled.')}</p>}
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
        <a href={`/bookings/download/voucher/${b.id}?lang=en`} download>
          {t('Voucher (English)')}
        </a>
        <a href={`/bookings/download/voucher/${b.id}?lang=ru`} download>
          {t('Voucher (Русский)')}
        </a>
      </nav>
      <div className="booking-next">
        <IonButton routerLink="/agent/bookings/add">{t('New booking')}</IonButton>
        <IonButton routerLink="/agent/bookings" fill="outline">
          {t('My bookings')}
        </IonButton>
      </div>
    </article>
  );
}

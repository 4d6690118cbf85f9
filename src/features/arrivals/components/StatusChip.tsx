import { IonRouterLink } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { ArrivalRow } from '../model/arrival-rows';
import { groupBookingsHref, shownStatus } from '../model/display';

/** The displayed status in its colour; with bookings it reads 'N Booking(s)' and opens them. */
export function StatusChip({ row }: { row: ArrivalRow }) {
  const { t } = useTranslation();
  const status = shownStatus(row);
  const text = status.bookings > 0 ? t('{{count}} Booking(s)', { count: status.bookings }) : t(status.text);
  const chip = (
    <span className="arrival-status" style={{ background: status.color }}>
      {text}
    </span>
  );
  if (status.bookings === 0) return chip;
  // The link is taller than the chip it wraps: a 44 px target without a bulky pill.
  return (
    <IonRouterLink routerLink={groupBookingsHref(row.arrival.groupId)} className="status-link">
      {chip}
    </IonRouterLink>
  );
}

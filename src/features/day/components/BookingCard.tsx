import { IonButton } from '@ionic/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCurrency, CheckInAction, CheckInState, DayBooking } from '../../../../contract';
import { formatMoney } from '../../../../domain/money';
import type { BookingMarks } from '../model/marks';
import { problemText, stateChip } from '../model/display';
import { phoneList } from '../../../../domain/phone';
import { CallButtons } from '../../../ui/phones/CallButtons';
import { CashForm } from './CashForm';

/** What a card asks the page to record: a check-in, no-show, cash or undo of its booking. */
export type MarkRequest = (
  booking: DayBooking,
  action: CheckInAction,
  extra?: { cash?: { amount: number; currency: CashCurrency }; undo?: CheckInState },
) => void;

interface Props {
  booking: DayBooking;
  marks: BookingMarks;
  timeZone: string;
  /** The mark this user may take back (domain/day-access.ts mayUndoMark), or null: no Undo. */
  undoable: CheckInState | null;
  /** Stable across renders (the page's one callback), so a mark re-renders its own card only. */
  onMark: MarkRequest;
  onDismiss: (entryId: string) => void;
}

/** Same marks as shown: a new outbox entry elsewhere on the manifest leaves this card alone. */
const sameMarks = (a: BookingMarks, b: BookingMarks) =>
  a === b || (a.pending === b.pending && JSON.stringify(a) === JSON.stringify(b));

/**
 * One booking of the manifest: who, where, how many, what to collect, and its check-in. Memoised: a
 * 200-guest manifest re-renders one card for a scan, not two hundred (bench/day-of-tour.ts).
 */
export const BookingCard = memo(
  BookingCardView,
  (a, b) =>
    a.booking === b.booking &&
    a.timeZone === b.timeZone &&
    a.undoable === b.undoable &&
    a.onMark === b.onMark &&
    a.onDismiss === b.onDismiss &&
    sameMarks(a.marks, b.marks),
);

function BookingCardView({ booking: b, marks, timeZone, undoable, onMark, onDismiss }: Props) {
  const { t } = useTranslation();
  const [cashOpen, setCashOpen] = useState(false);
  const mark = marks.mark;
  const chip = stateChip(mark, timeZone, t);
  const checkedIn = mark?.state === 'checkedIn';
  return (
    <li
      className={`day-booking${checkedIn ? ' is-checked-in' : ''}${mark?.state === 'noShow' ? ' is-no-show' : ''}`}
      data-booking-id={b.id}
      aria-label={b.guestName}
    >
      <div className="day-booking-head">
        {b.pickUpTime && <span className="day-pickup">{b.pickUpTime}</span>}
        <strong className="day-guest">{b.guestName}</strong>
        {chip && (
          <span className={`day-chip day-chip-${mark?.state}`} role="status">
            {chip}
          </span>
        )}
        {marks.pending > 0 && <span className="day-chip day-chip-waiting">{t('Waiting to be sent')}</span>}
      </div>
      {b.hotel && (
        <div className="day-line">
          {b.hotel}
          {b.roomNumber ? ` · ${t('Room')} ${b.roomNumber}` : ''}
        </div>
      )}
      <div className="day-line">
        {[
          t('{{count}} adult(s)', { count: b.numAdults }),
          b.numChildren ? t('{{count}} child(ren)', { count: b.numChildren }) : null,
          b.numInfants ? t('{{count}} infant(s)', { count: b.numInfants }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        {` · #${b.id}`}
      </div>
      {b.phones && <CallButtons phones={phoneList(b.phones)} />}
      {b.notes && <div className="day-line day-notes">{b.notes}</div>}
      {(b.collectUsd > 0 || b.collectAed > 0) && (
        <div className="day-line day-collect">
          {t('To collect: {{usd}} USD / {{aed}} AED', {
            usd: formatMoney(b.collectUsd),
            aed: formatMoney(b.collectAed),
          })}
        </div>
      )}
      {mark?.cash && (
        <div className="day-line day-cash">
          {t('Cash collected: {{amount}} {{currency}} by {{name}}', {
            amount: formatMoney(mark.cash.amount),
            currency: mark.cash.currency,
            name: mark.cash.by,
          })}
        </div>
      )}
      {marks.problems.map((p) => (
        <div key={p.entryId} className="day-problem" role="alert">
          <span>{problemText(p, timeZone, t)}</span>
          <IonButton size="small" fill="outline" onClick={() => onDismiss(p.entryId)}>
            {t('Dismiss')}
          </IonButton>
        </div>
      ))}
      <div className="day-actions">
        {!checkedIn && (
          <IonButton
            onClick={() => onMark(b, 'checkIn')}
            aria-label={t('Check in {{name}}', { name: b.guestName })}
          >
            {t('Check in')}
          </IonButton>
        )}
        {!mark?.state && (
          <IonButton fill="outline" onClick={() => onMark(b, 'noShow')}>
            {t('No-show')}
          </IonButton>
        )}
        {mark?.state && undoable && (
          <IonButton
            fill="clear"
            onClick={() => onMark(b, 'undo', { undo: undoable })}
            aria-label={t(checkedIn ? 'Undo check-in of {{name}}' : 'Undo no-show of {{name}}', {
              name: b.guestName,
            })}
          >
            {t('Undo')}
          </IonButton>
        )}
        <IonButton fill="outline" onClick={() => setCashOpen((o) => !o)} aria-expanded={cashOpen}>
          {t('Cash')}
        </IonButton>
      </div>
      {cashOpen && (
        <CashForm
          onSave={(amount, currency) => {
            setCashOpen(false);
            onMark(b, 'cash', { cash: { amount, currency } });
          }}
        />
      )}
    </li>
  );
}

import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCurrency, DayBooking } from '../../../../contract';
import { formatMoney } from '../../../../domain/money';
import type { BookingMarks } from '../model/marks';
import { problemText, stateChip } from '../model/display';
import { phoneList } from '../../../../domain/phone';
import { CallButtons } from '../../../ui/phones/CallButtons';
import { CashForm } from './CashForm';

interface Props {
  booking: DayBooking;
  marks: BookingMarks;
  timeZone: string;
  onCheckIn: () => void;
  onNoShow: () => void;
  /** Shown when this user may take the booking's check-in or no-show back (domain/day-access.ts mayUndoMark). */
  onUndo: (() => void) | null;
  onCash: (amount: number, currency: CashCurrency) => void;
  onDismiss: (entryId: string) => void;
}

/** One booking of the manifest: who, where, how many, what to collect, and its check-in. */
export function BookingCard({
  booking: b,
  marks,
  timeZone,
  onCheckIn,
  onNoShow,
  onUndo,
  onCash,
  onDismiss,
}: Props) {
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
          <IonButton onClick={onCheckIn} aria-label={t('Check in {{name}}', { name: b.guestName })}>
            {t('Check in')}
          </IonButton>
        )}
        {!mark?.state && (
          <IonButton fill="outline" onClick={onNoShow}>
            {t('No-show')}
          </IonButton>
        )}
        {mark?.state && onUndo && (
          <IonButton
            fill="clear"
            onClick={onUndo}
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
            onCash(amount, currency);
          }}
        />
      )}
    </li>
  );
}

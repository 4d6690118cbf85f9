import { IonIcon } from '@ionic/react';
import { callOutline, chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyDaySlot } from '../../../../contract';
import { slotDayHref } from '../api/my-day';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One slot-day of a guide's or driver's day: opens its manifest; the other assignee is a tap away. */
export function SlotDayCard({ slot }: { slot: MyDaySlot }) {
  const { t } = useTranslation();
  const title = slot.tours.length > 0 ? slot.tours.join(' · ') : slot.slotName;
  return (
    <li className="myday-card">
      <Link className="myday-open" to={slotDayHref(slot.timeSlotId, slot.date)}>
        <span className="myday-head">
          <strong>{title}</strong>
          <IonIcon icon={chevronForward} aria-hidden="true" />
        </span>
        <span className="myday-line">
          {/* A slot is often named by its time ('Full day 08:00'): the time once. */}
          {slot.startTime && !slot.slotName.includes(slot.startTime)
            ? `${slot.slotName} · ${slot.startTime}`
            : slot.slotName}
          {' · '}
          {t(slot.role === 'guide' ? 'You guide' : 'You drive')}
        </span>
        <span className="myday-facts">
          <span>
            <small>{t('Pick-up from')}</small>
            <strong>{slot.pickUpStart ?? '—'}</strong>
          </span>
          <span>
            <small>{t('Adults')}</small>
            <strong>{slot.adults}</strong>
          </span>
          <span>
            <small>{t('Children')}</small>
            <strong>{slot.children}</strong>
          </span>
          <span>
            <small>{t('Infants')}</small>
            <strong>{slot.infants}</strong>
          </span>
        </span>
        <span className="myday-line">
          {t('Vehicle')}: {slot.vehicle ?? '—'}
        </span>
      </Link>
      <div className="myday-partner">
        {slot.partner ? (
          <>
            <span>
              {t(slot.role === 'guide' ? 'Driver: {{name}}' : 'Guide: {{name}}', {
                name: slot.partner.fullName,
              })}
            </span>
            {slot.partner.phone && (
              <a href={telOf(slot.partner.phone)}>
                <IonIcon icon={callOutline} aria-hidden="true" />
                {slot.partner.phone}
              </a>
            )}
          </>
        ) : (
          <span>{t(slot.role === 'guide' ? 'No driver assigned' : 'No guide assigned')}</span>
        )}
      </div>
    </li>
  );
}

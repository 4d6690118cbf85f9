import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TimeSlotType, TimeType, type TimeSlot } from '../../../../contract';
import { maskToSelection } from '../../../../domain/day-mask';
import { notify } from '../../../platform/notifications';
import { DAY_OPTIONS } from '../day-options';

const TIME_TYPES: Record<number, string> = {
  [TimeType.Fixed]: 'Fixed time',
  [TimeType.Anytime]: 'Guest defines time',
  [TimeType.NoTime]: 'Not applicable',
};

/** The group's slots as cards (one per row on a phone), each the target of /timeslots/{g}#ts-{id}. */
export function GroupSlotsList({
  slots,
  groupHref,
  saved,
}: {
  slots: readonly TimeSlot[];
  /** The group's page ('/timeslots/MTI='); null while the group is not saved. */
  groupHref: string | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // The list's links end in #ts-{slotId}: bring that slot into view once it is on the page.
  useEffect(() => {
    if (!hash.startsWith('#ts-') || slots.length === 0) return;
    const el = document.getElementById(hash.slice(1));
    el?.scrollIntoView({ block: 'center' });
    el?.classList.add('ts-slot-target');
  }, [hash, slots.length]);

  const days = (mask: number) =>
    maskToSelection(mask)
      .map((d) => t(DAY_OPTIONS.find((o) => o.value === d)?.short ?? ''))
      .join(', ');

  return (
    <section className="ts-slots" aria-label={t('Time Slots')}>
      <div className="ts-slots-head">
        <h2>{t('Time Slots')}</h2>
        {saved && groupHref ? (
          <Link to={`${groupHref}/add`} className="ts-add">
            <IonButton size="small" tabIndex={-1}>
              <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
              {t('Add Time Slot')}
            </IonButton>
          </Link>
        ) : (
          <IonButton
            size="small"
            className="ts-add"
            onClick={() =>
              notify(
                'warning',
                t('Save the time slot group first'),
                t('Time slots can be added once the group is saved.'),
              )
            }
          >
            <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
            {t('Add Time Slot')}
          </IonButton>
        )}
      </div>
      {slots.length === 0 && <p className="form-note">{t('No time slots yet.')}</p>}
      <ul className="ts-slot-cards">
        {slots.map((s) => (
          <li key={s.id} id={`ts-${s.id}`} className="ts-slot-card">
            <div className="ts-slot-main">
              <strong>{s.name}</strong>
              <span>
                {s.timeType === TimeType.NoTime
                  ? t('Not applicable')
                  : `${s.startTimeDescription}–${s.endTimeDescription}`}
                {' · '}
                {t(TIME_TYPES[s.timeType] ?? '')}
                {' · '}
                {t(s.type === TimeSlotType.OnRequest ? 'On request' : 'Live')}
              </span>
              <span>{days(s.daysOffered)}</span>
              {s.capacity != null && <span>{t('Capacity: {{n}}', { n: s.capacity })}</span>}
              {s.stopSellReason && (
                <span className="ts-stop">
                  {t('Closed for sale: {{reason}}', { reason: s.stopSellReason })}
                </span>
              )}
            </div>
            {groupHref && (
              <Link
                to={`${groupHref}/${s.id}`}
                className="ts-edit"
                aria-label={t('Edit {{name}}', { name: s.name })}
              >
                <IonIcon icon={createOutline} aria-hidden="true" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

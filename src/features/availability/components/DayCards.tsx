import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityGrid } from '../../../../contract';
import { inTimeOrder } from '../../../../domain/availability';
import { toDisplayDate } from '../../../../domain/dates';
import { isoWeekdayOf } from '../../../../domain/day-mask';
import type { CellRef } from './ChartGrid';
import { cardLabel, shut, useCellText } from './SlotDayCell';

const WEEKDAY = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** A horizontal swipe longer than this (px), and more sideways than up or down, turns the day. */
const SWIPE_PX = 50;

/** Phones: one day at a time, its slots as cards; swipe or the arrows to the day before or after. */
export function DayCards({
  grid,
  date,
  onDay,
  onOpen,
}: {
  grid: AvailabilityGrid;
  date: string;
  onDay: (step: -1 | 1) => void;
  onOpen: (cell: CellRef) => void;
}) {
  const { t } = useTranslation();
  const textOf = useCellText();
  const i = Math.max(0, grid.days.indexOf(date));
  const start = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      className="av-day"
      onTouchStart={(e) => {
        start.current = { x: e.touches[0].clientX, y: e.touches[0].clientY };
      }}
      onTouchEnd={(e) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = e.changedTouches[0].clientX - from.x;
        const dy = e.changedTouches[0].clientY - from.y;
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onDay(dx < 0 ? 1 : -1);
      }}
    >
      <div className="av-day-nav">
        <IonButton fill="clear" aria-label={t('Previous day')} onClick={() => onDay(-1)}>
          <IonIcon icon={chevronBack} aria-hidden="true" />
        </IonButton>
        <h2 aria-live="polite">
          {t(WEEKDAY[isoWeekdayOf(date)])} {toDisplayDate(date)}
        </h2>
        <IonButton fill="clear" aria-label={t('Next day')} onClick={() => onDay(1)}>
          <IonIcon icon={chevronForward} aria-hidden="true" />
        </IonButton>
      </div>
      {grid.slots.length === 0 && <p className="form-note">{t('No time slots match these filters.')}</p>}
      <ul className="av-cards">
        {inTimeOrder(grid.slots).map((s) => {
          const c = textOf(s, i);
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`av-card av-${c.band}`}
                aria-label={cardLabel(c, s, date)}
                onClick={() => onOpen({ timeSlotId: s.id, date })}
              >
                {/* The spaces part the words for a reader (and the label check); flex boxes ignore them. */}
                <span className="av-card-head">
                  <strong>{s.name}</strong> <span>{s.startTime}</span>
                </span>{' '}
                <span className="av-card-group">
                  {s.supplierName ? `${s.groupName} · ${s.supplierName}` : s.groupName}
                </span>{' '}
                <span className="av-card-numbers">
                  <strong>{shut(c) ? c.word : c.left}</strong> <span>{c.sold}</span>
                  {!shut(c) && (
                    <>
                      {' '}
                      <span className="av-word">{c.word}</span>
                    </>
                  )}
                  {c.waiting && (
                    <>
                      {' '}
                      <span className="av-waiting">{c.waiting}</span>
                    </>
                  )}
                </span>
                {c.closedReason && (
                  <>
                    {' '}
                    <span className="av-card-reason">{c.closedReason}</span>
                  </>
                )}
                {c.crewLabel && (
                  <>
                    {' '}
                    <span className="av-crew">{c.crewLabel}</span>
                  </>
                )}
                {c.checkedIn && (
                  <>
                    {' '}
                    <span className="av-checked-in">{c.checkedIn}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

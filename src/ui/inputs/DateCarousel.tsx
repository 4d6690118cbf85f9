import { IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../domain/dates';
import { dateRange, slideParts, tomorrow, windowStart } from './carousel-dates';
import './inputs.css';

export interface DateCarouselProps {
  /** Selected date, YYYY-MM-DD. */
  value: string | null;
  onChange: (date: string) => void;
  /** First date offered, YYYY-MM-DD; default tomorrow. */
  firstDate?: string;
  /** How many dates are offered; default 10 (the new-booking carousel). */
  days?: number;
  /** How many dates show at once; default 3. */
  visible?: number;
  /** Dates that cannot be chosen; they show, disabled. */
  isUnavailable?: (date: string) => boolean;
  /** English name of the choice for screen readers; default 'Date'. */
  label?: string;
  /**
   * A word (an English text key) under a date that can still be chosen but should be looked at first,
   * e.g. a ticket provider's sold-out day; null for none.
   */
  markOf?: (date: string) => string | null;
}

/** A row of date slides with arrows. Unavailable dates are disabled buttons, so they cannot be picked. */
export function DateCarousel({
  value,
  onChange,
  firstDate,
  days = 10,
  visible = 3,
  isUnavailable,
  label = 'Date',
  markOf,
}: DateCarouselProps) {
  const { t, i18n } = useTranslation();
  // Read once: the offered days must not shift under the user at midnight.
  const [defaultFirst] = useState(tomorrow);
  const dates = useMemo(() => dateRange(firstDate ?? defaultFirst, days), [firstDate, defaultFirst, days]);
  const shown = Math.max(1, Math.min(visible, dates.length));
  const [start, setStart] = useState(() =>
    windowStart(value ? dates.indexOf(value) : -1, dates.length, shown),
  );
  const from = Math.min(start, Math.max(0, dates.length - shown));

  return (
    <div className="date-carousel" role="group" aria-label={t(label)}>
      <button
        type="button"
        className="round-button"
        aria-label={t('Earlier dates')}
        disabled={from === 0}
        onClick={() => setStart(from - 1)}
      >
        <IonIcon icon={chevronBack} aria-hidden="true" />
      </button>
      <div className="date-carousel-slides">
        {dates.slice(from, from + shown).map((date) => {
          const { weekday, day } = slideParts(date, i18n.language);
          const mark = markOf?.(date) ?? null;
          return (
            <button
              key={date}
              type="button"
              className={mark ? 'date-slide date-slide-marked' : 'date-slide'}
              aria-pressed={date === value}
              title={toDisplayDate(date)}
              disabled={isUnavailable?.(date) ?? false}
              onClick={() => onChange(date)}
            >
              <span className="date-slide-weekday">{weekday}</span>{' '}
              <span className="date-slide-day">{day}</span>
              {mark && (
                <>
                  {' '}
                  <span className="date-slide-mark">{t(mark)}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="round-button"
        aria-label={t('Later dates')}
        disabled={from + shown >= dates.length}
        onClick={() => setStart(from + 1)}
      >
        <IonIcon icon={chevronForward} aria-hidden="true" />
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { AvailabilityGrid } from '../../../../contract';
import { isoWeekdayOf } from '../../../../domain/day-mask';
import { cellLabel, shut, useCellText } from './SlotDayCell';

const WEEKDAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface CellRef {
  timeSlotId: number;
  date: string;
}

/**
 * Tablets and desktops: slots down, days across. The slot column and the date header stay put while
 * the grid scrolls both ways; each cell is a button opening that slot-day.
 */
export function ChartGrid({ grid, onOpen }: { grid: AvailabilityGrid; onOpen: (cell: CellRef) => void }) {
  const { t } = useTranslation();
  const textOf = useCellText();
  return (
    <div className="av-grid-scroll" role="region" aria-label={t('Availability grid')} tabIndex={0}>
      <table className="av-grid">
        <thead>
          <tr>
            <th scope="col" className="av-slot-head">
              {t('Time slot')}
            </th>
            {grid.days.map((d) => (
              <th key={d} scope="col" className={isoWeekdayOf(d) >= 6 ? 'av-weekend' : undefined}>
                <span className="av-weekday">{t(WEEKDAY[isoWeekdayOf(d)])}</span>
                <span>{`${d.slice(8, 10)}.${d.slice(5, 7)}`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.slots.map((s) => (
            <tr key={s.id}>
              <th scope="row" className="av-slot">
                <strong>{s.name}</strong>
                <span>
                  {[s.startTime, s.groupName].filter(Boolean).join(' · ')}
                  {s.isShared ? ` · ${t('shared')}` : ''}
                </span>
                {/* The operator's staff see every supplier's slots: whose each is. */}
                {s.supplierName && <span className="av-supplier">{s.supplierName}</span>}
              </th>
              {grid.days.map((d, i) => {
                const c = textOf(s, i);
                return (
                  <td key={d} className={`av-cell av-${c.band}`}>
                    <button
                      type="button"
                      aria-label={cellLabel(c, s, d)}
                      onClick={() => onOpen({ timeSlotId: s.id, date: d })}
                    >
                      {/* The spaces part the words for a reader (and the label check); the flex
                          column ignores them. */}
                      {shut(c) ? (
                        <strong>{c.word}</strong>
                      ) : (
                        <>
                          <strong>{c.left}</strong> <span>{c.sold}</span>{' '}
                          <span className="av-word">{c.word}</span>
                        </>
                      )}
                      {c.waiting && (
                        <>
                          {' '}
                          <span className="av-waiting">{c.waiting}</span>
                        </>
                      )}
                      {c.crew && (
                        <>
                          {' '}
                          <span className="av-crew">{c.crew}</span>
                        </>
                      )}
                      {c.checkedIn && (
                        <>
                          {' '}
                          <span className="av-checked-in">{c.checkedIn}</span>
                        </>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

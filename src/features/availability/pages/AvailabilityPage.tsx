import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward, downloadOutline, filterOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_DAYS } from '../../../../contract/availability-bands';
import { addDaysUtc } from '../../../../domain/dates';
import { deviceTime } from '../../../ui/device-time';
import { useWideScreen } from '../../../ui/data-table/use-wide-screen';
import { NOTHING_SAVED_TEXT, nothingSavedOffline } from '../../../platform/query-cache/nothing-saved';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { Page } from '../../../ui/Page';
import { useSupplierToday } from '../../../platform/use-today';
import { useAvailabilityFilters } from '../api/availability-filters';
import { useAvailabilityGrid } from '../api/availability-grid';
import { chartSearch } from '../api/keys';
import { BAND_LABEL, LEGEND } from '../components/band';
import { ChartFilters, type ChartFilterValues } from '../components/ChartFilters';
import { ChartGrid, type CellRef } from '../components/ChartGrid';
import { DayCards } from '../components/DayCards';
import { SlotDaySheet } from '../components/SlotDaySheet';
import '../availability.css';

const SPAN = AVAILABILITY_DAYS.default;

/**
 * Availability Chart (02-catalogue names it; issue 16 says what it shows): the supplier's slots × the
 * next two weeks and on, how full each slot-day is, its bookings and manifest, and its sale.
 */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const { readOnly } = useFormReadOnly();
  const today = useSupplierToday();
  const [from, setFrom] = useState(today);
  const [filters, setFilters] = useState<ChartFilterValues>({});
  const [day, setDay] = useState(today);
  const [cell, setCell] = useState<CellRef | null>(null);
  const [showFilters, setShowFilters] = useState(false);
  const active = Object.values(filters).filter((v) => v != null).length;
  const query = { from, days: SPAN, ...filters };
  const chart = useAvailabilityGrid(query);
  const { data: grid, dataUpdatedAt, isPending, isFetching, refetch } = chart;
  // Offline with nothing kept for these dates: the fetch waits for the network, not 'Loading…'.
  const nothingSaved = nothingSavedOffline(chart);
  const { data: choices } = useAvailabilityFilters();

  const shift = (days: number) => {
    const next = addDaysUtc(from, days);
    setFrom(next < today ? today : next);
  };
  // The phone's day; leaving the loaded fortnight loads the next (or the one before, not before today).
  const stepDay = (step: -1 | 1) => {
    const next = addDaysUtc(day, step);
    if (next < today) return;
    setDay(next);
    const last = addDaysUtc(from, SPAN - 1);
    if (next > last) setFrom(next);
    else if (next < from) {
      const start = addDaysUtc(next, -(SPAN - 1));
      setFrom(start < today ? today : start);
    }
  };

  return (
    <Page title="Availability Chart">
      <OfflineReadOnlyNotice dataUpdatedAt={dataUpdatedAt} nothingSaved={nothingSaved} />
      {/* A phone keeps the day in view: its filters open on demand. */}
      {!wide && (
        <IonButton
          fill="outline"
          size="small"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          <IonIcon slot="start" icon={filterOutline} aria-hidden="true" />
          {active > 0 ? t('Filters ({{n}})', { n: active }) : t('Filters')}
        </IonButton>
      )}
      {(wide || showFilters) && <ChartFilters value={filters} choices={choices} onChange={setFilters} />}
      <div className="av-toolbar">
        {wide && (
          <div className="av-range">
            <IonButton fill="outline" size="small" onClick={() => shift(-SPAN)} disabled={from <= today}>
              <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
              {t('Earlier')}
            </IonButton>
            <IonButton fill="outline" size="small" onClick={() => setFrom(today)} disabled={from === today}>
              {t('Today')}
            </IonButton>
            <IonButton fill="outline" size="small" onClick={() => shift(SPAN)}>
              {t('Later')}
              <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
            </IonButton>
          </div>
        )}
        <div className="av-actions">
          {grid && (
            <span className="av-as-of" role="status">
              {t('As of {{time}}', { time: deviceTime(Date.parse(grid.asOf)) })}
            </span>
          )}
          <IonButton
            fill="clear"
            size="small"
            disabled={readOnly || isFetching}
            onClick={() => void refetch()}
            aria-label={t('Refresh')}
          >
            <IonIcon icon={refreshOutline} aria-hidden="true" />
          </IonButton>
          {readOnly ? (
            <IonButton fill="outline" size="small" disabled>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              {t('Export')}
            </IonButton>
          ) : (
            <a className="av-export" href={`/api/availability/export${chartSearch(query)}`} download>
              <IonIcon icon={downloadOutline} aria-hidden="true" />
              {t('Export')}
            </a>
          )}
        </div>
      </div>
      <ul className="av-legend" aria-label={t('Legend')}>
        {LEGEND.map((band) => (
          <li key={band} className={`av-${band}`}>
            {t(BAND_LABEL[band])}
          </li>
        ))}
      </ul>
      {nothingSaved ? (
        <p className="form-note" role="status">
          {t(NOTHING_SAVED_TEXT)}
        </p>
      ) : (
        isPending && !grid && <p className="form-note">{t('Loading…')}</p>
      )}
      {grid && grid.slots.length === 0 && wide && (
        <p className="form-note">{t('No time slots match these filters.')}</p>
      )}
      {grid &&
        (wide ? (
          grid.slots.length > 0 && <ChartGrid grid={grid} onOpen={setCell} />
        ) : (
          <DayCards
            grid={grid}
            date={grid.days.includes(day) ? day : grid.days[0]}
            onDay={stepDay}
            onOpen={setCell}
          />
        ))}
      <SlotDaySheet cell={cell} layout={wide ? 'dialog' : 'sheet'} onClose={() => setCell(null)} />
    </Page>
  );
}

import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { useOnline } from '../../../platform/online/use-online';
import { useOutbox } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { deviceTime } from '../../../ui/device-time';
import { StaleOutboxNotice } from '../../../ui/outbox/StaleOutboxNotice';
import { Page } from '../../../ui/Page';
import { useAirportDay } from '../api/get-airport-day';
import { useMarkMet } from '../api/mark-met';
import { FlightCard } from '../components/FlightCard';
import { withMarks } from '../model/with-marks';
import '../airport.css';

type Day = 'today' | 'tomorrow';

/**
 * The airport rep's day (issue 25 item 8): today's and tomorrow's flights in landing order, each with
 * its groups and guests to mark met. Kept on the device; marks go through the outbox, so it all works
 * in an arrivals hall with no signal.
 */
export function AirportPage() {
  const { t } = useTranslation();
  const user = useSession();
  const online = useOnline();
  const { data, dataUpdatedAt, isError, isPending } = useAirportDay();
  const entries = useOutbox(user?.id ?? null);
  const markMet = useMarkMet();
  const [day, setDay] = useState<Day>('today');
  const flights = useMemo(
    () => (data && user ? withMarks(data, entries, dataUpdatedAt, user) : []),
    [data, entries, dataUpdatedAt, user],
  );
  // A supplier in another time zone may be a day ahead: its "today" counts as tomorrow here.
  const ofDay = (d: Day) =>
    flights.filter((f) => (d === 'today' ? f.date <= data!.today : f.date > data!.today));
  const shown = data ? ofDay(day) : [];
  const guestsOf = (d: Day) =>
    ofDay(d).reduce((n, f) => n + f.groups.reduce((m, g) => m + g.guests.length, 0), 0);
  return (
    <Page title="Airport Arrivals">
      <StaleOutboxNotice />
      {data && (
        <IonSegment
          className="airport-days"
          value={day}
          onIonChange={(e) => setDay(e.detail.value === 'tomorrow' ? 'tomorrow' : 'today')}
        >
          <IonSegmentButton value="today">
            <IonLabel>
              {t('Today')} · {toDisplayDate(data.today).slice(0, 5)} ({guestsOf('today')})
            </IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="tomorrow">
            <IonLabel>
              {t('Tomorrow')} · {toDisplayDate(data.tomorrow).slice(0, 5)} ({guestsOf('tomorrow')})
            </IonLabel>
          </IonSegmentButton>
        </IonSegment>
      )}
      {/* Offline, the header says so with the data's age; online, a failed refresh is said here. */}
      {data && online && isError && (
        <p className="airport-offline" role="status">
          {t('Offline: the list as kept on this device at {{time}}', { time: deviceTime(dataUpdatedAt) })}
        </p>
      )}
      {!data && isError && (
        <p className="centered-note">{t('The list could not be loaded. Check the network.')}</p>
      )}
      {!data && isPending && !online && (
        <p className="centered-note">{t('Nothing kept on this device yet.')}</p>
      )}
      {data && shown.length === 0 && <p className="centered-note">{t('No arriving guests.')}</p>}
      <div className="flight-list">
        {shown.map((flight) => (
          <FlightCard
            key={`${flight.date}|${flight.flight}|${flight.terminal}`}
            flight={flight}
            onMark={(groupId, ids, met, label) => void markMet(groupId, ids, met, label)}
          />
        ))}
      </div>
    </Page>
  );
}

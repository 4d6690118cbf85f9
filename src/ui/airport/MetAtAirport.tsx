import { IonIcon } from '@ionic/react';
import { airplane } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AirportMeeting } from '../../../contract';
import { deviceTime } from '../device-time';
import './met-at-airport.css';

/**
 * "Met at the airport 09:12 by Aisha Rahman": the airport rep's meeting (issue 25 item 8), as the
 * airport list and the hotel reps' arrivals show it. The time is the device's clock.
 */
export function MetAtAirport({ meeting, short = false }: { meeting: AirportMeeting; short?: boolean }) {
  const { t } = useTranslation();
  const time = deviceTime(Date.parse(meeting.metAt));
  const text = meeting.metByName
    ? t(short ? 'Met {{time}} by {{name}}' : 'Met at the airport {{time}} by {{name}}', {
        time,
        name: meeting.metByName,
      })
    : t(short ? 'Met {{time}}' : 'Met at the airport {{time}}', { time });
  return (
    <span className="met-at-airport" title={text}>
      <IonIcon icon={airplane} aria-hidden="true" />
      <span className="met-at-airport-text">{text}</span>
    </span>
  );
}

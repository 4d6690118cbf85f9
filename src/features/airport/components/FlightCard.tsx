import { IonCard, IonCardContent, IonCardHeader } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { minutesToTime } from '../../../../domain/time-input';
import type { ShownFlight } from '../model/shown';
import { GroupOnFlight } from './GroupOnFlight';

interface Props {
  flight: ShownFlight;
  onMark: (groupId: string, arrivalIds: number[], met: boolean, label: string) => void;
}

/** One flight: when it lands, its number and terminal, how many of its guests are met, and its groups. */
export function FlightCard({ flight, onMark }: Props) {
  const { t } = useTranslation();
  const guests = flight.groups.flatMap((g) => g.guests);
  const met = guests.filter((g) => g.met).length;
  const name = flight.flight ?? t('No flight given');
  return (
    <IonCard className="flight-card">
      <article aria-label={t('Flight {{flight}}', { flight: name })}>
        <IonCardHeader className="flight-head">
          <span className="flight-time">
            {flight.arrivalTime === null ? '--:--' : minutesToTime(flight.arrivalTime)}
          </span>
          <span className="flight-name">
            <strong>{name}</strong>
            {flight.terminal && (
              <span className="flight-terminal">
                {t('Terminal {{terminal}}', { terminal: flight.terminal })}
              </span>
            )}
          </span>
          <span className={`flight-count${met === guests.length ? ' is-all-met' : ''}`}>
            {t('{{met}} of {{count}} met', { met, count: guests.length })}
          </span>
        </IonCardHeader>
        <IonCardContent>
          {flight.groups.map((group) => (
            <GroupOnFlight
              key={`${group.supplierId}:${group.groupId}`}
              group={group}
              onMark={(ids, isMet, label) => onMark(group.groupId, ids, isMet, label)}
            />
          ))}
        </IonCardContent>
      </article>
    </IonCard>
  );
}

import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircle, ellipseOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { MetAtAirport } from '../../../ui/airport/MetAtAirport';
import { CallButtons } from '../../../ui/phones/CallButtons';
import type { ShownGroup } from '../model/shown';

interface Props {
  group: ShownGroup;
  onMark: (arrivalIds: number[], met: boolean, label: string) => void;
}

/** A group on a flight: its guests (tap to mark met or undo), hotels, phones, and the whole group's button. */
export function GroupOnFlight({ group, onMark }: Props) {
  const { t } = useTranslation();
  const unmet = group.guests.filter((g) => !g.met);
  const allMet = unmet.length === 0;
  const hotels = [...new Set(group.guests.map((g) => g.hotelName ?? t('No Hotel')))];
  const mark = (ids: number[], met: boolean, who: string) =>
    onMark(ids, met, met ? t('{{who}} met at the airport', { who }) : t('{{who}}: meeting undone', { who }));
  return (
    <section className="airport-group" aria-label={t('Group {{id}}', { id: group.groupId })}>
      <header className="airport-group-head">
        <h3>{group.groupId}</h3>
        <span className="airport-group-hotels">{hotels.join(', ')}</span>
      </header>
      <ul className="airport-guests">
        {group.guests.map((guest) => (
          <li key={guest.arrivalId} className={`airport-guest${guest.met ? ' is-met' : ''}`}>
            <button
              type="button"
              className="airport-guest-mark"
              aria-pressed={guest.met !== null}
              aria-label={
                guest.met
                  ? t('Undo: {{name}} met', { name: guest.touristName })
                  : t('Mark {{name}} met', { name: guest.touristName })
              }
              onClick={() => mark([guest.arrivalId], !guest.met, guest.touristName)}
            >
              <IonIcon icon={guest.met ? checkmarkCircle : ellipseOutline} aria-hidden="true" />
              <span className="airport-guest-text">
                <strong>{guest.touristName}</strong>
                {hotels.length > 1 && <span className="airport-guest-hotel">{guest.hotelName}</span>}
                {guest.met && <MetAtAirport meeting={guest.met} short />}
                {guest.waiting && (
                  <span className="airport-waiting">
                    <IonIcon icon={timeOutline} aria-hidden="true" />
                    {t('Waiting to be sent')}
                  </span>
                )}
                {guest.refused !== null && (
                  <span className="airport-refused">{t(guest.refused || 'Not saved')}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <CallButtons phones={group.phones} />
      <IonButton
        expand="block"
        fill={allMet ? 'clear' : 'solid'}
        color={allMet ? 'medium' : 'success'}
        onClick={() =>
          allMet
            ? mark(
                group.guests.map((g) => g.arrivalId),
                false,
                group.groupId,
              )
            : mark(
                unmet.map((g) => g.arrivalId),
                true,
                group.groupId,
              )
        }
      >
        {allMet
          ? t('Undo: group {{id}} met', { id: group.groupId })
          : t('Mark group {{id}} met', { id: group.groupId })}
      </IonButton>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../platform/i18n/country-name';
import { MetAtAirport } from '../../../../ui/airport/MetAtAirport';
import type { ArrivalRow } from '../../model/arrival-rows';
import { shownPhones, shownRoom } from '../../model/display';
import { phoneList } from '../../../../../domain/phone';
import { CallButtons } from '../../../../ui/phones/CallButtons';

/**
 * One guest of a group card: who, how old, from where, which room, and a call button per number,
 * unless the whole group shares its numbers (the card then shows them once).
 */
export function GuestLine({ row, withPhones }: { row: ArrivalRow; withPhones: boolean }) {
  const { t, i18n } = useTranslation();
  const { arrival } = row;
  const room = shownRoom(row);
  const facts = [
    arrival.age === null ? '' : t('{{age}} y.', { age: arrival.age }),
    countryName(arrival.touristCountry ?? '', i18n.language),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={`guest${arrival.isDeleted ? ' is-deleted' : ''}`}>
      <div className="guest-who">
        <strong>{arrival.touristName}</strong>
        {facts && <span className="guest-facts">{facts}</span>}
        {arrival.airportMeeting && <MetAtAirport meeting={arrival.airportMeeting} />}
      </div>
      <div className="guest-room">{room ? t('Room {{room}}', { room }) : t('No room')}</div>
      {withPhones && <CallButtons phones={phoneList(shownPhones(row))} />}
    </li>
  );
}

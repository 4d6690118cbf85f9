import { IonIcon } from '@ionic/react';
import { callOutline, chatbubblesOutline, mailOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { COMMUNICATION_FLAGS } from '../../../../../domain/arrival-status';

export const CHANNEL_ICONS = {
  call: callOutline,
  meet: peopleOutline,
  messenger: chatbubblesOutline,
  letter: mailOutline,
} as const;
const SHORT = { call: 'Call', meet: 'Meet', messenger: 'Messenger', letter: 'Letter' } as const;

interface ContactChipsProps {
  mask: number;
  onToggle: (flag: number) => void;
}

/**
 * The group's contact status as eight one-tap chips: a row of "initiated" and a row of "responded",
 * one column per channel, so the thumb finds the same chip in the same place on every card.
 */
export function ContactChips({ mask, onToggle }: ContactChipsProps) {
  const { t } = useTranslation();
  const rows = [
    { title: 'Initiated', flags: COMMUNICATION_FLAGS.filter((f) => !f.responded) },
    { title: 'Responded', flags: COMMUNICATION_FLAGS.filter((f) => f.responded) },
  ];
  return (
    <fieldset className="contact-chips">
      <legend>{t('Contact status')}</legend>
      {rows.map((row) => (
        <div key={row.title} className="contact-row">
          <span className="contact-row-title">{t(row.title)}</span>
          {row.flags.map((f) => {
            const on = (mask & f.flag) !== 0;
            // The spoken name holds the chip's visible word (WCAG 2.5.3): in Russian the short word
            // ('Встреча') is not in the full label ('Попытка личной встречи'), so it leads it there.
            const short = t(SHORT[f.channel]);
            const full = t(f.label);
            const name = full.toLowerCase().includes(short.toLowerCase()) ? full : `${short}: ${full}`;
            return (
              <button
                key={f.flag}
                type="button"
                className={`contact-chip${on ? ' is-on' : ''}`}
                aria-pressed={on}
                aria-label={name}
                onClick={() => onToggle(f.flag)}
              >
                <IonIcon icon={CHANNEL_ICONS[f.channel]} aria-hidden="true" />
                <span aria-hidden="true">{short}</span>
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

import { IonButton } from '@ionic/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../ui/inputs/TimeInput';

/** 02-catalogue §9: the mass edit starts at 00:00-00:00. */
const MASS_DEFAULT = { timeStart: 0, timeEnd: 0 };

/**
 * One pick-up time for the selected rows (hotels or regions): start and end, or minutes before the
 * slot starts, applied to all of them at once.
 */
export function MassTimeEdit({
  label,
  heading,
  isFixedTime,
  onApply,
  onCancel,
}: {
  /** The group's accessible name, English. */
  label: string;
  /** Translated: how many rows the time goes to. */
  heading: string;
  isFixedTime: boolean;
  onApply: (times: { timeStart: number; timeEnd: number }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [mass, setMass] = useState(MASS_DEFAULT);
  // Ionic's input events come from outside React, so a busy device may take the next keystroke or
  // the Apply tap before it renders the last one: both read the times typed so far from here.
  const typed = useRef(MASS_DEFAULT);
  const change = (times: Partial<typeof MASS_DEFAULT>) => {
    typed.current = { ...typed.current, ...times };
    setMass(typed.current);
  };
  return (
    <div className="pt-mass" role="group" aria-label={t(label)}>
      <strong>{heading}</strong>
      <div className="pt-mass-times">
        <TimeInput
          label={isFixedTime ? 'Start' : 'Minutes before start'}
          value={mass.timeStart}
          onChange={(m) => change({ timeStart: m })}
        />
        {isFixedTime && (
          <TimeInput label="End" value={mass.timeEnd} onChange={(m) => change({ timeEnd: m })} />
        )}
      </div>
      <div className="pt-mass-buttons">
        <IonButton
          onClick={() => {
            const { timeStart, timeEnd } = typed.current;
            onApply({ timeStart, timeEnd: isFixedTime ? timeEnd : timeStart });
          }}
        >
          {t('Apply')}
        </IonButton>
        <IonButton fill="outline" onClick={onCancel}>
          {t('Cancel')}
        </IonButton>
      </div>
    </div>
  );
}

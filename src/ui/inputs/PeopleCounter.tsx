import { IonIcon } from '@ionic/react';
import { add, remove } from 'ionicons/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nextCount } from './counter-rules';
import './inputs.css';

export interface PeopleCounterProps {
  /** English label, e.g. 'Adults' or 'Aged 3-12'; shown translated. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Lowest value a change may reach; default 0. */
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** − / value / +, each button 44 px. A change that would leave the bounds does nothing. */
export function PeopleCounter({ label, value, onChange, min = 0, max, disabled }: PeopleCounterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const shown = t(label);
  const change = (delta: number) => {
    const next = nextCount(value, delta, min, max);
    if (next !== value) onChange(next);
  };
  return (
    <div className="people-counter" role="group" aria-labelledby={labelId}>
      <span className="people-counter-label" id={labelId}>
        {shown}
      </span>
      <button
        type="button"
        className="round-button"
        aria-label={t('Remove one: {{label}}', { label: shown })}
        disabled={disabled || nextCount(value, -1, min, max) === value}
        onClick={() => change(-1)}
      >
        <IonIcon icon={remove} aria-hidden="true" />
      </button>
      <output className="people-counter-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="round-button"
        aria-label={t('Add one: {{label}}', { label: shown })}
        disabled={disabled || nextCount(value, 1, min, max) === value}
        onClick={() => change(1)}
      >
        <IonIcon icon={add} aria-hidden="true" />
      </button>
    </div>
  );
}

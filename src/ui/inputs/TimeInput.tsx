import { IonInput } from '@ionic/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptTimeInput, minutesToTime, timeToMinutes } from '../../../domain/time-input';

export interface TimeInputProps {
  /** English label; shown translated. */
  label: string;
  /** Minutes of the day; null shows an empty field. */
  value: number | null;
  /** Minutes of the typed time; a broken or unfinished time reports 0 (01-platform section 5). */
  onChange: (minutes: number, text: string) => void;
  disabled?: boolean;
  name?: string;
  /**
   * Where the label shows: inside the outline, floating (default), or not at all because a form kit
   * label above names the input (ui/form/FormTimeInput); then the label is the input's accessible name.
   */
  labelPlacement?: 'floating' | 'outside';
  /** With labelPlacement 'outside': the id the outside label points to, and what describes the input. */
  id?: string;
  describedBy?: string;
  invalid?: boolean;
}

/** HH:MM, 24 hour. A keystroke that breaks the digit rules is undone on the spot. */
export function TimeInput({
  label,
  value,
  onChange,
  disabled,
  name,
  labelPlacement = 'floating',
  id,
  describedBy,
  invalid,
}: TimeInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLIonInputElement>(null);
  const [text, setText] = useState(() => (value == null ? '' : minutesToTime(value)));

  // A value from outside replaces the text, unless it is what the text already reports: an
  // unfinished '1' reports 0, and a parent echoing that 0 back must not turn it into '00:00'.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (timeToMinutes(text) !== (value ?? 0)) setText(value == null ? '' : minutesToTime(value));
  }

  const onIonInput = (typed: string) => {
    const accepted = acceptTimeInput(text, typed);
    // Ionic keeps the native input's own text when our state does not change, so a refused
    // keystroke has to be taken back from the element itself.
    if (input.current && accepted !== typed) input.current.value = accepted;
    if (accepted === text) return;
    setText(accepted);
    onChange(timeToMinutes(accepted), accepted);
  };

  return (
    <IonInput
      ref={input}
      id={id}
      className={
        labelPlacement === 'outside'
          ? `time-input form-input-ion${invalid ? ' ion-invalid ion-touched' : ''}`
          : 'time-input'
      }
      name={name}
      {...(labelPlacement === 'outside'
        ? { 'aria-label': t(label), 'aria-describedby': describedBy, 'aria-invalid': invalid }
        : { label: t(label), labelPlacement: 'floating' as const })}
      fill="outline"
      inputmode="numeric"
      placeholder="HH:MM"
      maxlength={5}
      disabled={disabled}
      value={text}
      onIonInput={(e) => onIonInput(e.detail.value ?? '')}
    />
  );
}

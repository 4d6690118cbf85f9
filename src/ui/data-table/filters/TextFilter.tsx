import { IonInput } from '@ionic/react';
import { acceptNumericText } from '../filter-rules';
import type { FilterControlProps } from './filter-props';
import { useDraft } from './use-draft';

/** Text and numeric-text filters; the numeric one refuses anything but digits as they are typed. */
export function TextFilter<T>({ label, spec, value, onInput }: FilterControlProps<T>) {
  const numeric = spec.type === 'text-number';
  const [draft, setDraft] = useDraft(typeof value === 'string' ? value : '', onInput);
  return (
    <IonInput
      className="dt-filter-input"
      label={label}
      labelPlacement="floating"
      fill="outline"
      inputmode={numeric ? 'numeric' : 'text'}
      clearInput
      value={draft}
      onIonInput={(e) => {
        const typed = e.detail.value ?? '';
        const accepted = numeric ? acceptNumericText(draft, typed) : typed;
        // A refused keystroke must leave the field too, not only the state that already holds `draft`.
        if (accepted !== typed) e.target.value = accepted;
        setDraft(accepted);
      }}
      onIonChange={(e) =>
        setDraft(numeric ? acceptNumericText(draft, e.detail.value ?? '') : (e.detail.value ?? ''), true)
      }
    />
  );
}

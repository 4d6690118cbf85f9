import { IonInput } from '@ionic/react';
import { NUMBER_FILTER_MAX, NUMBER_FILTER_MIN, normalizeFilter } from '../filter-rules';
import type { FilterControlProps } from './filter-props';
import { useDraft } from './use-draft';

/** A number from 0 to 9999 with the column's step; leaving the field shows the value as applied. */
export function NumberFilter<T>({ label, spec, value, onInput }: FilterControlProps<T>) {
  const [draft, setDraft] = useDraft(typeof value === 'number' ? String(value) : '', onInput);
  return (
    <IonInput
      className="dt-filter-input"
      label={label}
      labelPlacement="floating"
      fill="outline"
      type="number"
      inputmode="decimal"
      min={NUMBER_FILTER_MIN}
      max={NUMBER_FILTER_MAX}
      step={String(spec.step ?? 1)}
      value={draft}
      onIonInput={(e) => setDraft(e.detail.value ?? '')}
      onIonChange={(e) => {
        const applied = normalizeFilter('number', e.detail.value ?? '');
        setDraft(applied === null ? '' : String(applied), true);
      }}
    />
  );
}

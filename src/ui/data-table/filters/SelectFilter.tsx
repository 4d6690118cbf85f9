import { defaultYears } from '../filter-rules';
import type { FilterControlProps } from './filter-props';
import { IonSelect, IonSelectOption } from '../../ionic/select';

// Its list as wide and wrapping as the multi-select filter's (filters.css), so long names show whole.
const POPOVER = { cssClass: 'dt-multi-popover' };

/** A single choice (the select and year filters); 'Any' removes the filter. */
export function SelectFilter<T>({ label, spec, options, value, onInput, t }: FilterControlProps<T>) {
  const choices =
    spec.type === 'year'
      ? (spec.years ?? defaultYears()).map((year) => ({ label: String(year), value: year }))
      : options;
  const current = typeof value === 'string' || typeof value === 'number' ? value : '';
  return (
    <IonSelect
      className="dt-filter-input"
      label={label}
      labelPlacement="floating"
      fill="outline"
      interface="popover"
      interfaceOptions={POPOVER}
      value={current}
      onIonChange={(e) => onInput(e.detail.value as string | number)}
    >
      <IonSelectOption value="">{t('Any')}</IonSelectOption>
      {choices.map((o) => (
        <IonSelectOption key={String(o.value)} value={o.value}>
          {spec.type === 'year' ? o.label : t(o.label)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

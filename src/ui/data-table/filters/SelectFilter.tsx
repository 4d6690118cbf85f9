import { defaultYears } from '../filter-rules';
import { ChoiceFilter } from './ChoiceFilter';
import { SEARCH_FROM } from './choice-search';
import type { FilterControlProps } from './filter-props';
import { IonSelect, IonSelectOption } from '../../ionic/select';

// Its list as wide and wrapping as the multi-select filter's (filters.css), so long names show whole.
const POPOVER = { cssClass: 'dt-multi-popover' };

/**
 * A single choice (the select and year filters); 'Any' removes the filter. A long list (the agent's
 * offers and hotels) opens the multi-select filter's searchable list instead, with radios: ion-select
 * has no search.
 */
export function SelectFilter<T>(props: FilterControlProps<T>) {
  const { label, spec, options, value, onInput, t } = props;
  const choices =
    spec.type === 'year'
      ? (spec.years ?? defaultYears()).map((year) => ({ label: String(year), value: year }))
      : options;
  if (choices.length >= SEARCH_FROM) return <ChoiceFilter {...props} choices={choices} single />;
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

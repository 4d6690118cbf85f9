import { IonButton, IonItem, IonList } from '@ionic/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FilterInput } from '../filter-rules';
import type { TableOption } from '../types';
import { IonCheckbox } from '../../ionic/checkbox';
import { IonPopover } from '../../ionic/popover';
import { IonRadio, IonRadioGroup } from '../../ionic/radio';
import { IonSearchbar } from '../../ionic/searchbar';
import { matchingChoices, SEARCH_FROM } from './choice-search';

interface ChoicePopoverProps {
  label: string;
  options: readonly TableOption[];
  /** The picked values, as strings. */
  picked: readonly string[];
  /** One choice: radios under 'Any', and a pick applies and closes. Otherwise checkboxes. */
  single?: boolean;
  /** The click that opened it (the popover points at its target); null when closed. */
  event: Event | null;
  onDismiss: () => void;
  /** A checkbox ticked or cleared (several choices). */
  onToggle: (value: string | number, on: boolean) => void;
  onInput: (raw: FilterInput) => void;
  t: TFunction;
}

/**
 * A filter's list of choices: checkboxes with Clear once something is picked, or radios for one
 * choice. Names show whole (they wrap), and a long list can be narrowed by typing part of a name.
 */
export function ChoicePopover({
  label,
  options,
  picked,
  single = false,
  event,
  onDismiss,
  onToggle,
  onInput,
  t,
}: ChoicePopoverProps) {
  const [search, setSearch] = useState('');
  const shown = matchingChoices(options, search, t);
  const none = shown.length === 0 && <p className="dt-multi-none">{t('No matches')}</p>;
  return (
    <IonPopover
      isOpen={event !== null}
      event={event ?? undefined}
      onDidDismiss={() => {
        setSearch('');
        onDismiss();
      }}
      className="dt-multi-popover"
    >
      {options.length >= SEARCH_FROM && (
        <IonSearchbar
          className="dt-multi-search"
          value={search}
          placeholder={t('Search')}
          aria-label={`${t('Search')}: ${label}`}
          onIonInput={(e) => setSearch(String(e.detail.value ?? ''))}
        />
      )}
      {single ? (
        <IonList className="dt-multi-list">
          <IonRadioGroup
            value={picked[0] ?? ''}
            aria-label={label}
            onIonChange={(e) => {
              const chosen = options.find((o) => String(o.value) === e.detail.value);
              onInput(chosen ? chosen.value : '');
              onDismiss();
            }}
          >
            {search.trim() === '' && (
              <IonItem lines="none">
                <IonRadio value="" justify="start" labelPlacement="end">
                  {t('Any')}
                </IonRadio>
              </IonItem>
            )}
            {shown.map((o) => (
              <IonItem key={String(o.value)} lines="none">
                <IonRadio value={String(o.value)} justify="start" labelPlacement="end">
                  {o.name}
                </IonRadio>
              </IonItem>
            ))}
          </IonRadioGroup>
          {none}
        </IonList>
      ) : (
        <IonList className="dt-multi-list" aria-label={label}>
          {shown.map((o) => (
            <IonItem key={String(o.value)} lines="none">
              <IonCheckbox
                justify="start"
                labelPlacement="end"
                checked={picked.includes(String(o.value))}
                onIonChange={(e) => onToggle(o.value, e.detail.checked)}
              >
                {o.name}
              </IonCheckbox>
            </IonItem>
          ))}
          {none}
        </IonList>
      )}
      {!single && picked.length > 0 && (
        <IonButton expand="block" fill="clear" onClick={() => onInput([])}>
          {t('Clear')}
        </IonButton>
      )}
    </IonPopover>
  );
}

import { IonButton, IonItem, IonList } from '@ionic/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FilterInput } from '../filter-rules';
import type { TableOption } from '../types';
import { IonCheckbox } from '../../ionic/checkbox';
import { IonPopover } from '../../ionic/popover';
import { IonSearchbar } from '../../ionic/searchbar';

/** A list this long is hard to scan: it gets a search box above it. */
const SEARCH_FROM = 8;

interface MultiSelectPopoverProps {
  label: string;
  options: readonly TableOption[];
  /** The picked values, as strings. */
  picked: readonly string[];
  /** The click that opened it (the popover points at its target); null when closed. */
  event: Event | null;
  onDismiss: () => void;
  onToggle: (value: string | number, on: boolean) => void;
  onInput: (raw: FilterInput) => void;
  t: TFunction;
}

/**
 * The multi-select filter's list of checkboxes, with Clear once something is picked. Names show whole
 * (they wrap), and a long list can be narrowed by typing part of a name.
 */
export function MultiSelectPopover({
  label,
  options,
  picked,
  event,
  onDismiss,
  onToggle,
  onInput,
  t,
}: MultiSelectPopoverProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = options
    .map((o) => ({ value: o.value, name: t(o.label) }))
    .filter((o) => needle === '' || o.name.toLocaleLowerCase().includes(needle));
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
        {shown.length === 0 && <p className="dt-multi-none">{t('No matches')}</p>}
      </IonList>
      {picked.length > 0 && (
        <IonButton expand="block" fill="clear" onClick={() => onInput([])}>
          {t('Clear')}
        </IonButton>
      )}
    </IonPopover>
  );
}

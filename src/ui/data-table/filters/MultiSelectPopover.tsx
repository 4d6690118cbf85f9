import { IonButton, IonItem, IonList } from '@ionic/react';
import type { TFunction } from 'i18next';
import type { FilterInput } from '../filter-rules';
import type { TableOption } from '../types';
import { IonCheckbox } from '../../ionic/checkbox';
import { IonPopover } from '../../ionic/popover';

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

/** The multi-select filter's list of checkboxes, with Clear once something is picked. */
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
  return (
    <IonPopover
      isOpen={event !== null}
      event={event ?? undefined}
      onDidDismiss={onDismiss}
      className="dt-multi-popover"
    >
      <IonList className="dt-multi-list" aria-label={label}>
        {options.map((o) => (
          <IonItem key={String(o.value)} lines="none">
            <IonCheckbox
              justify="start"
              labelPlacement="end"
              checked={picked.includes(String(o.value))}
              onIonChange={(e) => onToggle(o.value, e.detail.checked)}
            >
              {t(o.label)}
            </IonCheckbox>
          </IonItem>
        ))}
      </IonList>
      {picked.length > 0 && (
        <IonButton expand="block" fill="clear" onClick={() => onInput([])}>
          {t('Clear')}
        </IonButton>
      )}
    </IonPopover>
  );
}

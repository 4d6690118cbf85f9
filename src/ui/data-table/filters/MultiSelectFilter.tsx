import { IonIcon } from '@ionic/react';
import { caretDown } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import type { FilterControlProps } from './filter-props';
import { useEver } from '../../use-ever';

// The list opens in an ion-popover, which loads when a list is first opened rather than with every
// table that has such a filter.
const MultiSelectPopover = lazy(() =>
  import('./MultiSelectPopover').then((m) => ({ default: m.MultiSelectPopover })),
);

/**
 * Several choices: a field showing what is picked, opening a list of checkboxes 300 px high
 * (01-platform section 9). Each tick applies at once; no ticks removes the filter.
 */
export function MultiSelectFilter<T>({ label, options, value, onInput, t }: FilterControlProps<T>) {
  const [open, setOpen] = useState<Event | null>(null);
  const wanted = useEver(open !== null);
  const picked = Array.isArray(value) ? (value as readonly (string | number)[]).map(String) : [];
  const names = options.filter((o) => picked.includes(String(o.value))).map((o) => t(o.label));
  const summary =
    names.length === 0
      ? t('Any')
      : names.length <= 2
        ? names.join(', ')
        : t('{{count}} selected', { count: names.length });
  const toggle = (optionValue: string | number, on: boolean) => {
    const rest = options
      .filter((o) => String(o.value) !== String(optionValue) && picked.includes(String(o.value)))
      .map((o) => o.value);
    onInput(on ? [...rest, optionValue] : rest);
  };
  return (
    <div className="dt-multi">
      <button
        type="button"
        className="dt-multi-trigger"
        aria-haspopup="listbox"
        aria-expanded={open !== null}
        onClick={(e) => setOpen(e.nativeEvent)}
      >
        <span className="dt-multi-label">{label}</span>
        <span className="dt-multi-summary">{summary}</span>
        <IonIcon icon={caretDown} aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MultiSelectPopover
            label={label}
            options={options}
            picked={picked}
            event={open}
            onDismiss={() => setOpen(null)}
            onToggle={toggle}
            onInput={onInput}
            t={t}
          />
        </Suspense>
      )}
    </div>
  );
}

import { IonIcon } from '@ionic/react';
import { caretDown } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import type { FilterControlProps } from './filter-props';
import type { TableOption } from '../types';
import { useEver } from '../../use-ever';

// The list opens in an ion-popover, which loads when a list is first opened rather than with every
// table that has such a filter.
const ChoicePopover = lazy(() => import('./ChoicePopover').then((m) => ({ default: m.ChoicePopover })));

interface ChoiceFilterProps<T> extends FilterControlProps<T> {
  /** One choice (a long select filter's list, which needs a search box ion-select has not). */
  single?: boolean;
  /** The choices, when they are not the column's (a year filter's years). */
  choices?: readonly TableOption[];
}

/**
 * A field showing what is picked, opening the list of choices 300 px high (01-platform section 9):
 * checkboxes, each applied at once, no ticks removing the filter; or, for one choice, radios under
 * 'Any'.
 */
export function ChoiceFilter<T>({
  label,
  options,
  choices,
  value,
  onInput,
  t,
  single,
}: ChoiceFilterProps<T>) {
  const list = choices ?? options;
  const [open, setOpen] = useState<Event | null>(null);
  const wanted = useEver(open !== null);
  const picked = Array.isArray(value)
    ? (value as readonly (string | number)[]).map(String)
    : (typeof value === 'string' || typeof value === 'number') && value !== ''
      ? [String(value)]
      : [];
  const names = list.filter((o) => picked.includes(String(o.value))).map((o) => t(o.label));
  const summary =
    names.length === 0
      ? t('Any')
      : names.length <= 2
        ? names.join(', ')
        : t('{{count}} selected', { count: names.length });
  const toggle = (optionValue: string | number, on: boolean) => {
    const rest = list
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
          <ChoicePopover
            label={label}
            options={list}
            picked={picked}
            single={single}
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

/** Several choices (the multi-select filters). */
export function MultiSelectFilter<T>(props: FilterControlProps<T>) {
  return <ChoiceFilter {...props} />;
}

import { IonIcon } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../contract';
import type { AutocompleteSource } from './autocomplete-source';
import { AutocompleteStatus } from './AutocompleteStatus';
import { useAutocompleteOptions } from './use-autocomplete-options';
import { useListPlacement } from './use-list-placement';
import './inputs.css';

export interface AutocompleteSelectProps extends AutocompleteSource {
  /** English label; shown translated. */
  label: string;
  value: Option | null;
  onChange: (option: Option | null) => void;
  placeholder?: string;
  /** Characters needed before a lookup; default 1. */
  minLength?: number;
  disabled?: boolean;
}

/** A text box that looks options up on the server as the user types, with arrow keys, Enter and Escape. */
export function AutocompleteSelect({
  label,
  value,
  onChange,
  placeholder,
  minLength,
  disabled,
  ...source
}: AutocompleteSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const placement = useListPlacement(anchor, open);
  const [active, setActive] = useState(-1);
  const { options, status } = useAutocompleteOptions(source, open ? query : null, minLength);
  const shown = open && status === 'done' ? options : [];

  // A value set from outside shows its label in the box.
  const [seenLabel, setSeenLabel] = useState(value?.label);
  if (seenLabel !== value?.label) {
    setSeenLabel(value?.label);
    setQuery(value?.label ?? '');
  }

  const choose = (option: Option) => {
    onChange(option);
    setQuery(option.label);
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setQuery('');
    setOpen(false);
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? -1 : Math.min(shown.length - 1, Math.max(0, i + step))));
    } else if (e.key === 'Enter' && open && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="autocomplete field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t(label)}
      </label>
      <div className="autocomplete-anchor" ref={anchor}>
        <div className="autocomplete-row">
          <input
            ref={input}
            id={`${id}-input`}
            className="field-input"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? `${id}-option-${active}` : undefined}
            autoComplete="off"
            placeholder={placeholder ? t(placeholder) : undefined}
            disabled={disabled}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setQuery(value?.label ?? '');
            }}
          />
          {(value || query) && !disabled && (
            <button type="button" className="round-button" aria-label={t('Clear')} onClick={clear}>
              <IonIcon icon={closeCircle} aria-hidden="true" />
            </button>
          )}
        </div>
        <ul
          className={`autocomplete-list autocomplete-list-${placement}`}
          id={`${id}-list`}
          role="listbox"
          aria-label={t(label)}
          hidden={shown.length === 0}
        >
          {shown.map((option, i) => (
            <li
              key={`${option.value}`}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className="autocomplete-option"
              // Keeps the focus in the box: a blur first would close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      {open && <AutocompleteStatus status={status} count={options.length} />}
    </div>
  );
}

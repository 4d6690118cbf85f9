import { IonIcon } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPlacement } from '../../../ui/inputs/use-list-placement';
import '../../../ui/inputs/inputs.css';

export interface LocalOption {
  value: number;
  label: string;
  detail?: string;
}

interface LocalSelectProps {
  /** English label; shown translated. */
  label: string;
  options: LocalOption[];
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

const MAX_SHOWN = 50;

/**
 * A searchable choice over a list already on the device (hotels, tours): the lists are a few hundred
 * names at most and must work offline, so filtering happens here rather than on the server.
 */
export function LocalSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
}: LocalSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = options.find((o) => o.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const anchor = useRef<HTMLDivElement>(null);
  const placement = useListPlacement(anchor, open);
  const needle = (query ?? '').trim().toLowerCase();
  const shown = open
    ? options.filter((o) => `${o.label} ${o.detail ?? ''}`.toLowerCase().includes(needle)).slice(0, MAX_SHOWN)
    : [];

  const choose = (option: LocalOption | null) => {
    onChange(option?.value ?? null);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setQuery('');
      setActive((i) => Math.max(0, Math.min(shown.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter' && open && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape') setQuery(null);
  };

  return (
    <div className="autocomplete field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t(label)}
      </label>
      <div className="autocomplete-anchor" ref={anchor}>
        <div className="autocomplete-row">
          <input
            id={`${id}-input`}
            className="field-input"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            placeholder={placeholder ? t(placeholder) : undefined}
            disabled={disabled}
            value={query ?? chosen?.label ?? ''}
            onFocus={() => setQuery('')}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setQuery(null)}
          />
          {chosen && !disabled && (
            <button
              type="button"
              className="round-button"
              aria-label={t('Clear {{label}}', { label: t(label) })}
              onClick={() => choose(null)}
            >
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
              key={option.value}
              role="option"
              aria-selected={i === active}
              className="autocomplete-option"
              // Keeps the focus in the box: a blur first would close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
              {option.detail && <span className="local-option-detail"> · {option.detail}</span>}
            </li>
          ))}
        </ul>
      </div>
      {error && <p className="field-error">{t(error)}</p>}
    </div>
  );
}

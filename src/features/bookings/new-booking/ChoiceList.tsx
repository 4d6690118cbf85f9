import { useTranslation } from 'react-i18next';

export interface Choice {
  id: number;
  label: string;
  detail?: string;
  /** Shown but not choosable (a slot past its notice): the detail says why. */
  disabled?: boolean;
}

interface ChoiceListProps {
  /** English label; shown translated. */
  label: string;
  choices: Choice[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

/** Offers and slots as large buttons: few per tour, and a tap beats opening a picker on a tablet. */
export function ChoiceList({ label, choices, value, onChange, error }: ChoiceListProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-list">
      <legend className="field-label">{t(label)}</legend>
      <div className="choice-list-items">
        {choices.map((c) => (
          <button
            key={c.id}
            type="button"
            className="choice"
            aria-pressed={c.id === value}
            disabled={c.disabled}
            onClick={() => onChange(c.id)}
          >
            <span className="choice-label">{c.label}</span>
            {c.detail && <span className="choice-detail">{c.detail}</span>}
          </button>
        ))}
      </div>
      {error && <p className="field-error">{t(error)}</p>}
    </fieldset>
  );
}

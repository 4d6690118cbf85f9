import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../domain/money';

interface PriceInputProps {
  /** English label; shown translated (also the accessible name). */
  label: string;
  value: number;
  /** null: the box was emptied. */
  onChange: (value: number | null) => void;
  readOnly?: boolean;
  /** Percent boxes show their 4 decimals as they are; money shows 2. */
  percent?: boolean;
  /** A zero shows as an empty box (a cleared net price). */
  emptyWhenZero?: boolean;
}

const show = (value: number, percent?: boolean, emptyWhenZero?: boolean) =>
  emptyWhenZero && value === 0 ? '' : percent ? String(value) : formatMoney(value);

/**
 * A price (or percent) box of the valid-period grid. While the user types, the box keeps their text and
 * every other figure follows on each keystroke; when it loses focus it shows the recomputed value with
 * 2 decimals (the stored figure keeps 4).
 */
export function PriceInput({ label, value, onChange, readOnly, percent, emptyWhenZero }: PriceInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="price-input">
      <label className="field-label" htmlFor={id}>
        {t(label)}
      </label>
      <input
        id={id}
        className="form-input price-box"
        type="text"
        inputMode="decimal"
        readOnly={readOnly}
        value={draft ?? show(value, percent, emptyWhenZero)}
        onFocus={() => setDraft(show(value, percent, emptyWhenZero))}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          const text = e.target.value.replace(',', '.');
          setDraft(e.target.value);
          if (text.trim() === '') onChange(null);
          else if (Number.isFinite(Number(text))) onChange(Number(text));
        }}
      />
    </div>
  );
}

import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { acceptEditInput, editOptions, type EditableColumn } from './edit-rules';

interface EditInputProps<T> {
  column: EditableColumn<T>;
  /** The column's header as shown: the input's accessible name. */
  label: string;
  value: string | boolean;
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (value: string | boolean) => void;
  onSave: () => void;
  onCancel: () => void;
  t: TFunction;
}

/** One input of a row in edit mode; Enter saves the row and Escape cancels it. */
export function EditInput<T>({
  column,
  label,
  value,
  disabled,
  autoFocus,
  onChange,
  onSave,
  onCancel,
  t,
}: EditInputProps<T>) {
  const spec = column.edit;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') onSave();
    else if (e.key === 'Escape') onCancel();
  };
  const common = { 'aria-label': label, disabled, autoFocus, onKeyDown, className: 'dt-input' };
  if (spec.type === 'checkbox') {
    return (
      <input
        {...common}
        type="checkbox"
        className="dt-check"
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (spec.type === 'select') {
    return (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {editOptions(column).map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {t(o.label)}
          </option>
        ))}
      </select>
    );
  }
  if (spec.type === 'number') {
    return (
      <input
        {...common}
        type="number"
        inputMode="decimal"
        min={spec.min}
        max={spec.max}
        step={spec.step ?? 'any'}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const shaped = spec.type === 'date' || spec.type === 'time';
  return (
    <input
      {...common}
      type="text"
      inputMode={shaped ? 'numeric' : undefined}
      placeholder={spec.type === 'date' ? 'DD.MM.YYYY' : spec.type === 'time' ? 'HH:MM' : undefined}
      value={text}
      onChange={(e) => onChange(acceptEditInput(spec, text, e.target.value))}
    />
  );
}

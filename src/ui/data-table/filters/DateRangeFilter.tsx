import { toDisplayDate } from '../../../../domain/dates';
import type { DateRange } from '../types';
import { DateField } from './DateField';
import type { FilterControlProps } from './filter-props';
import { useDraft } from './use-draft';

interface Ends {
  from: string;
  to: string;
}

function shown(value: unknown): Ends {
  const range =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DateRange) : null;
  return { from: toDisplayDate(range?.from), to: toDisplayDate(range?.to) };
}

/**
 * From and To. The required range applies once both ends are real dates; the optional one applies
 * with either end (filter-rules.ts).
 */
export function DateRangeFilter<T>({ label, value, onInput, t }: FilterControlProps<T>) {
  const [draft, setDraft] = useDraft<Ends>(shown(value), onInput);
  return (
    <fieldset className="dt-date-range">
      <legend className="visually-hidden">{label}</legend>
      <DateField
        label={t('{{column}} from', { column: label })}
        value={draft.from}
        onChange={(from, now) => setDraft((ends) => ({ ...ends, from }), now)}
      />
      <DateField
        label={t('{{column}} to', { column: label })}
        value={draft.to}
        onChange={(to, now) => setDraft((ends) => ({ ...ends, to }), now)}
      />
    </fieldset>
  );
}

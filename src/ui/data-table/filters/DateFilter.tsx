import { toDisplayDate } from '../../../../domain/dates';
import { DateField } from './DateField';
import type { FilterControlProps } from './filter-props';
import { useDraft } from './use-draft';

/** One day; a date that is not a real one removes the filter. */
export function DateFilter<T>({ label, value, onInput }: FilterControlProps<T>) {
  const [draft, setDraft] = useDraft(typeof value === 'string' ? toDisplayDate(value) : '', onInput);
  return <DateField label={label} value={draft} onChange={setDraft} />;
}

import type { TFunction } from 'i18next';
import type { FilterInput } from '../filter-rules';
import type { FilterSpec, FilterValue, TableOption } from '../types';

/** What every filter control gets: its label, the applied value and where to send new input. */
export interface FilterControlProps<T> {
  /** Translated column header. */
  label: string;
  spec: FilterSpec<T>;
  options: readonly TableOption[];
  value: FilterValue | undefined;
  onInput: (raw: FilterInput) => void;
  t: TFunction;
}

import type { TFunction } from 'i18next';
import type { TableOption } from '../types';

/** A list this long is hard to scan: it gets a search box above it (issue 24 item 16). */
export const SEARCH_FROM = 8;

/** The choices whose translated name holds the typed text (any case), in their order. */
export function matchingChoices(
  options: readonly TableOption[],
  search: string,
  t: TFunction,
): Array<{ value: string | number; name: string }> {
  const needle = search.trim().toLocaleLowerCase();
  return options
    .map((o) => ({ value: o.value, name: t(o.label) }))
    .filter((o) => needle === '' || o.name.toLocaleLowerCase().includes(needle));
}

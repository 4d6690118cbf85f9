/**
 * Ordered lists of the catalogue editors (itinerary stops, FAQ questions): 01-platform section 5.
 * Every function returns a new array and leaves its input alone, so React state can hold the lists.
 */

export interface Indexed {
  index: number;
}

function swap<T>(items: readonly T[], a: number, b: number): readonly T[] {
  if (a < 0 || b < 0 || a >= items.length || b >= items.length) return items;
  const next = [...items];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
}

/** Swaps the item with the one above it; the first item (or a bad index) leaves the same array. */
export function moveUp<T>(items: readonly T[], position: number): readonly T[] {
  return swap(items, position, position - 1);
}

/** Swaps the item with the one below it; the last item (or a bad index) leaves the same array. */
export function moveDown<T>(items: readonly T[], position: number): readonly T[] {
  return swap(items, position, position + 1);
}

/** Numbers the items 1, 2, 3… in their current order; items already numbered so are kept as they are. */
export function reindex<T extends Indexed>(items: readonly T[]): T[] {
  return items.map((item, i) => (item.index === i + 1 ? item : { ...item, index: i + 1 }));
}

/** Removes the item at a position and renumbers the rest; a bad position leaves the same array. */
export function removeAt<T extends Indexed>(items: readonly T[], position: number): readonly T[] {
  if (position < 0 || position >= items.length) return items;
  return reindex(items.filter((_, i) => i !== position));
}

/** Moves and then renumbers: what an editor's up/down buttons do. */
export function moveAndReindex<T extends Indexed>(
  items: readonly T[],
  position: number,
  direction: 'up' | 'down',
): readonly T[] {
  const moved = direction === 'up' ? moveUp(items, position) : moveDown(items, position);
  return moved === items ? items : reindex(moved);
}

/** Adds an item at the end, numbered after the last one. */
export function appendItem<T extends Indexed>(items: readonly T[], item: Omit<T, 'index'>): T[] {
  return reindex([...items, { ...item, index: items.length + 1 } as T]);
}

/** Replaces the item at a position (its number kept); a bad position leaves the same array. */
export function replaceAt<T extends Indexed>(items: readonly T[], position: number, item: T): readonly T[] {
  if (position < 0 || position >= items.length) return items;
  return items.map((old, i) => (i === position ? { ...item, index: old.index } : old));
}

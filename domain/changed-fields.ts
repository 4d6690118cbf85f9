/**
 * Which top-level fields of a catalogue entity (a tour, an offer) a save changes: the change log keeps
 * them per version, and a stale save's 409 lists them. Values compare by content (lists and nested
 * objects too), and an empty string, undefined and null are the same "no value", so a form that sends
 * '' for an untouched empty field changes nothing.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  ignore: ReadonlyArray<keyof T> = [],
): Array<keyof T & string> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Array<keyof T & string>);
  return [...keys]
    .filter((k) => !ignore.includes(k))
    .filter((k) => !sameContent(before[k], after[k]))
    .sort();
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

export function sameContent(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameContent(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) =>
      sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return a === b;
}

/** The fields changed since a version: the union of the change log's entries after it, in name order. */
export function fieldsChangedSince(entries: ReadonlyArray<{ changedFields: readonly string[] }>): string[] {
  return [...new Set(entries.flatMap((e) => e.changedFields))].sort();
}

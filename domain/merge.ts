/**
 * Field-by-field merge of an offline edit (ARCHITECTURE.md "Offline first"): a field whose current
 * server value still equals the user's `base` takes the new value; a field someone else changed
 * meanwhile is a conflict, unless both made the same change.
 */
export interface FieldConflict<T, K extends keyof T = keyof T> {
  field: K;
  base: T[K] | undefined;
  mine: T[K];
  theirs: T[K];
}

export interface MergeResult<T> {
  merged: T;
  applied: Array<keyof T>;
  conflicts: Array<FieldConflict<T>>;
}

export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
  return norm(a) === norm(b);
}

export function mergeFields<T extends object>(
  current: T,
  base: Partial<T>,
  mine: Partial<T>,
): MergeResult<T> {
  const merged = { ...current };
  const applied: Array<keyof T> = [];
  const conflicts: Array<FieldConflict<T>> = [];
  for (const field of Object.keys(mine) as Array<keyof T>) {
    const next = mine[field] as T[keyof T];
    const theirs = current[field];
    if (sameValue(next, theirs)) continue;
    if (!(field in base) || sameValue(base[field], theirs)) {
      merged[field] = next;
      applied.push(field);
    } else {
      conflicts.push({ field, base: base[field], mine: next, theirs });
    }
  }
  return { merged, applied, conflicts };
}

import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (a 400's `fields`) beside the form's fields. Returns false when
 * some message belongs to no field of the form, so the caller still shows it elsewhere.
 */
export function applyFieldErrors<T extends FieldValues>(
  fields: Record<string, string> | undefined,
  known: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!fields) return false;
  let allPlaced = true;
  for (const [name, message] of Object.entries(fields)) {
    const field = known.find((k) => k === name);
    if (field) setError(field, { type: 'server', message });
    else allPlaced = false;
  }
  return allPlaced;
}

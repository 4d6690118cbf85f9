/** A numeric route id (digits only, as the spec's "must parse as a number"), else null. */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** An edit route's id: the word 'add' means a new record (id 0), else an integer, else null. */
export function parseIdOrAdd(value: string | undefined): number | null {
  if (value?.toLowerCase() === 'add') return 0;
  return parseNumericId(value);
}

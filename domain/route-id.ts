/** A numeric route id (digits only), else null. */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * An edit route's id (/tours/{tourId}, /tours/{tourId}/{offerId}, …; spec 02 section 5): the word
 * 'add' means a new record (0), an integer is itself, anything else is null (unparseable: the caller
 * sends the user back to the list).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (value?.toLowerCase() === 'add') return 0;
  return parseNumericId(value);
}

const SHOWN_CHARACTERS = 7;

/** Hidden phone numbers show the first 7 characters and '...', for each comma-separated number. */
export function hidePhones(phones: string | null | undefined): string {
  if (!phones) return '';
  return phones
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => (p.length > SHOWN_CHARACTERS ? `${p.slice(0, SHOWN_CHARACTERS)}...` : p))
    .join(', ');
}

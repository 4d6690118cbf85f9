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

/**
 * The numbers of comma- or semicolon-separated lists (a guest's, a group's, a booking's), each once by
 * its digits, in the order first given: the arrivals cards, the guide's manifest and the airport list
 * call them one by one.
 */
export function phoneList(...lists: Array<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists)
    for (const raw of (list ?? '').split(/[,;]/)) {
      const phone = raw.trim();
      const digits = phone.replace(/\D/g, '');
      if (digits.length === 0 || seen.has(digits)) continue;
      seen.add(digits);
      out.push(phone);
    }
  return out;
}

/** A tel: link keeps the digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

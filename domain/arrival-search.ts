/**
 * The arrivals search box ('name, room or phone'), one rule for the server's query
 * (server/modules/arrivals/repo.ts) and the device's search over the guests it keeps offline.
 *
 * A guest matches when the text is contained in the tourist's name (case-insensitive), equals one of
 * the guest's rooms, or, when the text is a phone number, its digits are contained in one of the
 * guest's numbers once the separators people write between digits are taken out.
 */

/** What people write between the digits of a number: '+971 50-123 (4567).' → '971501234567'. */
export const PHONE_SEPARATORS = [' ', '+', '-', '(', ')', '.'] as const;

/**
 * A search finds phone numbers from six digits on: rooms have three or four ('1204'), and four
 * digits are inside one in a thousand numbers, so a room search would list dozens of strangers.
 */
export const PHONE_SEARCH_MIN_DIGITS = 6;

/** Stored numbers as the search compares them: separators out; the commas between numbers stay. */
export function phoneSearchText(phones: string): string {
  let text = phones;
  for (const s of PHONE_SEPARATORS) text = text.split(s).join('');
  return text;
}

/** The digits to look for when the text is a phone number; null for a name, a room or too few digits. */
export function phoneSearchDigits(text: string): string | null {
  const typed = text.trim();
  if (!/^[\d\s+\-().]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/** What the search looks at in one guest. */
export interface SearchableGuest {
  touristName: string;
  rooms: ReadonlyArray<string | null | undefined>;
  phones: ReadonlyArray<string | null | undefined>;
}

/** Whether a guest matches the search box's text; an empty text matches everyone. */
export function matchesArrivalSearch(guest: SearchableGuest, text: string): boolean {
  const typed = text.trim();
  if (typed === '') return true;
  if (guest.touristName.toLowerCase().includes(typed.toLowerCase())) return true;
  if (guest.rooms.some((room) => room === typed)) return true;
  const digits = phoneSearchDigits(typed);
  return digits !== null && guest.phones.some((p) => p != null && phoneSearchText(p).includes(digits));
}

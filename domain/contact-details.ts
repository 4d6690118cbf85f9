// Checks of the e-mail addresses and phone numbers of a supplier's contacts (02-catalogue §3 Supplier).
// Both are optional: an empty value is no problem; a filled one must be usable by whoever reads it.

export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com';
export const PHONE_MESSAGE =
  'Enter a phone number: 6 to 15 digits, with an optional leading + and spaces, dashes or brackets';

/** One @, no spaces, a dot in the domain with a part after it: what a person can actually write to. */
export function emailProblem(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (email === '') return null;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) && email.length <= 254 ? null : EMAIL_MESSAGE;
}

/**
 * A phone number as people write it ('+971 4 123 4567', '(04) 338-9020'): only digits, spaces, dashes,
 * dots, brackets and one leading +, with 6 to 15 digits (E.164 allows at most 15).
 */
export function phoneProblem(value: string | null | undefined): string | null {
  const phone = (value ?? '').trim();
  if (phone === '') return null;
  if (!/^\+?[\d\s().-]+$/.test(phone)) return PHONE_MESSAGE;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? null : PHONE_MESSAGE;
}

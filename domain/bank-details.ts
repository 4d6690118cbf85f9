// Shape checks of a supplier's payment details: IBAN (ISO 13616, mod-97 check digits) and SWIFT/BIC
// (ISO 9362). They catch a mistyped or half-pasted number before the accounts team pays into it; they
// cannot tell whether the account exists.

import { fillTemplate } from './message-template';

/** IBAN lengths of the SWIFT IBAN registry, by country; a country not listed is checked by shape only. */
// prettier-ignore
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

export const IBAN_SHAPE_MESSAGE =
  'IBAN must start with a 2-letter country code and 2 check digits, then letters and digits';
export const IBAN_CHECK_MESSAGE = 'IBAN check digits do not match: a character is missing or mistyped';
/** A template (src/platform/i18n translates the filled text through it). */
export const IBAN_LENGTH_MESSAGE =
  'An IBAN of {{country}} has {{length}} characters; this one has {{actual}}';
export const SWIFT_MESSAGE =
  'SWIFT/BIC must be 8 or 11 characters: 4-letter bank code, 2-letter country code, 2-character location, optional 3-character branch';

/** Spaces and dashes dropped, upper case: 'ae73 0260 …' and 'AE730260…' are the same IBAN. */
export function normaliseBankCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN (letters as 10–35), in chunks so no number overflows. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN, or null when it is empty (optional) or well formed. */
export function ibanProblem(value: string | null | undefined): string | null {
  const iban = normaliseBankCode(value ?? '');
  if (iban === '') return null;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return IBAN_SHAPE_MESSAGE;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length)
    return fillTemplate(IBAN_LENGTH_MESSAGE, { country: iban.slice(0, 2), length, actual: iban.length });
  return ibanRemainder(iban) === 1 ? null : IBAN_CHECK_MESSAGE;
}

/** What is wrong with a SWIFT/BIC code, or null when it is empty (optional) or well formed. */
export function swiftProblem(value: string | null | undefined): string | null {
  const code = normaliseBankCode(value ?? '');
  if (code === '') return null;
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code) ? null : SWIFT_MESSAGE;
}

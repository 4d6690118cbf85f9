import type { TicketTerms } from '../../../../contract';
import { toDisplayDate } from '../../../../domain/dates';
import type { FieldErrors } from './form-values';

/** What a provider's contact fields ask of the form (issue 26 item 2): the field and its message key. */
export function termsErrors(
  terms: TicketTerms | null | undefined,
  guest: { guestName: string; phones: string; guestEmail: string },
): FieldErrors {
  if (!terms) return {};
  const required = new Set(terms.requiredContactFields);
  const errors: FieldErrors = {};
  if (required.has('emailAddress') && guest.guestEmail.trim() === '')
    errors.guestEmail = "The provider requires the guest's e-mail";
  if (required.has('phoneNumber') && guest.phones.trim() === '')
    errors.phones = "The provider requires the guest's phone number";
  if (
    (required.has('firstName') || required.has('lastName')) &&
    guest.guestName.trim() !== '' &&
    !/\S\s+\S/.test(guest.guestName.trim())
  )
    errors.guestName = "The provider requires the guest's first and last name";
  return errors;
}

/** Whether the form shows the guest's e-mail: the provider requires it, or one was given already. */
export const asksEmail = (terms: TicketTerms | null | undefined, guestEmail: string) =>
  guestEmail !== '' || Boolean(terms?.requiredContactFields.includes('emailAddress'));

export interface TermsNote {
  text: string;
  values?: Record<string, string | number>;
  warning?: boolean;
}

/**
 * The provider's terms the agent should know before Save: a child on an adult ticket (item 5), the
 * option's party limits, and the departure's start on the provider's clock, with a warning when the
 * product's time zone is not the supplier's (item 6: an 11:30 Dubai slot mapped to a 12:00 London start).
 */
export function termsNotes(
  terms: TicketTerms | null | undefined,
  party: { adults: number; children: number },
  date: string | null = null,
  /** The provider's closed and sold-out days (its calendar); the terms' own when not given. */
  unavailableDays: readonly string[] = terms?.unavailableDays ?? [],
): TermsNote[] {
  if (!terms) return [];
  const notes: TermsNote[] = [];
  const provider = terms.provider;
  // The provider's calendar (item 3): the chosen day first, then the other days it cannot sell.
  if (date && unavailableDays.includes(date))
    notes.push({
      text: '{{provider}} is sold out or closed on this date',
      values: { provider },
      warning: true,
    });
  const others = unavailableDays.filter((d) => d !== date);
  if (others.length > 0)
    notes.push({
      text: '{{provider}} is sold out or closed on {{days}}',
      values: { provider, days: others.map(toDisplayDate).join(', ') },
    });
  if (terms.childAsAdult && party.children > 0)
    notes.push({
      text: '{{provider}} sells no child ticket for this option: children are booked on adult tickets',
      values: { provider },
      warning: true,
    });
  const { minUnits: min, maxUnits: max } = terms;
  const guests = party.adults + party.children;
  const outside = (min !== null && guests < min) || (max !== null && guests > max);
  if ((min !== null && min > 1) || outside) {
    if (min !== null && max !== null)
      notes.push({
        text: '{{provider}} sells this option to {{min}} to {{max}} guests',
        values: { provider, min, max },
        warning: outside,
      });
    else if (min !== null)
      notes.push({
        text: '{{provider}} sells this option to at least {{min}} guests',
        values: { provider, min },
        warning: outside,
      });
    else if (max !== null)
      notes.push({
        text: '{{provider}} sells this option to at most {{max}} guests',
        values: { provider, max },
        warning: outside,
      });
  }
  if (terms.providerStartTime && terms.productTimeZone) {
    notes.push({
      text: "Starts at {{time}} provider's time ({{zone}})",
      values: { time: terms.providerStartTime, zone: terms.productTimeZone },
    });
    if (terms.productTimeZone !== terms.supplierTimeZone)
      notes.push({
        text: "The provider's product is on {{zone}} time, the supplier's on {{ours}}: check the start time",
        values: { zone: terms.productTimeZone, ours: terms.supplierTimeZone },
        warning: true,
      });
  }
  return notes;
}

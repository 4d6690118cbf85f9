import type { FieldErrors } from 'react-hook-form';
import type { OfferInput } from '../../../../contract/catalogue';

/** The form's sections, in order, with the fields each holds (for its error icon and list). */
export const OFFER_SECTIONS = [
  {
    id: 'basic',
    title: 'Basic details',
    fields: [
      'nameInternal',
      'nameDisplay',
      'bookingType',
      'numberOfHours',
      'minNumOfPeople',
      'maxNumOfPeople',
      'minimumAdvancedPayment',
      'origin',
      'childAge',
      'infantAge',
    ],
  },
  {
    id: 'tickets',
    title: 'Attraction tickets',
    fields: ['ticketTypesAdult', 'ticketTypesChild', 'ticketTypesInfant'],
  },
  { id: 'slots', title: 'Time slots', fields: ['timeSlots'] },
  { id: 'prices', title: 'Valid periods and prices', fields: ['validPeriods'] },
  { id: 'cancellation', title: 'Cancellation policy', fields: ['cancellationPolicy'] },
  { id: 'description', title: 'Description', fields: ['description', 'notesToClientsPostBooking'] },
  { id: 'photos', title: 'Photos', fields: ['photos', 'heroImageId'] },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: ReadonlyArray<keyof OfferInput> }>;

export type OfferSectionId = (typeof OFFER_SECTIONS)[number]['id'];

/** Every message found under an error tree (a valid period's fields sit a few levels down). */
function messages(error: unknown, out: string[] = []): string[] {
  if (!error || typeof error !== 'object') return out;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) out.push(message);
  for (const [key, value] of Object.entries(error))
    if (key !== 'ref' && key !== 'message' && typeof value === 'object') messages(value, out);
  return out;
}

/** Messages per section of the form's current errors, each listed once. */
export function sectionErrors(errors: FieldErrors<OfferInput>): Record<OfferSectionId, string[]> {
  const out = {} as Record<OfferSectionId, string[]>;
  for (const s of OFFER_SECTIONS)
    out[s.id] = [...new Set(s.fields.flatMap((f) => messages((errors as Record<string, unknown>)[f])))];
  return out;
}

import { z } from 'zod';
import { errorBodySchema } from './common';

// A booking on a slot mapped to an external ticket provider (OCTO): what can go wrong at the provider,
// for the client to switch on (the outbox keeps such a booking waiting; it is not the agent's refusal).

/**
 * Why the provider did not take a booking or its cancel: `provider_timeout` no answer in time;
 * `provider_unreachable` no connection; `provider_refused` it answered with an error (sold out, bad
 * product, expired hold); `provider_bad_answer` it answered something that is not OCTO;
 * `provider_not_configured` the slot names a provider this supplier has not set up (or switched off).
 * Every one answers 502, except `provider_not_configured`, which is the supplier's to fix (503), and
 * `provider_declined` (422): the supplier's final answer about this booking (below the option's
 * minimum, a unit it does not sell, a contact field it requires…), which asking again cannot change.
 * `provider_refused` is then a passing refusal only (the supplier's 5xx, 429, INTERNAL_SERVER_ERROR).
 */
export const EXTERNAL_PROVIDER_FAILURES = [
  'provider_timeout',
  'provider_unreachable',
  'provider_refused',
  'provider_bad_answer',
  'provider_not_configured',
  'provider_declined',
] as const;
export type ExternalProviderFailure = (typeof EXTERNAL_PROVIDER_FAILURES)[number];

/** The step at which the provider failed: nothing is kept after a failed reserve or confirm. */
export const EXTERNAL_PROVIDER_STEPS = ['availability', 'reserve', 'confirm', 'cancel'] as const;
export type ExternalProviderStep = (typeof EXTERNAL_PROVIDER_STEPS)[number];

export const externalProviderFailureSchema = errorBodySchema.extend({
  reason: z.enum(EXTERNAL_PROVIDER_FAILURES),
  step: z.enum(EXTERNAL_PROVIDER_STEPS),
  provider: z.string(),
  /** Whether the same request may pass later (the outbox sends it again) or is a final answer. */
  retryable: z.boolean().optional(),
});
export type ExternalProviderFailureBody = z.infer<typeof externalProviderFailureSchema>;

export const isExternalProviderFailure = (body: unknown): body is ExternalProviderFailureBody =>
  typeof body === 'object' &&
  body !== null &&
  (EXTERNAL_PROVIDER_FAILURES as readonly unknown[]).includes((body as { reason?: unknown }).reason);

/**
 * What a slot's ticket provider asks of a booking, for the new-booking form (issue 26 items 2, 5, 6):
 * the contact fields the option requires (OCTO `requiredContactFields`, of the option and its units), whether a
 * child is booked on an adult ticket (the option sells no child or youth unit), the option's party
 * limits (`restrictions.minUnits`/`maxUnits`), and the departure's start time in the provider's product
 * time zone beside the supplier's zone, so a difference can be seen before Save.
 */
export const ticketTermsSchema = z.object({
  provider: z.string(),
  productName: z.string(),
  optionName: z.string(),
  requiredContactFields: z.array(z.string()),
  childAsAdult: z.boolean(),
  minUnits: z.number().int().nullable(),
  maxUnits: z.number().int().nullable(),
  /** The product's IANA zone (OCTO `timeZone`); null when the provider does not say. */
  productTimeZone: z.string().nullable(),
  /** The Caravan supplier's zone: the slot's start time is a wall-clock time there. */
  supplierTimeZone: z.string(),
  /** The departure's start at the provider, HH:MM in the product's zone; null for an all-day ticket. */
  providerStartTime: z.string().nullable(),
  /**
   * With a `date`: the provider's days from it, up to 14, that are sold out or closed for the option
   * (its availability calendar), so the form says so before Save (issue 26 item 3); [] without one or
   * when the calendar cannot be read (the booking's reserve still decides).
   */
  unavailableDays: z.array(z.string()),
});
export type TicketTerms = z.infer<typeof ticketTermsSchema>;

export const ticketTermsQuerySchema = z.object({
  offerId: z.coerce.number().int().positive('Offer is required').max(2_147_483_647, 'No such id'),
  timeSlotId: z.coerce.number().int().positive('Time slot is required').max(2_147_483_647, 'No such id'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .optional(),
});

/** A provider's word on a day or a departure (OCTO availability status). */
export const providerSeatStatusSchema = z.enum(['AVAILABLE', 'FREESALE', 'LIMITED', 'SOLD_OUT', 'CLOSED']);
export type ProviderSeatStatus = z.infer<typeof providerSeatStatusSchema>;

/**
 * What the slot's ticket provider has left, for the new-booking form while the agent chooses (issue 26
 * item 3): the option's days from `from` (its availability calendar, 14 days), which the date carousel
 * marks, and the slot's departure on `date` (its availability call), whose vacancies the slot choice
 * shows. Hints only: a part the provider does not answer is empty (`days` [], `departure` null), and the
 * booking's reserve still decides. Null when the slot sells no provider's tickets.
 */
export const ticketAvailabilitySchema = z.object({
  provider: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      status: providerSeatStatusSchema,
      vacancies: z.number().int().nullable(),
    }),
  ),
  departure: z
    .object({ status: providerSeatStatusSchema, vacancies: z.number().int().nullable() })
    .nullable(),
});
export type TicketAvailability = z.infer<typeof ticketAvailabilitySchema>;

export const ticketAvailabilityQuerySchema = ticketTermsQuerySchema.extend({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
});
